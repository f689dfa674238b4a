; H8, objects the function keeps alive (row OWNED_ACROSS_LOOP): when every exit of the loop
; reaches, on every path and before anything that may not return, a retain, release, load or
; store of the object, and the object's destructor is known to return (row
; KNOWN_DESTRUCTOR_RETURNS: it comes from arc_alloc here with a NULL or willreturn nounwind
; destructor), no release in the loop is the last one, and reads after it cannot see a
; destructor. Ways out after the release still count (a cleanup list may release the function's
; own reference where the program lands).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Without the premise's check, every refusal below but the ways out turns into a hoist:
; RUN: env ARCELIDE_IGNORE_PREMISE=OWNED_ACROSS_LOOP %opt -load-pass-plugin=%premises_plugin \
; RUN:   -passes=arc-elide -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=IGNORED

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @use(ptr) nounwind willreturn       ; opaque memory, but returns
declare void @maybe_exit(ptr) nounwind           ; may call exit() or longjmp()
declare i64 @pure(i64) nounwind willreturn memory(none)
declare void @external_destructor(ptr) nounwind  ; may call exit()

@n = external global i64
@seen = external global i64

define internal void @leaf_destructor(ptr %p) nounwind willreturn memory(argmem: readwrite) {
  store i64 0, ptr %p
  ret void
}

; Fires: the latch reads @n after the release, but the function releases the object after the loop.
; CHECK-LABEL: define void @owned_reads_global(
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NOT: @arc_re
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of {{.*}} in owned_reads_global()
define void @owned_reads_global() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}

; Fires: a visible destructor LLVM marks willreturn nounwind; the later use is a load of a field,
; on both paths after the exit.
; REMARK-DAG: hoisted retain/release of {{.*}} in owned_leaf_destructor_field_read()
define i64 @owned_leaf_destructor_field_read(i1 %flag) {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr @leaf_destructor)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  br i1 %flag, label %a, label %b
a:
  %f = getelementptr i8, ptr %h, i64 8
  %v = load i64, ptr %f
  ret i64 %v
b:
  call void @arc_release(ptr %h)
  ret i64 0
}

; Fires: two handles, each used by a call with unknown memory effects after the other's release.
; CHECK-LABEL: define void @owned_two_handles(
; CHECK: loop:
; CHECK-NOT: @arc_re
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %a)
; CHECK-NEXT: call void @arc_release(ptr %b)
; CHECK-NEXT: call void @arc_release(ptr %a)
; CHECK-NEXT: call void @arc_release(ptr %b)
; REMARK-DAG: hoisted retain/release of 'a' {{.*}} in owned_two_handles()
; REMARK-DAG: hoisted retain/release of 'b' {{.*}} in owned_two_handles()
define void @owned_two_handles(i64 %len) {
entry:
  %a = call ptr @arc_alloc(i64 16, ptr null)
  %b = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %a)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %t = call ptr @arc_retain(ptr %b)
  call void @use(ptr %t)
  call void @arc_release(ptr %t)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %len
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %a)
  call void @arc_release(ptr %b)
  ret void
}

; Fires (the name is from before arc's contract): the destructor is not known, but arc's contract
; says destructors return (row DESTRUCTORS_RETURN). A runtime without that contract refuses here
; (tests/soundness/o1_owned_destructor_exits.c).
; REMARK-DAG: hoisted retain/release of 'h' {{.*}} in refused_unknown_destructor()
; IGNORED-DAG: hoisted retain/release of 'h' {{.*}} in refused_unknown_destructor()
define void @refused_unknown_destructor() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr @external_destructor)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}

; Refuses: a call that may not return between the loop and the later release.
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in refused_way_out_after_loop()
; IGNORED-DAG: hoisted retain/release of 'h' {{.*}} in refused_way_out_after_loop()
define void @refused_way_out_after_loop() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @maybe_exit(ptr null)
  call void @arc_release(ptr %h)
  ret void
}

; Refuses: after the loop the object is only compared, which needs no living object.
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in refused_comparison_only()
; IGNORED-DAG: hoisted retain/release of 'h' {{.*}} in refused_comparison_only()
define i1 @refused_comparison_only(ptr %other) {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  %same = icmp eq ptr %h, %other
  ret i1 %same
}

; Refuses: one path after the exit returns without touching the object.
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in refused_one_path_unused()
; IGNORED-DAG: hoisted retain/release of 'h' {{.*}} in refused_one_path_unused()
define void @refused_one_path_unused(i1 %flag) {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  br i1 %flag, label %release, label %done
release:
  call void @arc_release(ptr %h)
  br label %done
done:
  ret void
}

; Refuses: a loop after the exit, which may never end, comes before the later release.
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in refused_cycle_before_use()
; IGNORED-DAG: hoisted retain/release of 'h' {{.*}} in refused_cycle_before_use()
define void @refused_cycle_before_use() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  br label %wait
wait:
  %w = load atomic i64, ptr @seen acquire, align 8
  %done = icmp eq i64 %w, 0
  br i1 %done, label %release, label %wait
release:
  call void @arc_release(ptr %h)
  ret void
}

; Refuses: a nested loop whose end LLVM cannot compute runs after the release; if it never ended,
; the release before it would be the last one.
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in refused_nested_loop_may_not_end()
; IGNORED-DAG: hoisted retain/release of 'h' {{.*}} in refused_nested_loop_may_not_end()
define void @refused_nested_loop_may_not_end() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %bound = load i64, ptr @n
  br label %spin
spin:
  %j = phi i64 [ 0, %loop ], [ %j.next, %spin ]
  %x = call i64 @pure(i64 %j)
  %j.next = add i64 %j, 1
  %go = icmp eq i64 %x, 0
  br i1 %go, label %latch, label %spin
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}

; Fires (the name is from before arc's contract): the handle is an argument, and the function's
; own release after the loop shows it alive; its destructor returns by arc's contract.
; REMARK-DAG: hoisted retain/release of 'p' {{.*}} in refused_not_allocated_here()
define void @refused_not_allocated_here(ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %p)
  ret void
}

; Refuses, premise or not: a call that may not return after the release is still a way out (where
; the program lands, a cleanup list may release the function's own reference).
; REMARK-DAG: retain/release of 'h' not hoisted (H8): {{.*}}maybe_exit(){{.*}} in refused_way_out_in_window()
; IGNORED-NOT: hoisted retain/release of 'h' {{.*}} in refused_way_out_in_window()
define void @refused_way_out_in_window() {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @maybe_exit(ptr null)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr @n
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}

; Refuses: after the release the iteration may wait in an irreducible cycle (two entries, no
; header), which no trip count bounds; if it never left, the release before it would be the last.
; REMARK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in refused_irreducible_wait()
; IGNORED-DAG: hoisted retain/release of 'h' {{.*}} in refused_irreducible_wait()
define void @refused_irreducible_wait(i1 %which) {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %bound = load i64, ptr @n
  br i1 %which, label %left, label %right
left:
  %x = call i64 @pure(i64 %i)
  %lz = icmp eq i64 %x, 0
  br i1 %lz, label %latch, label %right
right:
  %y = call i64 @pure(i64 %bound)
  %rz = icmp eq i64 %y, 0
  br i1 %rz, label %latch, label %left
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}
