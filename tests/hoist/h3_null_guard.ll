; H3 refinement "NULL guard": a release guarded by the handle being non-NULL (`if (o)
; g_object_unref(o)`, g_clear_object, g_autoptr after -O2) balances the retain when the runtime
; gives a retain of NULL no reference: arc and NRT do nothing on NULL (ARC_PROFILE_NULL_IS_NOOP),
; GLib makes it a programmer error (ARC_PROFILE_NULL_RETAIN_IS_ERROR). On the edge where the
; handle (or a retain's result, which is the handle) compares equal to null, nothing is
; outstanding. Anything else stays refused: a guard on another value, a guard that is not on every
; path, a second unguarded release, a runtime without either flag, a compare through an
; addrspacecast. The exit release inserted by the rewrite never copies the guarded release's
; `nonnull` (the handle may be NULL at the exit).
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @swift_retain(ptr) nounwind
declare void @swift_release(ptr) nounwind
declare i64 @use(ptr) nounwind

@slot = global ptr null

; Fires: clang -O2's form of g_autoptr / g_clear_object / `if (o) g_object_unref(o)`: the test is
; on the retain's result, the NULL edge skips the release.
; CHECK-LABEL: define i64 @glib_guard_on_result(
; CHECK: entry:
; CHECK-NEXT: call ptr @g_object_ref(ptr %h)
; CHECK: loop:
; CHECK-NOT: @g_object_
; CHECK: exit:
; CHECK-NEXT: call void @g_object_unref(ptr %h)
; CHECK-NOT: @g_object_
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in glib_guard_on_result()
define i64 @glib_guard_on_result(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  %null = icmp eq ptr %o, null
  br i1 %null, label %latch, label %unref
unref:
  call void @g_object_unref(ptr nonnull %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: `if (h) unref(o)`: the test is on the handle itself, with `ne` (the other direction).
; CHECK-LABEL: define i64 @glib_guard_on_handle_ne(
; CHECK: entry:
; CHECK-NEXT: call ptr @g_object_ref(ptr %h)
; CHECK: loop:
; CHECK-NOT: @g_object_
; CHECK: exit:
; CHECK-NEXT: call void @g_object_unref(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in glib_guard_on_handle_ne()
define i64 @glib_guard_on_handle_ne(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  %live = icmp ne ptr null, %h
  br i1 %live, label %unref, label %latch
unref:
  call void @g_object_unref(ptr nonnull %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: arc's entries ignore NULL; a reloaded handle (the test on the retain of the reload),
; the OpenMP body's form. The exit release loads nothing new and carries no `nonnull`.
; CHECK-LABEL: define i64 @arc_reloaded_guard(
; CHECK: entry:
; CHECK-NEXT: %[[V:[0-9]+]] = load ptr, ptr @slot
; CHECK-NEXT: call ptr @arc_retain(ptr %[[V]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %[[V]])
; REMARK-DAG: hoisted retain/release of 'slot' out of the loop in arc_reloaded_guard()
define i64 @arc_reloaded_guard(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %h = load ptr, ptr @slot
  %o = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %o) readnone
  %null = icmp eq ptr %o, null
  br i1 %null, label %latch, label %unref
unref:
  call void @arc_release(ptr nonnull dereferenceable(8) %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: the guard tests another object.
; CHECK-LABEL: define i64 @guard_on_other_value(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is not released exactly once on every path through the iteration
define i64 @guard_on_other_value(ptr %h, ptr %other, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  %null = icmp eq ptr %other, null
  br i1 %null, label %latch, label %unref
unref:
  call void @g_object_unref(ptr %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: the guarded release is on one path; on the other path nothing releases.
; CHECK-LABEL: define i64 @guard_not_on_every_path(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is not released exactly once on every path through the iteration
define i64 @guard_not_on_every_path(ptr %h, i64 %n, i1 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  br i1 %p, label %test, label %latch
test:
  %null = icmp eq ptr %o, null
  br i1 %null, label %latch, label %unref
unref:
  call void @g_object_unref(ptr %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: a second release after the guarded one, on both edges.
; CHECK-LABEL: define i64 @second_unguarded_release(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is released before it is retained, and retained again while the reference carried into the iteration may still be held (glib runtime; the loop in second_unguarded_release())
define i64 @second_unguarded_release(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  %null = icmp eq ptr %o, null
  br i1 %null, label %latch, label %unref
unref:
  call void @g_object_unref(ptr %o)
  br label %latch
latch:
  call void @g_object_unref(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: Swift's profile says nothing about NULL.
; CHECK-LABEL: define i64 @swift_no_null_flag(
; CHECK: loop:
; CHECK: call ptr @swift_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is not released exactly once on every path through the iteration
define i64 @swift_no_null_flag(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @swift_retain(ptr %h)
  %u = call i64 @use(ptr %o)
  %null = icmp eq ptr %o, null
  br i1 %null, label %latch, label %unref
unref:
  call void @swift_release(ptr %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: the value compared is an addrspacecast of the handle, whose NULL need not be the
; handle's NULL.
; CHECK-LABEL: define i64 @guard_through_addrspacecast(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is not released exactly once on every path through the iteration
define i64 @guard_through_addrspacecast(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  %cast = addrspacecast ptr %o to ptr addrspace(1)
  %null = icmp eq ptr addrspace(1) %cast, null
  br i1 %null, label %latch, label %unref
unref:
  call void @g_object_unref(ptr %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: the handle compared with another pointer, not with null.
; CHECK-LABEL: define i64 @compared_with_non_null(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is not released exactly once on every path through the iteration
define i64 @compared_with_non_null(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  %same = icmp eq ptr %o, @slot
  br i1 %same, label %latch, label %unref
unref:
  call void @g_object_unref(ptr %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: the release runs on the NULL edge (the direction of the test matters): on the other
; edge the retain is still outstanding at the back edge.
; CHECK-LABEL: define i64 @release_on_null_edge(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): {{.*}}the loop in release_on_null_edge())
define i64 @release_on_null_edge(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %o = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %o)
  %null = icmp eq ptr %o, null
  br i1 %null, label %unref, label %latch
unref:
  call void @g_object_unref(ptr %o)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}
