; H8, objects the function keeps alive (row OWNED_ACROSS_LOOP), where copies nest: under
; delete-pairs H3 lets two copies of one handle held at once be hoisted as one pair. A way out
; between the retains and the releases then strands two references in the source and one in the
; hoisted loop; a landing site that releases the copies it registered would release one too many.
; Only H8's refusal of the reads after the inner release prevents that, so ownership does not
; excuse them when copies may nest. With one copy per iteration it does.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<delete-pairs>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s

@n = external global i64

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @maybe_exit() nounwind

; Refuses: two copies at once, a way out between them and their releases, a read after them.
; CHECK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in nested_copies()
define void @nested_copies() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s1 = call ptr @arc_retain(ptr %h)
  %s2 = call ptr @arc_retain(ptr %h)
  call void @maybe_exit()
  call void @arc_release(ptr %s2)
  call void @arc_release(ptr %s1)
  %bound = load i64, ptr @n
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}

; Fires: one copy per iteration, the same way out inside the pair, the same read.
; CHECK-DAG: hoisted retain/release of 'h' {{.*}} in one_copy()
define void @one_copy() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s1 = call ptr @arc_retain(ptr %h)
  call void @maybe_exit()
  call void @arc_release(ptr %s1)
  %bound = load i64, ptr @n
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}
