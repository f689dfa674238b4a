; H2 under OpenMP's memory model (row OMP_DISPATCH_NO_FLUSH): __kmpc_dispatch_next_* hands a worker
; its next chunk; it writes only the bounds its pointer arguments name and libomp's own state, and
; OpenMP implies no flush there, so a handle reloaded from a global (or any slot none of its
; arguments may name) keeps its value across it: another thread's store to that global while the
; loop runs would be a data race. The pair is hoisted out of the chunk loop and lazily out of the
; dispatch loop. Refuses when the slot is one the entry's arguments may name, and when the loop
; also calls something that may synchronise.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_DISPATCH_NO_FLUSH %opt -load-pass-plugin=%premises_plugin \
; RUN:   -passes=arc-elide -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=IGNORED

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind willreturn memory(argmem: read)
declare void @lock() nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @__kmpc_dispatch_init_8(ptr, i32, i32, i64, i64, i64, i64) nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) nounwind

@g = global ptr null

; Fires: the handle is the global @g.
; CHECK-DAG: hoisted retain/release of 'g' out of the chunk loop in global_handle()
; CHECK-DAG: hoisted retain/release of 'g' out of the OpenMP dispatch loop in global_handle()
define void @global_handle(i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %h = load ptr, ptr @g
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  br label %dispatch
done:
  ret void
}

; Refuses: the handle is reloaded from a slot the entry's arguments may name (here one of the
; bound variables, as a program that kept a handle there would).
; CHECK-DAG: retain/release of 'ub' not hoisted (H2): {{.*}}__kmpc_dispatch_next_8(){{.*}} in slot_is_a_bound()
; IGNORED-DAG: hoisted retain/release of 'ub' {{.*}} in slot_is_a_bound()
define void @slot_is_a_bound(i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca ptr
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %h = load ptr, ptr %ub
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %dispatch, label %done
done:
  ret void
}

; Refuses, premise or not: the chunk loop also calls a function that may synchronise.
; CHECK-DAG: retain/release of 'g' not hoisted (H2): {{.*}}lock(){{.*}} in with_lock()
define void @with_lock(i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  call void @__kmpc_dispatch_init_8(ptr null, i32 0, i32 35, i64 0, i64 %n, i64 1, i64 1)
  br label %dispatch
dispatch:
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %chunk.pre, label %done
chunk.pre:
  %lo = load i64, ptr %lb
  %hi = load i64, ptr %ub
  br label %chunk
chunk:
  %i = phi i64 [ %lo, %chunk.pre ], [ %i.next, %chunk ]
  %h = load ptr, ptr @g
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @lock()
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %hi
  br i1 %c, label %chunk, label %chunk.exit
chunk.exit:
  br label %dispatch
done:
  ret void
}
