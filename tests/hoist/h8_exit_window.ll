; H8 exit window: the release the pass inserts at a loop's exit may be the last one. Code that
; the iteration leaving the loop runs after its in-loop release (forward from the release, not
; past a retain of the handle, to an edge leaving the loop; header and latch code included) saw
; the destructor's effects in the source and would not after hoisting. When such code may read
; memory the release may write (alias analysis, with the in-loop release as the exit release's
; representative), the pass refuses.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @drop_owner() nounwind
declare i64 @use(ptr) nounwind
declare i64 @pure(i64) nounwind willreturn memory(none) ; as clang declares __attribute__((const))

@destroyed = external global i32
@table = private constant [2 x i32] [i32 1, i32 2]

; Refuses: the issue's program after GVN: `destroyed` is read after the release, and the value
; flows out of the loop.
; CHECK-LABEL: define i64 @read_after_release(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %p)
; REMARK-DAG: retain/release of 'p' not hoisted (H8): the read of 'destroyed' after the release may see what a destructor writes; hoisted, the destructor would run after it, at the loop's exit
define i64 @read_after_release(ptr %p, i64 %k) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %cont ]
  %s = call ptr @arc_retain(ptr %p)
  %last = icmp eq i64 %i, %k
  br i1 %last, label %drop, label %cont
drop:
  call void @drop_owner()
  br label %cont
cont:
  call void @arc_release(ptr %s)
  %d = load i32, ptr @destroyed
  %d64 = sext i32 %d to i64
  %acc.next = add i64 %acc, %d64
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %k
  br i1 %c, label %loop, label %exit
exit:
  %dead = icmp eq i32 %d, 0
  %r = select i1 %dead, i64 %acc.next, i64 0
  ret i64 %r
}

; Refuses: the latch (run by the leaving iteration after the release) calls a function that may
; read memory.
; CHECK-LABEL: define i64 @call_in_latch(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %p)
; REMARK-DAG: retain/release of 'p' not hoisted (H8): the call to use() after the release may see what a destructor writes
define i64 @call_in_latch(ptr %p, ptr %q, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %p)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %u = call i64 @use(ptr %q)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: the read comes before the release (it saw the object alive in the source too).
; CHECK-LABEL: define i64 @read_before_release(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %p)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %p)
; REMARK-DAG: hoisted retain/release of 'p' out of the loop
define i64 @read_before_release(ptr %p, i64 %k) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  %d = load i32, ptr @destroyed
  call void @arc_release(ptr %s)
  %d64 = sext i32 %d to i64
  %acc.next = add i64 %acc, %d64
  %i.next = add i64 %i, 1
  %c = icmp sle i64 %i.next, %k
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Fires: after the release the iteration reads only constant memory and calls a function that
; reads none: nothing a destructor writes.
; CHECK-LABEL: define i64 @reads_nothing_a_destructor_writes(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %p)
; REMARK-DAG: hoisted retain/release of 'p' out of the loop
define i64 @reads_nothing_a_destructor_writes(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %idx = and i64 %i, 1
  %slot = getelementptr inbounds [2 x i32], ptr @table, i64 0, i64 %idx
  %t = load i32, ptr %slot
  %t64 = sext i32 %t to i64
  %f = call i64 @pure(i64 %t64)
  %acc.next = add i64 %acc, %f
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Fires: the read after the release is followed by a retain before any exit (it belongs to the
; next iteration, whose retain shows the object alive); the loop leaves only from the retain's
; block, after the pair.
; CHECK-LABEL: define i64 @read_then_retain(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %p)
; REMARK-DAG: hoisted retain/release of 'p' out of the loop
define i64 @read_then_retain(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %p)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %latch, label %exit
latch:
  %d = load i32, ptr @destroyed
  br label %loop
exit:
  ret i64 %u
}

; Fires: an OpenMP worksharing loop rereads its upper bound in the latch; the bound's address goes
; only to __kmpc_for_static_init_8, which keeps no copy, so no destructor can write it.
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) nounwind
declare void @keep(ptr) nounwind
declare void @unrelated_work() nounwind

; CHECK-LABEL: define i64 @worksharing_bound(
; CHECK: entry:
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; REMARK-DAG: hoisted retain/release of 'p' out of the loop
define i64 @worksharing_bound(ptr %p, i64 %n) {
entry:
  %last = alloca i32
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  store i64 0, ptr %lb
  store i64 %n, ptr %ub
  call void @__kmpc_for_static_init_8(ptr null, i32 0, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  br label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %c = icmp slt i64 %i, %bound
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: the same shape, but the bound's address also goes to keep(), which may store it where a
; destructor finds it.
; CHECK-LABEL: define i64 @escaped_bound(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %p)
; REMARK-DAG: retain/release of 'p' not hoisted (H8): the read of 'ub' after the release may see what a destructor writes
define i64 @escaped_bound(ptr %p, i64 %n) {
entry:
  %last = alloca i32
  %lb = alloca i64
  %ub = alloca i64
  %st = alloca i64
  store i64 0, ptr %lb
  store i64 %n, ptr %ub
  call void @keep(ptr %ub)
  call void @__kmpc_for_static_init_8(ptr null, i32 0, i32 34, ptr %last, ptr %lb, ptr %ub, ptr %st, i64 1, i64 1)
  %first = load i64, ptr %lb
  br label %loop
loop:
  %i = phi i64 [ %first, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %bound = load i64, ptr %ub
  %c = icmp slt i64 %i, %bound
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}
