; H8, ways out before a retain: the window of a release runs to the next retain of the handle,
; and a call that may not return (exit, longjmp, pthread_exit) in it is a way out of the
; iteration where the source holds no reference and the hoisted loop holds one. That holds in a
; block that contains a retain of the handle too, when the call runs before the retain, and for a
; release of another object whose destructor may exit (one the rewrite keeps).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)
declare void @maybe_exit(i64) nounwind
declare ptr @nth(i64) nounwind willreturn memory(none)

; Refuses (H8): two pairs of one handle per iteration, the second in another block after a call
; that may exit; between the first release and the second retain the source holds nothing.
; CHECK-LABEL: define void @second_pair_after_exit(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the call to maybe_exit() after the release may see what a destructor writes
define void @second_pair_after_exit(ptr %h, i64 %n, i1 %f) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %second ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  br label %second
second:
  call void @maybe_exit(i64 %i)
  %t = call ptr @arc_retain(ptr %h)
  %v = call i64 @peek(ptr %t)
  call void @arc_release(ptr %t)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: the same with the call after the second retain (a reference is held when it runs).
; CHECK-LABEL: define void @second_pair_exit_inside(
; CHECK: entry:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in second_pair_exit_inside()
define void @second_pair_exit_inside(ptr %h, i64 %n, i1 %f) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %second ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  br label %second
second:
  %t = call ptr @arc_retain(ptr %h)
  call void @maybe_exit(i64 %i)
  %v = call i64 @peek(ptr %t)
  call void @arc_release(ptr %t)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses h (H8): between h's release and the exit, the release of another object the rewrite
; keeps (its handle changes per iteration) may run a destructor that calls exit().
; CHECK-LABEL: define void @other_release_between(
; CHECK: loop:
; CHECK: call void @arc_release(ptr %s)
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the call to arc_release() after the release may see what a destructor writes
define void @other_release_between(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %o = call ptr @nth(i64 %i)
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses (H8): a rotated loop carrying its reference across the back edge, the call that may exit
; in the gap between the release of the old copy and the retain of the next (header block).
; CHECK-LABEL: define void @carried_gap(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
define void @carried_gap(ptr %h, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %h)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %cur = phi ptr [ %first, %entry ], [ %next, %loop ]
  %u = call i64 @peek(ptr %cur)
  call void @arc_release(ptr %cur)
  call void @maybe_exit(i64 %i)
  %next = call ptr @arc_retain(ptr %h)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = phi ptr [ %next, %loop ]
  call void @arc_release(ptr %last)
  ret void
}

; Refuses (H8): a volatile store after the release may trap (LLVM's model: the one instruction
; besides a call that may not continue), where the source holds no reference.
; CHECK-LABEL: define void @volatile_store_after_release(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the volatile store (which may trap) after the release may see what a destructor writes
define void @volatile_store_after_release(ptr %h, ptr %mmio, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  store volatile i64 %i, ptr %mmio
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
