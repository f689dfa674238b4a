; H2, a handle reloaded from a local variable (an alloca) that the function keeps to itself: no
; other thread can reach it, so a call that may synchronise reveals no store to it, and alias
; analysis answers for the calls' own accesses (row FUNCTION_PRIVATE_MEMORY, which also covers
; noalias and byval arguments). C++ keeps objects such as a std::shared_ptr in such locals. Once
; the local's address escapes, another thread may write it while the loop runs.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @use(ptr) nounwind
declare void @publish(ptr) nounwind

; Fires: the slot's address goes nowhere.
; CHECK-DAG: hoisted retain/release of 'slot' out of the loop in local_slot()
define void @local_slot(ptr %obj, i64 %n) {
entry:
  %slot = alloca ptr
  store ptr %obj, ptr %slot
  %held = call ptr @arc_retain(ptr %obj)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %slot
  %c = call ptr @arc_retain(ptr %h)
  call void @use(ptr %c)
  call void @arc_release(ptr %c)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @arc_release(ptr %held)
  ret void
}

; Refuses (H2): the slot's address is published before the loop, and use() may write it.
; CHECK-DAG: retain/release of 'slot' not hoisted (H2): it is reloaded from memory that the call to use() may write {{.*}}local_slot_published()
define void @local_slot_published(ptr %obj, i64 %n) {
entry:
  %slot = alloca ptr
  store ptr %obj, ptr %slot
  call void @publish(ptr %slot)
  %held = call ptr @arc_retain(ptr %obj)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %slot
  %c = call ptr @arc_retain(ptr %h)
  call void @use(ptr %c)
  call void @arc_release(ptr %c)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @arc_release(ptr %held)
  ret void
}

