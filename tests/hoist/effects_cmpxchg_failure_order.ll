; Effects model: every ordered atomic counts by its strongest ordering, on every path. A
; compare-exchange whose success ordering is relaxed and whose failure ordering is acquire (legal
; since C++17) synchronises when it fails: another thread's store to the slot may become visible
; to the next reload. Alias analysis looks at the success ordering only, so the effects model asks
; about both (H2).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr) nounwind memory(argmem: read)

@cfg = global ptr null
@flag = global i32 0

; Refuses (H2): relaxed on success, acquire on failure.
; CHECK-LABEL: define void @acquire_on_failure(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'cfg' not hoisted (H2): it is reloaded from memory that another thread may write, and the {{.*}} may make that write visible to the next reload (arc runtime; the loop in acquire_on_failure())
define void @acquire_on_failure(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = cmpxchg ptr @flag, i32 0, i32 1 monotonic acquire
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

; Refuses (H2): acquire on success, relaxed on failure (alias analysis sees this one too).
; CHECK-LABEL: define void @acquire_on_success(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
define void @acquire_on_success(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = cmpxchg ptr @flag, i32 0, i32 1 acquire monotonic
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

; Fires: relaxed on both paths, on another variable: no happens-before edge, nothing made visible.
; CHECK-LABEL: define void @relaxed_both(
; CHECK: entry:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: hoisted retain/release of 'cfg' out of the loop in relaxed_both()
define void @relaxed_both(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = cmpxchg ptr @flag, i32 0, i32 1 monotonic monotonic
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

; Refuses (H2): a relaxed but volatile read-modify-write counts as synchronising.
; CHECK-LABEL: define void @volatile_relaxed(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
define void @volatile_relaxed(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = atomicrmw volatile add ptr @flag, i32 1 monotonic
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
