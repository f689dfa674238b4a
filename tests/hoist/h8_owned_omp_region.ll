; H8, objects the function keeps alive, in an OpenMP parallel-region body (row OWNED_ACROSS_LOOP):
; the handle is loaded from a capture slot; the forking function stored the one value that slot
; ever holds (an arc_alloc with a NULL destructor), and after __kmpc_fork_call returns (the team
; has joined) it releases that object on every path. Then no release in the body's loop is the
; last, and reads after it in the loop cannot see a destructor. Refuses when any part fails.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_TEAM_SYNC_RETURNS %opt -load-pass-plugin=%premises_plugin \
; RUN:   -passes=arc-elide -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=TEAM
; RUN: env ARCELIDE_IGNORE_PREMISE=OWNED_ACROSS_LOOP %opt -load-pass-plugin=%premises_plugin \
; RUN:   -passes=arc-elide -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=IGNORED

%struct.ident_t = type { i32, i32, i32, i32, ptr }
@loc = private constant %struct.ident_t zeroinitializer
@n = external global i64

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @use(ptr) nounwind nosync ; creates no task (a call that may: refused_may_queue_task)
declare void @maybe_exit() nounwind
declare void @unknown_destructor(ptr) nounwind
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) nounwind
declare void @__kmpc_for_static_fini(ptr, i32) nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) nounwind
declare void @__kmpc_critical(ptr, i32, ptr) nounwind
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)

; owned_region: fires: the forking function releases the object after the region.
; CHECK-DAG: hoisted retain/release of {{.*}} in owned_region.body()

define internal void @owned_region.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @owned_region(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @owned_region.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_unknown_destructor (the name is from before arc's contract): fires: the object's
; destructor is not known, but arc's contract says destructors return (row DESTRUCTORS_RETURN).
; CHECK-DAG: hoisted retain/release of {{.*}} in refused_unknown_destructor.body()
; IGNORED-DAG: hoisted retain/release of {{.*}} in refused_unknown_destructor.body()

define internal void @refused_unknown_destructor.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @refused_unknown_destructor(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr @unknown_destructor)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_unknown_destructor.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_not_released_after: refuses: nothing uses the object after the region.
; CHECK-DAG: retain/release of {{.*}} not hoisted (H8): the read of 'n' {{.*}} in refused_not_released_after.body()
; IGNORED-DAG: hoisted retain/release of {{.*}} in refused_not_released_after.body()

define internal void @refused_not_released_after.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @refused_not_released_after(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_not_released_after.body, ptr %hvar, ptr %out)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_two_values: refuses: the capture variable holds two values in its life.
; CHECK-DAG: retain/release of {{.*}} not hoisted (H8): the read of 'n' {{.*}} in refused_two_values.body()
; IGNORED-DAG: hoisted retain/release of {{.*}} in refused_two_values.body()

define internal void @refused_two_values.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @refused_two_values(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  %other = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %other, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_two_values.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_way_out_after_fork: refuses: a call that may not return between the region and the release.
; CHECK-DAG: retain/release of {{.*}} not hoisted (H8): the read of 'n' {{.*}} in refused_way_out_after_fork.body()
; IGNORED-DAG: hoisted retain/release of {{.*}} in refused_way_out_after_fork.body()

define internal void @refused_way_out_after_fork.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @refused_way_out_after_fork(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_way_out_after_fork.body, ptr %hvar, ptr %out)
  call void @maybe_exit()
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_thread_may_hang: refuses: a thread may stay for ever before the loop (the team never joins).
; CHECK-DAG: retain/release of {{.*}} not hoisted (H8): the read of 'n' {{.*}} in refused_thread_may_hang.body()
; IGNORED-DAG: hoisted retain/release of {{.*}} in refused_thread_may_hang.body()

define internal void @refused_thread_may_hang.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @maybe_exit()
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @refused_thread_may_hang(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_thread_may_hang.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_way_out_after_loop: refuses: a call that may not return after the loop in the body.
; CHECK-DAG: retain/release of {{.*}} not hoisted (H8): the read of 'n' {{.*}} in refused_way_out_after_loop.body()
; IGNORED-DAG: hoisted retain/release of {{.*}} in refused_way_out_after_loop.body()

define internal void @refused_way_out_after_loop.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @maybe_exit()
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @refused_way_out_after_loop(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_way_out_after_loop.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; owned_region_reduction: fires: after the loop the body joins a reduction (libomp's team
; synchronisation returns once the whole team arrives, row OMP_TEAM_SYNC_RETURNS).
; CHECK-DAG: hoisted retain/release of {{.*}} in owned_region_reduction.body()
; TEAM-DAG: hoisted retain/release of {{.*}} in owned_region_reduction.body()
define internal void @owned_region_reduction.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  %r = call i32 @__kmpc_reduce_nowait(ptr @loc, i32 %tid, i32 1, i64 8, ptr null, ptr null, ptr null)
  call void @__kmpc_end_reduce_nowait(ptr @loc, i32 %tid, ptr null)
  ret void
}

define void @owned_region_reduction(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @owned_region_reduction.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_critical: refuses: after the loop the body waits for a critical section, no team
; synchronisation entry.
; CHECK-DAG: retain/release of {{.*}} not hoisted (H8): the read of 'n' {{.*}} in refused_critical.body()
; TEAM-DAG: hoisted retain/release of {{.*}} in refused_critical.body()
define internal void @refused_critical.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  call void @__kmpc_critical(ptr @loc, i32 %tid, ptr null)
  ret void
}

define void @refused_critical(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_critical.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}

; refused_may_queue_task: refuses: a call in the body may queue an explicit task (it is not
; nosync), which the region's join would run and which may call exit() after the loop's last
; release, so the forking function's release may never come.
; CHECK-DAG: retain/release of {{.*}} not hoisted (H8): the read of 'n' {{.*}} in refused_may_queue_task.body()
; IGNORED-DAG: hoisted retain/release of {{.*}} in refused_may_queue_task.body()
declare void @may_spawn_task() nounwind
define internal void @refused_may_queue_task.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot, ptr %out) {
entry:
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  %last = alloca i32
  store i64 0, ptr %lb
  store i64 99, ptr %ub
  store i64 1, ptr %st
  %tid = load i32, ptr %gtid
  call void @__kmpc_for_static_init_8(ptr @loc, i32 %tid, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  %end = load i64, ptr %ub
  %none = icmp sgt i64 %first, %end
  br i1 %none, label %done, label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %hslot
  %s = call ptr @arc_retain(ptr %h)
  call void @use(ptr %s)
  call void @may_spawn_task()
  call void @arc_release(ptr %s)
  %k = load i64, ptr @n
  %p = getelementptr i64, ptr %out, i64 %i
  store i64 %k, ptr %p
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  ret void
}

define void @refused_may_queue_task(ptr %out) {
entry:
  %hvar = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %hvar)
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 2, ptr @refused_may_queue_task.body, ptr %hvar, ptr %out)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  call void @llvm.lifetime.end.p0(i64 8, ptr %hvar)
  ret void
}
