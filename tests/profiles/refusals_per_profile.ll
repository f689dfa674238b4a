; Every runtime profile refuses the unsafe shapes: objc (a call that may unwind, not marked by
; clang as exempt under ARC), glib (the slot is rewritten in the loop), numba (an incref the
; loop never undoes: the count is handed on).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @llvm.objc.retain(ptr) nounwind
declare void @llvm.objc.release(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare void @NRT_incref(ptr) nounwind
declare void @NRT_decref(ptr) nounwind
declare i64 @may_throw(ptr)
declare i64 @use(ptr) nounwind
declare i64 @peek(ptr) nounwind memory(read)
declare void @list_append(ptr, ptr) nounwind

; objc: the call may throw and carries no clang.arc.no_objc_arc_exceptions mark.
; CHECK-LABEL: define i64 @objc_may_throw(
; CHECK: loop:
; CHECK: call ptr @llvm.objc.retain(ptr %o)
; REMARK-DAG: retain/release of 'o' not hoisted (H1): the call to may_throw() may unwind out of the loop (objc runtime; the loop in objc_may_throw())
define i64 @objc_may_throw(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @llvm.objc.retain(ptr %o)
  %u = call i64 @may_throw(ptr %s)
  call void @llvm.objc.release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; objc: the same call marked by clang as exempt is no unwind exit for objc handles.
; CHECK-LABEL: define i64 @objc_exempt_call(
; CHECK: entry:
; CHECK-NEXT: call ptr @llvm.objc.retain(ptr %o)
; REMARK-DAG: hoisted retain/release of 'o' out of the loop in objc_exempt_call(): 2 atomic operations per iteration removed (objc runtime)
define i64 @objc_exempt_call(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @llvm.objc.retain(ptr %o)
  %u = call i64 @may_throw(ptr %s), !clang.arc.no_objc_arc_exceptions !0
  call void @llvm.objc.release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; glib: the loop stores a new object into the slot the handle is read from. The first writer is
; g_object_ref itself: GLib's counting runs user code (toggle-reference notifications), so the
; retain may write any memory it can reach, and the slot's address escapes (an argument).
; CHECK-LABEL: define void @glib_slot_rewritten(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(
; REMARK-DAG: retain/release of 'slot' not hoisted (H2): it is reloaded from memory that the call to g_object_ref() may write (glib runtime; the loop in glib_slot_rewritten())
define void @glib_slot_rewritten(ptr %slot, ptr %next, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %o = load ptr, ptr %slot
  %s = call ptr @g_object_ref(ptr %o)
  %u = call i64 @peek(ptr %s)
  call void @g_object_unref(ptr %s)
  store ptr %next, ptr %slot
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; numba: each iteration's incref is handed to the list (no decref in the loop).
; CHECK-LABEL: define void @numba_handed_on(
; CHECK: loop:
; CHECK: call void @NRT_incref(ptr %m)
; REMARK-DAG: retain of 'm' not hoisted (H3): the loop never releases it (numba runtime; the loop in numba_handed_on())
define void @numba_handed_on(ptr %m, ptr %list, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @NRT_incref(ptr %m)
  call void @list_append(ptr %list, ptr %m)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!0 = !{}
