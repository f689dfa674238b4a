; H5: the new retain goes in the preheader only when a retain of the handle was sure to run on
; every entry to the loop (so the object is known to be live there); the new release goes at the
; start of every exit block.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind

; Refuses: the pair runs only when %p holds; a loop whose every iteration skips it must not
; touch the object at all.
; CHECK-LABEL: define i64 @conditional_pair(
; CHECK: then:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop
define i64 @conditional_pair(ptr %h, i64 %n, ptr %flags) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %fp = getelementptr i1, ptr %flags, i64 %i
  %p = load i1, ptr %fp
  br i1 %p, label %then, label %latch
then:
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Fires: two exit blocks, each gets the release at its start (after its phis).
; CHECK-LABEL: define i64 @two_exits(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: early:
; CHECK-NEXT: phi
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
define i64 @two_exits(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %stop = icmp eq i64 %u, 0
  br i1 %stop, label %early, label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
early:
  %r = phi i64 [ %i, %loop ]
  ret i64 %r
exit:
  ret i64 -1
}
