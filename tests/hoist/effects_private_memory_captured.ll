; Effects model, exemption "function-private memory": a slot in a noalias (C restrict, C++ sret)
; or byval argument's memory is one no other thread may write while the function runs, so a
; call that may synchronise does not make it a writer (H2) - but only while the function never
; captures the address. A function that publishes the address (stores it where a writer thread
; finds it, passes it to a call that may keep it) lets another thread replace the handle.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

%struct.box = type { ptr, i64 }

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
; Touches only its argument (a hand-over with release/acquire): not nosync.
declare void @handover(ptr) nounwind memory(argmem: readwrite)
declare i64 @peek(ptr) nounwind memory(argmem: read)

@published = global ptr null
@ctl = global i32 0

; Fires: the noalias slot's address goes nowhere.
; CHECK-LABEL: define void @noalias_private(
; CHECK: entry:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: hoisted retain/release of {{.*}} out of the loop in noalias_private()
define void @noalias_private(ptr noalias %slot, i64 %n) {
entry:
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

; Refuses (H2): the function publishes the noalias slot's address to a global, where a writer
; thread finds it; the hand-over may make its store visible.
; CHECK-LABEL: define void @noalias_published(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of {{.*}} not hoisted (H2): it is reloaded from memory that another thread may write, and the call to handover() may synchronise with that thread
define void @noalias_published(ptr noalias %slot, i64 %n) {
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

; Refuses (H2): a byval struct whose field address is passed to a call that may keep it.
declare void @register(ptr) nounwind
; CHECK-LABEL: define void @byval_registered(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: not hoisted (H2): it is reloaded from memory that another thread may write, and the call to handover() may synchronise with that thread
define void @byval_registered(ptr byval(%struct.box) %b, i64 %n) {
entry:
  call void @register(ptr %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %b
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

; Fires: the same byval struct, its address kept to itself.
; CHECK-LABEL: define void @byval_private(
; CHECK: entry:
; CHECK: call ptr @arc_retain(
define void @byval_private(ptr byval(%struct.box) %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %b
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

; Refuses (H2): an sret slot (C++ named return value, noalias) whose address the function hands
; to a call that may keep it (a constructor registering `this`).
; CHECK-LABEL: define void @sret_registered(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
define void @sret_registered(ptr noalias sret(%struct.box) %r, i64 %n) {
entry:
  call void @register(ptr %r)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %r
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
