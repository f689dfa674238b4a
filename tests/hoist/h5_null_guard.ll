; H5 refinement "NULL guard" (docs/rules/h5-every-entry.md, "numba's conventions"): where the
; runtime's entries ignore NULL, a retain at the top of a block entered only by a NULL guard's
; edge for a handle that is not NULL runs on every entry on which the guard runs, but for a NULL
; handle, which the hoisted retain ignores too. The guard is H3's (ae_null_guard_successor): the
; handle seen through bitcasts and GEPs whose indices are all zero, or for a reloaded handle a load
; of its slot in the loop. Anything else stays refused: a test of another slot, of the slot's
; address or of what the handle points to, of another value, through an addrspacecast; a retain
; on the NULL edge; a guard that does not itself run on every entry, or after a call that may not
; return; GLib, whose g_object_ref(NULL) is an error, not a no-op; a slot written between the
; guard's load and the retain's (H2 refuses that one, and H5's argument leans on H2).
; destructors-return: the user's promise that every destructor returns, so that H5 decides GLib's
; case, not H8's check of destructors (arc's contract says it already).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

%struct.obj = type { ptr, i64 }

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare i64 @use(ptr) nounwind
declare void @opaque() nounwind

@slot = global ptr null
@other = global ptr null

; Fires: the guard tests the retain's own argument.
; CHECK-LABEL: define i64 @guard_on_argument(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in guard_on_argument()
define i64 @guard_on_argument(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %h, null
  br i1 %null, label %latch, label %then
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

; Fires: the guard tests a GEP of the handle whose indices are all zero (its first field's
; address, NULL exactly when the handle is).
; CHECK-LABEL: define i64 @guard_through_zero_gep(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in guard_through_zero_gep()
define i64 @guard_through_zero_gep(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %first = getelementptr inbounds %struct.obj, ptr %h, i64 0, i32 0
  %null = icmp eq ptr %first, null
  br i1 %null, label %latch, label %then
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

; Fires: `icmp ne null, bitcast h` (the cast, the other direction, null first).
; CHECK-LABEL: define i64 @guard_through_bitcast_ne(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in guard_through_bitcast_ne()
define i64 @guard_through_bitcast_ne(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %cast = bitcast ptr %h to ptr
  %live = icmp ne ptr null, %cast
  br i1 %live, label %then, label %latch
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

; Fires: a reloaded handle; the guard tests one load of the slot, the retain takes another (the
; slot is not written in the loop, H2, so both load the value the preheader's copy loads).
; CHECK-LABEL: define i64 @guard_on_reload(
; CHECK: entry:
; CHECK-NEXT: %[[V:[0-9]+]] = load ptr, ptr @slot
; CHECK-NEXT: call ptr @arc_retain(ptr %[[V]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %[[V]])
; REMARK-DAG: hoisted retain/release of 'slot' out of the loop in guard_on_reload()
define i64 @guard_on_reload(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %g = load ptr, ptr @slot
  %null = icmp eq ptr %g, null
  br i1 %null, label %latch, label %then
then:
  %h = load ptr, ptr @slot
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s) readnone
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Fires: the NULL edge stays in the loop and runs an opaque call there. H5 asks only that the
; retain run whenever the guard takes its other edge; H8 puts the call in no window (a release ran
; on an object, so the handle is never NULL after it).
; CHECK-LABEL: define i64 @null_edge_in_loop(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in null_edge_in_loop()
define i64 @null_edge_in_loop(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %h, null
  br i1 %null, label %missing, label %then
missing:
  call void @opaque()
  br label %latch
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

; Refuses: the guard tests another slot; @slot's handle may be a dangling pointer whenever @other
; is NULL, and the source then never retains it.
; CHECK-LABEL: define i64 @guard_on_other_slot(
; CHECK: then:
; CHECK-NEXT: %h = load ptr, ptr @slot
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'slot' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}guard_on_other_slot()
define i64 @guard_on_other_slot(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %g = load ptr, ptr @other
  %null = icmp eq ptr %g, null
  br i1 %null, label %latch, label %then
then:
  %h = load ptr, ptr @slot
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s) readnone
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Refuses: the guard tests the slot's address, not the handle loaded from it: where %p is NULL
; the source loads nothing, and a copy of the load in the preheader would read address 0.
; CHECK-LABEL: define i64 @guard_on_slot_address(
; CHECK: then:
; CHECK-NEXT: %h = load ptr, ptr %p
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'p' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}guard_on_slot_address()
define i64 @guard_on_slot_address(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %p, null
  br i1 %null, label %latch, label %then
then:
  %h = load ptr, ptr %p
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s) readnone
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Refuses: the guard tests what the handle points to (a load through %h is a load of no slot of
; this handle, which is not reloaded): the handle may be dead wherever its first field is NULL.
; CHECK-LABEL: define i64 @guard_on_field(
; CHECK: then:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}guard_on_field()
define i64 @guard_on_field(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %f = load ptr, ptr %h
  %null = icmp eq ptr %f, null
  br i1 %null, label %latch, label %then
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

; Refuses: the guard tests another value.
; CHECK-LABEL: define i64 @guard_on_other_value(
; CHECK: then:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}guard_on_other_value()
define i64 @guard_on_other_value(ptr %h, ptr %other, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %other, null
  br i1 %null, label %latch, label %then
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

; Refuses: the compare goes through an addrspacecast, which need not map NULL to NULL.
; CHECK-LABEL: define i64 @guard_through_addrspacecast(
; CHECK: then:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}guard_through_addrspacecast()
define i64 @guard_through_addrspacecast(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %cast = addrspacecast ptr %h to ptr addrspace(1)
  %null = icmp eq ptr addrspace(1) %cast, null
  br i1 %null, label %latch, label %then
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

; Refuses: the pair runs on the guard's NULL edge (`icmp ne`, its false edge): where the handle is
; not NULL the source never retains it.
; CHECK-LABEL: define i64 @retain_on_null_edge(
; CHECK: then:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}retain_on_null_edge()
define i64 @retain_on_null_edge(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %live = icmp ne ptr %h, null
  br i1 %live, label %latch, label %then
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

; Refuses: the guard itself runs only when %p holds.
; CHECK-LABEL: define i64 @guard_under_condition(
; CHECK: then:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}guard_under_condition()
define i64 @guard_under_condition(ptr %h, i64 %n, i1 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %p, label %test, label %latch
test:
  %null = icmp eq ptr %h, null
  br i1 %null, label %latch, label %then
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

; Refuses: a call that may not return before the guard, in its block: the walk back from the
; guard stops there (a hoisted retain would be stranded where opaque() leaves).
; CHECK-LABEL: define i64 @call_before_guard(
; CHECK: then:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}call_before_guard()
define i64 @call_before_guard(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %h, null
  br i1 %null, label %latch, label %test
test:
  call void @opaque()
  %f = getelementptr inbounds %struct.obj, ptr %h, i64 0, i32 0
  %null2 = icmp eq ptr %f, null
  br i1 %null2, label %latch, label %then
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

; Refuses: GLib gives a retain of NULL no reference, but as a programmer error, not a no-op: the
; source never calls g_object_ref(NULL) here and a hoisted one would.
; CHECK-LABEL: define i64 @glib_guard(
; CHECK: then:
; CHECK-NEXT: call ptr @g_object_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}glib_guard()
define i64 @glib_guard(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %h, null
  br i1 %null, label %latch, label %then
then:
  %s = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @g_object_unref(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Refuses (H2): the slot is written between the guard's load and the retain's, so the two loads
; may see different handles; H5's walk goes through the store, and leans on H2 for the slot.
; CHECK-LABEL: define i64 @slot_written_after_guard(
; CHECK: then:
; CHECK-NEXT: store ptr %new, ptr @slot
; CHECK-NEXT: %h = load ptr, ptr @slot
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'slot' not hoisted (H2): it is reloaded from memory that the store may overwrite{{.*}}slot_written_after_guard()
define i64 @slot_written_after_guard(ptr %new, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %g = load ptr, ptr @slot
  %null = icmp eq ptr %g, null
  br i1 %null, label %latch, label %then
then:
  store ptr %new, ptr @slot
  %h = load ptr, ptr @slot
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s) readnone
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Fires for a, refuses b (H5): both retains run only where a is not NULL. a's retain runs on
; every entry on which a is not NULL, which is enough for a; b's retain, right after it, does not
; run where a is NULL, and the source then never retains b (which may be dangling there). The
; walk back from b's retain reaches a's, whose answer (through a's guard) it must not take.
; CHECK-LABEL: define i64 @second_handle_behind_guard(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %a)
; CHECK-NEXT: br label %loop
; CHECK: then:
; CHECK-NEXT: %rb = call ptr @arc_retain(ptr %b)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %a)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in second_handle_behind_guard()
; REMARK-DAG: retain/release of 'b' not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}second_handle_behind_guard()
define i64 @second_handle_behind_guard(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %a, null
  br i1 %null, label %latch, label %then
then:
  %ra = call ptr @arc_retain(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %u = call i64 @use(ptr %ra)
  %v = call i64 @use(ptr %rb)
  call void @arc_release(ptr %rb)
  call void @arc_release(ptr %ra)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}
