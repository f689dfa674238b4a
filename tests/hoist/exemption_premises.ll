; Every row of the effects model's exemption table (pass/src/exemptions.def) checks its premise.
; Each function below is refused only because one row's premise does not hold. The test-only
; plugin ArcElidePremises.so applies the row named by ARCELIDE_IGNORE_PREMISE without checking its
; premise: then that function, and only its row's, is hoisted. If a check is lost, the default
; RUN line (the real plugin) turns red too, since the function is then hoisted there.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each \
; RUN:   -pass-remarks-missed=arc-elide -pass-remarks=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SOUND
; RUN: %opt -load-pass-plugin=%premises_plugin -passes=arc-elide -verify-each \
; RUN:   -pass-remarks-missed=arc-elide -pass-remarks=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=SOUND
; RUN: env ARCELIDE_IGNORE_PREMISE=FUNCTION_PRIVATE_MEMORY %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=FUNCTION_PRIVATE_MEMORY
; RUN: env ARCELIDE_IGNORE_PREMISE=RELAXED_ACCESS_NO_SYNC %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=RELAXED_ACCESS_NO_SYNC
; RUN: env ARCELIDE_IGNORE_PREMISE=RETAIN_RUNS_NO_USER_CODE %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=RETAIN_RUNS_NO_USER_CODE
; RUN: env ARCELIDE_IGNORE_PREMISE=UNLAST_RELEASE_RUNS_NO_USER_CODE %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=UNLAST_RELEASE_RUNS_NO_USER_CODE
; RUN: env ARCELIDE_IGNORE_PREMISE=DELETED_CALLS_RUN_NOTHING %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=DELETED_CALLS_RUN_NOTHING
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_PRIVATE_CAPTURE %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_PRIVATE_CAPTURE
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_WORKSHARING_BOUND %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_WORKSHARING_BOUND
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_DISPATCH_ENTRY %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_DISPATCH_ENTRY
; RUN: env ARCELIDE_IGNORE_PREMISE=STATUS_CODES %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=STATUS_CODES
; RUN: env ARCELIDE_IGNORE_PREMISE=NOSYNC_CALL %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOSYNC_CALL
; RUN: env ARCELIDE_IGNORE_PREMISE=KNOWN_DESTRUCTOR_RETURNS %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=KNOWN_DESTRUCTOR_RETURNS
; RUN: env ARCELIDE_IGNORE_PREMISE=DESTRUCTORS_RETURN %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=DESTRUCTORS_RETURN
; RUN: env ARCELIDE_IGNORE_PREMISE=OWNED_ACROSS_LOOP %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OWNED_ACROSS_LOOP
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_BOOKKEEPING_RETURNS %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_BOOKKEEPING_RETURNS
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_FORKED_LOCAL %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_FORKED_LOCAL
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_DISPATCH_NO_FLUSH %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_DISPATCH_NO_FLUSH
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_ENTRY_QUEUES_NO_TASK %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_ENTRY_QUEUES_NO_TASK
; RUN: env ARCELIDE_IGNORE_PREMISE=OMP_TEAM_SYNC_RETURNS %opt -load-pass-plugin=%premises_plugin -passes=arc-elide \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OMP_TEAM_SYNC_RETURNS
; RUN: env ARCELIDE_IGNORE_PREMISE=COUNT_READ_ATOMICALLY %opt -load-pass-plugin=%premises_plugin -passes='arc-elide<destructors-return>' \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=COUNT_READ_ATOMICALLY
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=COUNT_READ_SOUND
; RUN: env ARCELIDE_IGNORE_PREMISE=VOLATILE_COUNTS_BY_API %opt -load-pass-plugin=%premises_plugin -passes='arc-elide<destructors-return>' \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=VOLATILE_COUNTS_BY_API
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=VOLATILE_SOUND
; RUN: env ARCELIDE_IGNORE_PREMISE=INTRUSIVE_COUNT_OWNS_OBJECT %opt -load-pass-plugin=%premises_plugin -passes='arc-elide<destructors-return>' \
; RUN:   -verify-each -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=INTRUSIVE_COUNT_OWNS_OBJECT
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=OWNS_SOUND
; Every row of the table is attacked here (a new row without a function fails this line).
; RUN: grep -c '^ARC_EXEMPTION(' %S/../../pass/src/exemptions.def | FileCheck %s --check-prefix=ROWS
; ROWS: 21

; SOUND-NOT: hoisted retain/release of {{.*}} in premise_
; SOUND-NOT: hoisted retain of {{.*}} in premise_

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare void @NRT_incref(ptr) nounwind
declare void @NRT_decref(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)
declare ptr @nth(i64) nounwind willreturn memory(none)
declare void @handover(ptr) nounwind memory(argmem: readwrite)
declare void @maybe_exit(i64) nounwind
declare i32 @__kmpc_dispatch_next_8(ptr, i32, ptr, ptr, ptr, ptr) nounwind

@published = global ptr null
@ctl = global i32 0
@cfg = global ptr null
@destroyed = global i32 0

; Row FUNCTION_PRIVATE_MEMORY - the noalias slot's address is published before the loop.
; FUNCTION_PRIVATE_MEMORY: hoisted retain/release of 'slot' out of the loop in premise_private_memory()
define void @premise_private_memory(ptr noalias %slot, i64 %n) {
entry:
  store ptr %slot, ptr @published
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @handover(ptr @ctl)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row RELAXED_ACCESS_NO_SYNC - a compare-exchange that acquires on failure.
; RELAXED_ACCESS_NO_SYNC: hoisted retain/release of 'cfg' out of the loop in premise_relaxed()
define void @premise_relaxed(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = cmpxchg ptr @ctl, i32 0, i32 1 monotonic acquire
  %h = load ptr, ptr @cfg
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row RETAIN_RUNS_NO_USER_CODE - GLib's retain of a may call exit() from a toggle notification
; before b's retain runs, so b's retain (an arc object's) is not sure to run on every entry (H5).
; RETAIN_RUNS_NO_USER_CODE: hoisted retain/release of 'b' out of the loop in premise_retain_user_code()
define void @premise_retain_user_code(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @g_object_ref(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %u = call i64 @peek(ptr %rb)
  call void @g_object_unref(ptr %ra)
  call void @arc_release(ptr %rb)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row UNLAST_RELEASE_RUNS_NO_USER_CODE - another object's release, which the rewrite keeps, may be
; its last and run a destructor that exits before h's retain: h's retain is not sure to run on
; every entry (H5).
; UNLAST_RELEASE_RUNS_NO_USER_CODE: hoisted retain/release of 'h' out of the loop in premise_kept_release()
define void @premise_kept_release(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %o = call ptr @nth(i64 %i)
  call void @arc_release(ptr %o)
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row DELETED_CALLS_RUN_NOTHING - after h's release, the retain of another object, which the rewrite
; keeps (the handle changes per iteration), is a call like any other in the window.
; DELETED_CALLS_RUN_NOTHING: hoisted retain/release of 'h' out of the loop in premise_kept_retain()
define void @premise_kept_retain(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %o = call ptr @nth(i64 %i)
  %r = call ptr @arc_retain(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row OMP_PRIVATE_CAPTURE and NOSYNC_CALL - a global slot, a call that may synchronise. Ignoring
; either premise (every slot a private capture; every call nosync) hoists it.
; OMP_PRIVATE_CAPTURE: hoisted retain/release of 'cfg' out of the loop in premise_sync_call()
; NOSYNC_CALL: hoisted retain/release of 'cfg' out of the loop in premise_sync_call()
define void @premise_sync_call(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr @cfg
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @handover(ptr @ctl)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row OMP_WORKSHARING_BOUND and OMP_DISPATCH_ENTRY - a read after the release of memory a destructor
; may write (every load a worksharing bound; every instruction a dispatch entry, which reads
; nothing a destructor writes).
; OMP_WORKSHARING_BOUND: hoisted retain/release of 'h' out of the loop in premise_window_read()
; OMP_DISPATCH_ENTRY: hoisted retain/release of 'h' out of the loop in premise_window_read()
define i64 @premise_window_read(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %d = load i32, ptr @destroyed
  %d64 = sext i32 %d to i64
  %acc.next = add i64 %acc, %d64
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Row STATUS_CODES - a call that returns or unwinds (willreturn, not nounwind) before b's retain,
; in Objective-C code where clang marks it as not exception-safe (H1 lets it unwind, leaking by
; the language's rules). Only a runtime whose code reports errors by status codes may take such
; a call for one that passes control on (H5).
; STATUS_CODES: hoisted retain/release of 'b' out of the loop in premise_status_codes()
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
; An ARC module (clang -fobjc-arc declares the llvm.objc intrinsics): ARC's exception rules apply.
declare ptr @llvm.objc.retain(ptr)
declare void @may_throw_wr(i64) willreturn
define void @premise_status_codes(ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @may_throw_wr(i64 %i), !clang.arc.no_objc_arc_exceptions !0
  %rb = call ptr @objc_retain(ptr %b)
  call void @handover(ptr @ctl)
  call void @objc_release(ptr %rb)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row KNOWN_DESTRUCTOR_RETURNS - a's release, before b's retain, may be a's last: its destructor,
; not known here, may call exit(), so b's retain is not sure to run on every entry (H5).
; KNOWN_DESTRUCTOR_RETURNS: hoisted retain/release of 'b' out of the loop in premise_destructor_returns()
declare ptr @arc_alloc(i64, ptr) nounwind willreturn ; an allocator that returns (or traps)
declare void @some_destructor(ptr) nounwind
define void @premise_destructor_returns(ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = call ptr @arc_alloc(i64 16, ptr @some_destructor)
  call void @arc_release(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %u = call i64 @peek(ptr %rb)
  call void @arc_release(ptr %rb)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row DESTRUCTORS_RETURN - GLib's contract says nothing about finalizers: h's release in an
; iteration may be its last (a call elsewhere dropped the owner's reference) and its finalizer may
; call exit(), where the source ends; hoisted, the loop would run on (H8).
; DESTRUCTORS_RETURN: hoisted retain/release of 'h' out of the loop in premise_destructors_return()
define void @premise_destructors_return(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @g_object_ref(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @g_object_unref(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row OWNED_ACROSS_LOOP - the function allocates h and releases it after the loop, but only on one
; path: on the other, the release in the loop may be the last one, and the read of @destroyed
; after it may see the destructor (H8).
; OWNED_ACROSS_LOOP: hoisted retain/release of 'h' out of the loop in premise_owned_across_loop()
define i32 @premise_owned_across_loop(i1 %keep, i64 %n) {
entry:
  %h = call ptr @arc_alloc(i64 16, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %d = load i32, ptr @destroyed
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  br i1 %keep, label %release, label %done
release:
  call void @arc_release(ptr %h)
  br label %done
done:
  ret i32 %d
}

; Row OMP_BOOKKEEPING_RETURNS - the forking function keeps the object alive after the region, but
; the region body calls another libomp entry after its loop (__kmpc_flush, which is no bookkeeping
; entry), so the path to the forking function's release may never end (H8).
; OMP_BOOKKEEPING_RETURNS: hoisted retain/release of 'hslot' out of the parallel loop in premise_omp_bookkeeping.body()
%struct.ident_t = type { i32, i32, i32, i32, ptr }
@loc = private constant %struct.ident_t zeroinitializer
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) nounwind
declare void @__kmpc_for_static_fini(ptr, i32) nounwind
declare void @__kmpc_flush(ptr) nounwind
declare void @__kmpc_critical(ptr, i32, ptr) nounwind
declare void @use(ptr) nounwind nosync ; queues no OpenMP task
define internal void @premise_omp_bookkeeping.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot) {
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
  %d = load i32, ptr @destroyed
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %more = icmp slt i64 %i, %bound
  br i1 %more, label %loop, label %loop.exit
loop.exit:
  br label %done
done:
  call void @__kmpc_for_static_fini(ptr @loc, i32 %tid)
  call void @__kmpc_flush(ptr @loc)
  ret void
}
define void @premise_omp_bookkeeping() {
entry:
  %hvar = alloca ptr
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @premise_omp_bookkeeping.body, ptr %hvar)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  ret void
}

; Row OMP_TEAM_SYNC_RETURNS - as above, but after its loop the body enters a critical section,
; which is no team synchronisation entry: a thread may wait there for ever (H8).
; OMP_TEAM_SYNC_RETURNS: hoisted retain/release of 'hslot' out of the parallel loop in premise_omp_team_sync.body()
define internal void @premise_omp_team_sync.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot) {
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
  %d = load i32, ptr @destroyed
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
define void @premise_omp_team_sync() {
entry:
  %hvar = alloca ptr
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @premise_omp_team_sync.body, ptr %hvar)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  ret void
}

; Row OMP_ENTRY_QUEUES_NO_TASK - as above, but the body's loop calls may_queue_task(), which is not
; nosync and may queue an explicit task: the region's join runs it, and it may call exit() after
; the loop's last release, before the forking function's release (H8).
; OMP_ENTRY_QUEUES_NO_TASK: hoisted retain/release of 'hslot' out of the parallel loop in premise_omp_queues_task.body()
declare void @may_queue_task() nounwind
define internal void @premise_omp_queues_task.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot) {
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
  call void @may_queue_task()
  call void @arc_release(ptr %s)
  %d = load i32, ptr @destroyed
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
define void @premise_omp_queues_task() {
entry:
  %hvar = alloca ptr
  %obj = call ptr @arc_alloc(i64 16, ptr null)
  store ptr %obj, ptr %hvar
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @premise_omp_queues_task.body, ptr %hvar)
  %again = load ptr, ptr %hvar
  call void @arc_release(ptr %again)
  ret void
}

; Row OMP_FORKED_LOCAL - a variable a parallel region read, reloaded by a serial loop after the
; region; but its address is also published, so use() may write it (H2).
; OMP_FORKED_LOCAL: hoisted retain/release of 'hvar' out of the loop in premise_forked_local()
define internal void @premise_forked_local.body(ptr noalias %gtid, ptr noalias %btid, ptr %hslot) {
  %h = load ptr, ptr %hslot
  ret void
}
define void @premise_forked_local(ptr %obj, i64 %n) {
entry:
  %hvar = alloca ptr
  store ptr %obj, ptr %hvar
  store ptr %hvar, ptr @published
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @loc, i32 1, ptr @premise_forked_local.body, ptr %hvar)
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
  ret void
}

; Row OMP_DISPATCH_NO_FLUSH - the handle is kept in a variable that __kmpc_dispatch_next_8 fills
; in (one of its bound arguments), so the entry may write it (H2).
; OMP_DISPATCH_NO_FLUSH: hoisted retain/release of 'ub' {{.*}} in premise_dispatch_no_flush()
define void @premise_dispatch_no_flush(i64 %n) {
entry:
  %lb = alloca i64
  %ub = alloca ptr
  %st = alloca i64
  %last = alloca i32
  br label %dispatch
dispatch:
  %h = load ptr, ptr %ub
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %more = call i32 @__kmpc_dispatch_next_8(ptr null, i32 0, ptr %last, ptr %lb, ptr %ub, ptr %st)
  %got = icmp ne i32 %more, 0
  br i1 %got, label %dispatch, label %done
done:
  ret void
}

!0 = !{}

; Row COUNT_READ_ATOMICALLY - CPython's ob_refcnt is a plain field that any code may load (no
; atomic object): the load in the loop reads the count the hoisted pair would raise (H4).
; COUNT_READ_SOUND: retain/release of 'o' not hoisted (H4): the loop may load its count word {{.*}} premise_count_read_atomically()
; COUNT_READ_ATOMICALLY: hoisted retain/release of 'o' out of the loop in premise_count_read_atomically()
declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind
define i64 @premise_count_read_atomically(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %count = load i64, ptr %o
  call void @Py_IncRef(ptr %o)
  call void @Py_DecRef(ptr %o)
  %acc.next = add i64 %acc, %count
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Row VOLATILE_COUNTS_BY_API - libc++'s count changes, but volatile: each access is then
; observable, and libc++'s profile does not say its volatile is only its API's, so they are not
; raised (a volatile RMW is raised only for libstdc++'s shared_ptr, whose atomic API takes a
; volatile pointer). The pair is hoisted only when the premise is ignored.
; VOLATILE_SOUND: retain/release of 'o' not hoisted (H4): the loop may load its count word {{.*}} premise_count_read_atomically()
; VOLATILE_SOUND-NOT: premise_volatile_counts_by_api
; VOLATILE_COUNTS_BY_API: hoisted retain/release of 'cb' out of the loop in premise_volatile_counts_by_api()
declare void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr)
define void @premise_volatile_counts_by_api(ptr %cb, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %copy = atomicrmw volatile add ptr %owners, i64 1 monotonic, align 8
  %old = atomicrmw volatile add ptr %owners, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %old, 0
  br i1 %last, label %last_owner, label %next
last_owner:
  %vtable = load ptr, ptr %cb, align 8
  %slot = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %slot, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Row INTRUSIVE_COUNT_OWNS_OBJECT - an add and a subtract of 1 on the i32 at an object's address,
; with a branch when the old value was 1: the shape of an intrusive count, but the last decrement
; notifies instead of freeing the object (an "active users" counter: whoever waits for it to
; drain must see every zero), and in the second function it frees another object. Neither i32 is
; the object's reference count, so nothing is raised; the pairs are hoisted only when the premise
; is ignored.
; OWNS_SOUND-NOT: premise_intrusive_
; INTRUSIVE_COUNT_OWNS_OBJECT-DAG: hoisted retain/release of 'obj' out of the loop in premise_intrusive_notifies()
; INTRUSIVE_COUNT_OWNS_OBJECT-DAG: hoisted retain/release of 'obj' out of the loop in premise_intrusive_frees_another()
declare void @notify_drained(ptr) nounwind
declare void @free(ptr) nounwind
define void @premise_intrusive_notifies(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %drained, label %next
drained:
  call void @notify_drained(ptr %obj) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @premise_intrusive_frees_another(ptr %obj, ptr %other, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %drained, label %next
drained:
  call void @free(ptr %other) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
