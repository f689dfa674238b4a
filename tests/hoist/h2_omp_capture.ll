; H2's OpenMP refinement: a shared variable captured by reference, whose address escapes only
; into __kmpc_fork_call, and which the outlined body only loads, is written by nothing while the
; body runs, however opaque the body's calls are. The body's pair goes once per worker.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare void @keep(ptr) nounwind
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind

; --- fires: the address of %shared.addr goes only into the fork call -------------------------
define void @parent(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @body, ptr %shared.addr, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @body(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop in body(): 2 atomic operations per iteration removed
define internal void @body(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
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

; --- refuses: the parent also hands the variable's address to another function --------------
define void @parent_escaping(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void @keep(ptr %shared.addr)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @body_escaping, ptr %shared.addr, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @body_escaping(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to use() may write
define internal void @body_escaping(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
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

; --- refuses: the body passes the capture slot on, so a callee could write it ----------------
define void @parent_passes_on(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @body_passes_on, ptr %shared.addr, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @body_passes_on(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to keep() may write
define internal void @body_passes_on(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  call void @keep(ptr %shared)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; --- refuses: a body with external linkage may be called from anywhere -----------------------
define void @parent_external(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @body_external, ptr %shared.addr, i64 %n)
  ret void
}

; CHECK-LABEL: define void @body_external(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to use() may write
define void @body_external(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
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

; --- fires in both: one variable captured by two parallel regions that both only load it -----
define void @parent_two_regions(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @first_region, ptr %shared.addr, i64 %n)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @second_region, ptr %shared.addr, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @first_region(
; CHECK: entry:
; CHECK-NEXT: load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop
define internal void @first_region(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
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

; CHECK-LABEL: define internal void @second_region(
; CHECK: entry:
; CHECK-NEXT: load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(
define internal void @second_region(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
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

; --- refuses: another region captures the same variable and passes its address on -----------
define void @parent_leaky_region(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @leaky_region, ptr %shared.addr)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @reader_region, ptr %shared.addr, i64 %n)
  ret void
}

define internal void @leaky_region(ptr %gtid, ptr %btid, ptr %shared) {
  call void @keep(ptr %shared)
  ret void
}

; CHECK-LABEL: define internal void @reader_region(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'shared' not hoisted (H2): it is reloaded from memory that the call to use() may write
define internal void @reader_region(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
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
