; Bad input: a runtime entry reached by invoke (with a landing pad) is left alone with a missed
; remark, and the loop it sits in is not transformed.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr)
declare void @arc_release(ptr) nounwind
declare i32 @__gxx_personality_v0(...)

; CHECK-LABEL: define void @invoked(
; CHECK: loop:
; CHECK: invoke ptr @arc_retain(ptr %h)
; CHECK: cont:
; CHECK-NEXT: call void @arc_release(ptr %s)
; REMARK: invoke to arc_retain() is left alone: an invoke may unwind
define void @invoked(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = invoke ptr @arc_retain(ptr %h) to label %cont unwind label %lpad
cont:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
lpad:
  %lp = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %lp
}
