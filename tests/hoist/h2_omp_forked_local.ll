; H2 and H8 for a local variable whose address goes only into parallel regions' captures (row
; OMP_FORKED_LOCAL): once __kmpc_fork_call returns, its team has joined and nothing but the
; function's own loads and stores can reach the variable, so a serial loop after the region may
; hoist a handle reloaded from it although its address escaped into the fork call (opaque calls
; cannot write it, no other thread can, and a destructor cannot, H8). Refuses when the address
; goes anywhere else, when a region's body passes it on, or when a region that stores into it runs
; inside the loop.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_FORKED_LOCAL %opt -load-pass-plugin=%premises_plugin \
; RUN:   -passes=arc-elide -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=IGNORED

%struct.ident_t = type { i32, i32, i32, i32, ptr }
@loc = private constant %struct.ident_t zeroinitializer
@published = global ptr null

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @use(ptr) nounwind
declare void @keep(ptr) nounwind
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind

define internal void @reads.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot) {
  %h = load ptr, ptr %hslot
  call void @use(ptr %h)
  ret void
}

define internal void @stores.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot) {
  %h = load ptr, ptr %hslot
  store ptr null, ptr %hslot
  ret void
}

define internal void @leaks.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot) {
  call void @keep(ptr %hslot)
  ret void
}

; Fires: the region only reads the variable; after it, use() cannot write it.
; CHECK-DAG: hoisted retain/release of 'hvar' out of the loop in serial_after_region()

define void @serial_after_region(ptr %obj, i64 %n) {
entry:
  %hvar = alloca ptr
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @reads.body, ptr %hvar)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hvar
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = load ptr, ptr %hvar
  call void @arc_release(ptr %last)
  ret void
}

; Fires: a region that stores into the variable ran before the loop.
; CHECK-DAG: hoisted retain/release of 'hvar' out of the loop in serial_after_storing_region()

define void @serial_after_storing_region(ptr %obj, i64 %n) {
entry:
  %hvar = alloca ptr
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @stores.body, ptr %hvar)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hvar
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = load ptr, ptr %hvar
  call void @arc_release(ptr %last)
  ret void
}

; Fires (H8): the variable read after the release cannot have been written by a destructor.
; CHECK-DAG: hoisted retain/release of 'hvar' out of the loop in read_after_release()

define void @read_after_release(ptr %obj, i64 %n) {
entry:
  %hvar = alloca ptr
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @reads.body, ptr %hvar)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hvar
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %peek = load volatile ptr, ptr %hvar
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = load ptr, ptr %hvar
  call void @arc_release(ptr %last)
  ret void
}

; Refuses: the variable's address is also published.
; CHECK-DAG: retain/release of 'hvar' not hoisted (H2): {{.*}} in serial_published()
; IGNORED-DAG: hoisted retain/release of 'hvar' out of the loop in serial_published()

define void @serial_published(ptr %obj, i64 %n) {
entry:
  %hvar = alloca ptr
  store ptr %obj, ptr %hvar
  store ptr %hvar, ptr @published
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @reads.body, ptr %hvar)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hvar
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = load ptr, ptr %hvar
  call void @arc_release(ptr %last)
  ret void
}

; Refuses: the region's body passes the address on.
; CHECK-DAG: retain/release of 'hvar' not hoisted (H2): {{.*}} in serial_after_leaking_region()
; IGNORED-DAG: hoisted retain/release of 'hvar' out of the loop in serial_after_leaking_region()

define void @serial_after_leaking_region(ptr %obj, i64 %n) {
entry:
  %hvar = alloca ptr
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @leaks.body, ptr %hvar)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hvar
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = load ptr, ptr %hvar
  call void @arc_release(ptr %last)
  ret void
}

; Refuses, premise or not: a region that stores into the variable runs inside the loop.
; CHECK-DAG: retain/release of 'hvar' not hoisted (H2): {{.*}}__kmpc_fork_call(){{.*}} in region_in_loop()
; IGNORED-NOT: hoisted retain/release of 'hvar' out of the loop in region_in_loop()

define void @region_in_loop(ptr %obj, i64 %n) {
entry:
  %hvar = alloca ptr
  store ptr %obj, ptr %hvar
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hvar
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @stores.body, ptr %hvar)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = load ptr, ptr %hvar
  call void @arc_release(ptr %last)
  ret void
}
