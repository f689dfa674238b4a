; H8 and calls that may not return: a call that may leave the loop without returning (longjmp,
; exit, pthread_exit, a cancellation point) is a way out where no exit block releases anything.
; Where it runs with no reference outstanding in the source (after the release, before the next
; retain), the hoisted reference would be stranded there: the pass refuses. Inside the pair, the
; source strands its own copy at that way out, so hoisting changes nothing: hoisted.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare void @checkpoint() nounwind

; `for (;;) { s = arc_retain(p); use(s); arc_release(s); checkpoint(); }`: the loop has no exit
; at all; only checkpoint() (pthread_testcancel, say) ever leaves it.
; CHECK-LABEL: define void @endless_checkpoint_after_release(
; CHECK: loop:
; CHECK: call ptr @arc_retain
; CHECK: call void @arc_release
; REMARK: not hoisted (H8): the call to checkpoint()
define void @endless_checkpoint_after_release(ptr %p) {
entry:
  br label %loop
loop:
  %s = call ptr @arc_retain(ptr %p)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @checkpoint()
  br label %loop
}

; The same call inside the pair: hoisted.
; CHECK-LABEL: define void @endless_checkpoint_inside_pair(
; CHECK: entry:
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: br label %loop
; REMARK: hoisted retain/release of 'p' out of the loop in endless_checkpoint_inside_pair()
define void @endless_checkpoint_inside_pair(ptr %p) {
entry:
  br label %loop
loop:
  %s = call ptr @arc_retain(ptr %p)
  call void @checkpoint()
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  br label %loop
}

; Refuses: two copies in one iteration, a call that may not return between the first copy's
; release and the second copy's retain in the same block. Leaving there, the source holds no
; reference; the hoisted loop would strand one. (Before the fix of issue 16 the retain later in
; the block ended the window before the call was looked at, and this loop was hoisted.)
; CHECK-LABEL: define void @two_copies_call_between(
; CHECK: call void @arc_release(ptr %s)
; CHECK-NEXT: call void @checkpoint()
; CHECK-NEXT: %t = call ptr @arc_retain(ptr %p)
; REMARK-DAG: retain/release of 'p' not hoisted (H8): the call to checkpoint() after the release may see what a destructor writes
define void @two_copies_call_between(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @checkpoint()
  %t = call ptr @arc_retain(ptr %p)
  %v = call i64 @use(ptr %t)
  call void @arc_release(ptr %t)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
