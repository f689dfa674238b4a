; A runtime entry reached by invoke (C++ calling a header that does not say noexcept: GLib, an
; older arc.h). The built-in runtimes' entries never unwind (ARC_PROFILE_ENTRIES_NEVER_UNWIND):
; the pass turns such an invoke into a call and a branch to its normal destination before it
; asks anything, and the loop is then hoisted. A custom runtime is not known never to unwind:
; its invoked entry is left alone with a missed remark, and the loop is not transformed.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: sed 's/@arc_retain/@my_ref/g; s/@arc_release/@my_unref/g' %s \
; RUN:   | %opt -load-pass-plugin=%plugin -passes='arc-elide<retain=my_ref;release=my_unref>' \
; RUN:   -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S -o - \
; RUN:   2>%t.custom.remarks | FileCheck %s --check-prefix=CUSTOM
; RUN: FileCheck %s --check-prefix=CUSTOM-REMARK < %t.custom.remarks

declare ptr @arc_retain(ptr)
declare void @arc_release(ptr) nounwind
declare i32 @__gxx_personality_v0(...)

; CHECK-LABEL: define void @invoked(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK: lpad:
; CHECK-NEXT: landingpad
; CHECK-NEXT: cleanup
; CHECK-NOT: @arc_
; CHECK: resume
; REMARK: hoisted retain/release of 'h' out of the loop in invoked()
; REMARK-NOT: left alone
; CUSTOM-LABEL: define void @invoked(
; CUSTOM: loop:
; CUSTOM: invoke ptr @my_ref(ptr %h)
; CUSTOM: cont:
; CUSTOM-NEXT: call void @my_unref(ptr %s)
; CUSTOM-REMARK: invoke to my_ref() is left alone: an invoke may unwind
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

; The same runtime's retain called, not invoked, without nounwind (a header without noexcept,
; outside any cleanup scope): the built-in runtime's entry never unwinds (H1 fires); a custom
; runtime's may, and H1 refuses.
; CHECK-LABEL: define void @called(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK: hoisted retain/release of 'h' out of the loop in called()
; CUSTOM-LABEL: define void @called(
; CUSTOM: loop:
; CUSTOM-NEXT: %i =
; CUSTOM-NEXT: call ptr @my_ref(ptr %h)
; CUSTOM-REMARK: retain/release of 'h' not hoisted (H1): the call to my_ref() may unwind out of the loop
define void @called(ptr %h, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

