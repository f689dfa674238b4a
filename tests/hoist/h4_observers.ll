; H4: no count observer (arc_count, arc_is_unique) on a handle that may alias ours in the loop:
; the hoisted +1 would change its answer (and turn copy-on-write in place into a copy).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @arc_count(ptr) nounwind
declare i32 @arc_is_unique(ptr) nounwind
declare i64 @use(ptr) nounwind
declare noalias ptr @fresh() nounwind

; Refuses: the loop asks for the count of the object it refcounts.
; CHECK-LABEL: define i64 @count_in_loop(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H4): the loop reads its count with arc_count()
define i64 @count_in_loop(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %k = call i64 @arc_count(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %k
}

; Refuses: arc_is_unique on a pointer that may be the same object.
; CHECK-LABEL: define i32 @unique_on_alias(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H4): the loop reads its count with arc_is_unique()
define i32 @unique_on_alias(ptr %h, ptr %maybe_same, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  %q = call i32 @arc_is_unique(ptr %maybe_same)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %q
}

; Fires: the observer looks at an object that cannot be ours (a fresh noalias allocation).
; CHECK-LABEL: define i32 @observer_on_other_object(
; CHECK: entry:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_retain
; CHECK: call i32 @arc_is_unique(ptr %other)
; CHECK-NOT: @arc_re
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop
define i32 @observer_on_other_object(ptr %h, i64 %n) {
entry:
  %other = call ptr @fresh()
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  %q = call i32 @arc_is_unique(ptr %other)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %q
}
