; H2 refinement "acquire": an instruction that may make another thread's store to the slot
; visible (an acquire load, a fence, an ordered atomicrmw or cmpxchg) makes the reload
; non-invariant, as a store would. LLVM answers (Instruction::mayWriteToMemory and alias
; analysis), not an opcode list. A relaxed load synchronises nothing and does not stop a hoist.
; Also inside an OpenMP parallel-region body.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr) nounwind memory(argmem: read)
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind

@cfg = internal global ptr null
@ready = internal global i32 0
@counter = internal global i64 0

; Refuses: the issue's reader; the loop waits for `ready` with an acquire load before each reload.
; CHECK-LABEL: define i64 @acquire_before_reload(
; CHECK: body:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'cfg' not hoisted (H2): it is reloaded from memory that another thread may write, and the acquire load may make that write visible to the next reload
define i64 @acquire_before_reload(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  br label %wait
wait:
  %r = load atomic i32, ptr @ready acquire, align 4
  %z = icmp eq i32 %r, 0
  br i1 %z, label %wait, label %body
body:
  %h = load ptr, ptr @cfg
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %acc.next = add i64 %acc, %u
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Refuses: an acquire fence after a relaxed load.
; CHECK-LABEL: define i64 @fence_in_loop(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'cfg' not hoisted (H2): {{.*}} the fence may make that write visible
define i64 @fence_in_loop(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = load atomic i32, ptr @ready monotonic, align 4
  fence acquire
  %h = load ptr, ptr @cfg
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: an acq_rel atomicrmw on another global.
; CHECK-LABEL: define i64 @atomicrmw_in_loop(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'cfg' not hoisted (H2): {{.*}} the atomic read-modify-write may make that write visible
define i64 @atomicrmw_in_loop(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %old = atomicrmw add ptr @counter, i64 1 acq_rel
  %h = load ptr, ptr @cfg
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: a relaxed load of another global orders nothing.
; CHECK-LABEL: define i64 @relaxed_load_in_loop(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr @cfg
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'cfg' out of the loop
define i64 @relaxed_load_in_loop(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = load atomic i32, ptr @ready monotonic, align 4
  %h = load ptr, ptr @cfg
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; --- OpenMP: a body reading the shared global after an acquire: refused ----------------------
define void @parent(i64 %n) {
entry:
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 1, ptr @body, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @body(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'cfg' not hoisted (H2): {{.*}} the acquire load may make that write visible
define internal void @body(ptr %gtid, ptr %btid, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = load atomic i32, ptr @ready acquire, align 4
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

; --- OpenMP: a private capture slot stays invariant whatever the body acquires: fires ---------
define void @parent_private(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @body_private, ptr %shared.addr, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @body_private(
; CHECK: entry:
; CHECK-NEXT: [[P:%.*]] = load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(ptr [[P]])
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop
define internal void @body_private(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = load atomic i32, ptr @ready acquire, align 4
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
