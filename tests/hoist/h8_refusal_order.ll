; H8 in the planner's loop: a handle refused late turns its calls, which the rewrite no longer
; deletes, into reads in the other handles' windows. Here c is refused by H8 (the read of @x on
; the path through %y) after a's window was first found clean (e's calls and c's release, all
; deleted then, are all a's window holds); a's window then holds c's release, which may read what
; a's release writes, so a is refused too. e, retained again before c's release, is hoisted. (The window walk keeps which calls
; it skips per loop: those answers must go when a handle is refused.)
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

@x = global i64 0

; CHECK-LABEL: define i64 @late_refusal(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %e)
; CHECK: header:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: call ptr @arc_retain(ptr %a)
; CHECK-NEXT: call ptr @arc_retain(ptr %c)
; CHECK-NEXT: call void @arc_release(ptr %ra)
; CHECK-NEXT: call void @arc_release(ptr %rc)
; REMARK-DAG: retain/release of 'c' not hoisted (H8): the read of 'x' after the release may see what a destructor writes
; REMARK-DAG: retain/release of 'a' not hoisted (H8): the call to arc_release() after the release may see what a destructor writes
; REMARK-DAG: hoisted retain/release of 'e' out of the loop in late_refusal()
define i64 @late_refusal(ptr %a, ptr %c, ptr %e, i64 %n, i1 %k) {
entry:
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %ra = call ptr @arc_retain(ptr %a)
  %rc = call ptr @arc_retain(ptr %c)
  %re = call ptr @arc_retain(ptr %e)
  call void @arc_release(ptr %ra)
  call void @arc_release(ptr %re)
  %re2 = call ptr @arc_retain(ptr %e)
  call void @arc_release(ptr %rc)
  br i1 %k, label %y, label %z
y:
  %v = load i64, ptr @x
  %ra2 = call ptr @arc_retain(ptr %a)
  call void @arc_release(ptr %ra2)
  call void @arc_release(ptr %re2)
  br label %latch
z:
  call void @arc_release(ptr %re2)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %header, label %exit
exit:
  ret i64 %i
}
