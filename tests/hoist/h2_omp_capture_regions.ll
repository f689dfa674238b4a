; H2's OpenMP refinement with regions that write the variable: one local captured by reference by
; several parallel regions of one function, one of which stores into it. __kmpc_fork_call returns
; only after the team has joined, so the regions run one after another and no store of the
; writing region runs while a loading region runs: each region that only loads the variable still
; hoists its pair. Refused when the writing region lets the address go further (into a task's
; shareds, to a call, to a nested region that does), when the loading region's own fork also
; passes the address to a parameter its body stores through, and when the loading region is
; itself nested in another region (docs/rules/h2-invariant-handle.md, "OpenMP capture
; slots").
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare void @keep(ptr) nounwind
declare ptr @__kmpc_omp_task_alloc(ptr, i32, i32, i64, i64, ptr) nounwind
declare i32 @__kmpc_omp_task(ptr, i32, ptr) nounwind
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind

; --- fires in both readers: a region between them stores a new object into the variable -------
define void @parent_writer_between(ptr %a, ptr %b, i64 %n) {
entry:
  %shared.addr = alloca ptr
  %b.addr = alloca ptr
  store ptr %a, ptr %shared.addr
  store ptr %b, ptr %b.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @reader_before, ptr %shared.addr, i64 %n)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @writer, ptr %shared.addr, ptr %b.addr)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @reader_after, ptr %shared.addr, i64 %n)
  ret void
}

; The writing region: one thread stores the other object into the variable (omp single).
define internal void @writer(ptr %gtid, ptr %btid, ptr %shared, ptr %b.addr) {
  %b = load ptr, ptr %b.addr
  store ptr %b, ptr %shared
  ret void
}

; CHECK-LABEL: define internal void @reader_before(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop in reader_before(): 2 atomic operations per iteration removed
define internal void @reader_before(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define internal void @reader_after(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop in reader_after(): 2 atomic operations per iteration removed
define internal void @reader_after(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; --- fires: the two regions inside a loop of the parent, the writer first on every round -------
define void @parent_regions_in_loop(ptr %a, ptr %b, i64 %n, i64 %rounds) {
entry:
  %shared.addr = alloca ptr
  %b.addr = alloca ptr
  store ptr %a, ptr %shared.addr
  store ptr %b, ptr %b.addr
  br label %round
round:
  %k = phi i64 [ 0, %entry ], [ %k.next, %round ]
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @writer_in_loop, ptr %shared.addr, ptr %b.addr)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @reader_in_loop, ptr %shared.addr, i64 %n)
  %k.next = add i64 %k, 1
  %more = icmp slt i64 %k.next, %rounds
  br i1 %more, label %round, label %done
done:
  ret void
}

define internal void @writer_in_loop(ptr %gtid, ptr %btid, ptr %shared, ptr %b.addr) {
  %old = load ptr, ptr %shared
  %b = load ptr, ptr %b.addr
  store ptr %b, ptr %shared
  store ptr %old, ptr %b.addr
  ret void
}

; CHECK-LABEL: define internal void @reader_in_loop(
; CHECK: entry:
; CHECK-NEXT: load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop in reader_in_loop(): 2 atomic operations per iteration removed
define internal void @reader_in_loop(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; --- fires: the write happens in a region nested in another (a body that forks again with the
; variable); the nested region joins before the outer body returns --------------------------
define void @parent_nested_writer(ptr %a, ptr %b, i64 %n) {
entry:
  %shared.addr = alloca ptr
  %b.addr = alloca ptr
  store ptr %a, ptr %shared.addr
  store ptr %b, ptr %b.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @outer_forks_writer, ptr %shared.addr, ptr %b.addr)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @reader_after_nested, ptr %shared.addr, i64 %n)
  ret void
}

define internal void @outer_forks_writer(ptr %gtid, ptr %btid, ptr %shared, ptr %b.addr) {
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @nested_writer, ptr %shared, ptr %b.addr)
  ret void
}

define internal void @nested_writer(ptr %gtid, ptr %btid, ptr %shared, ptr %b.addr) {
  %b = load ptr, ptr %b.addr
  store ptr %b, ptr %shared
  ret void
}

; CHECK-LABEL: define internal void @reader_after_nested(
; CHECK: entry:
; CHECK-NEXT: load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop in reader_after_nested(): 2 atomic operations per iteration removed
define internal void @reader_after_nested(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; --- refuses: the writing region hands the address to a task (omp task shared(shared)): the
; address is stored into the task's shareds, which the analysis does not follow ----------------
define void @parent_task_writer(ptr %a, ptr %b, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %a, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 1, ptr @task_writer, ptr %shared.addr)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @reader_after_task, ptr %shared.addr, i64 %n)
  ret void
}

define internal void @task_writer(ptr %gtid, ptr %btid, ptr %shared) {
  %task = call ptr @__kmpc_omp_task_alloc(ptr null, i32 0, i32 1, i64 40, i64 8, ptr null)
  %shareds = load ptr, ptr %task
  store ptr %shared, ptr %shareds
  %r = call i32 @__kmpc_omp_task(ptr null, i32 0, ptr %task)
  ret void
}

; CHECK-LABEL: define internal void @reader_after_task(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to use() may write
define internal void @reader_after_task(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; --- refuses: a region nested in the writing region passes the address to a call --------------
define void @parent_nested_escape(ptr %a, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %a, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 1, ptr @outer_forks_leaky, ptr %shared.addr)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @reader_after_leak, ptr %shared.addr, i64 %n)
  ret void
}

define internal void @outer_forks_leaky(ptr %gtid, ptr %btid, ptr %shared) {
  store ptr null, ptr %shared
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 1, ptr @nested_leaky, ptr %shared)
  ret void
}

define internal void @nested_leaky(ptr %gtid, ptr %btid, ptr %shared) {
  call void @keep(ptr %shared)
  ret void
}

; CHECK-LABEL: define internal void @reader_after_leak(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to use() may write
define internal void @reader_after_leak(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; --- refuses: the loading region's own fork also passes the address to a parameter its body
; stores through (the other threads of the same team write it while the loop runs) ------------
define void @parent_same_region(ptr %a, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %a, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 3, ptr @reads_and_writes, ptr %shared.addr, i64 %n, ptr %shared.addr)
  ret void
}

; CHECK-LABEL: define internal void @reads_and_writes(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to use() may write
define internal void @reads_and_writes(ptr %gtid, ptr %btid, ptr %shared, i64 %n, ptr %alias) {
entry:
  store ptr null, ptr %alias
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; --- refuses: the loading region is nested in a region that writes the variable; the outer
; region's other threads may store while the nested loop runs ---------------------------------
define void @parent_nested_reader(ptr %a, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %a, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @outer_writes_and_forks, ptr %shared.addr, i64 %n)
  ret void
}

define internal void @outer_writes_and_forks(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
  store ptr null, ptr %shared
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @nested_reader, ptr %shared, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @nested_reader(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to use() may write
define internal void @nested_reader(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
