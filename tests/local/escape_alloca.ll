; Escape route: the object is stored into an alloca whose address escapes (handed to an opaque
; call, which may publish it): the object stays SHARED. The same store into an alloca that is
; only loaded and stored (a private slot) is no escape: the loads are copies, followed like any
; other, and the object becomes thread-local.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @register_slot(ptr) nounwind
declare i64 @peek(ptr nocapture) nounwind nosync

; CHECK-LABEL: define void @escaping_slot(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK: call void @arc_release(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is stored into a local variable whose address escapes
define void @escaping_slot() {
entry:
  %slot = alloca ptr
  call void @register_slot(ptr %slot)
  %o = call ptr @arc_alloc(i64 8, ptr null)
  store ptr %o, ptr %slot
  %h = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %h)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %o)
  ret void
}

; CHECK-LABEL: define i64 @private_slot(
; CHECK: call ptr @arc_alloc_local(
; CHECK: call ptr @arc_retain_local(ptr %h)
; CHECK: call void @arc_release_local(ptr %s)
; CHECK: call void @arc_release_local(ptr %p)
; REMARK: object 'p' is thread-local: 3 atomic operations made plain
define i64 @private_slot() {
entry:
  %slot = alloca ptr
  call void @llvm.lifetime.start.p0(i64 8, ptr %slot)
  %p = call ptr @arc_alloc(i64 8, ptr null)
  store ptr %p, ptr %slot
  %h = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %h)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  %v = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %p)
  call void @llvm.lifetime.end.p0(i64 8, ptr %slot)
  ret i64 %v
}

; The slot is reloaded as an integer: that is a conversion of the pointer, an escape.
; CHECK-LABEL: define i64 @slot_as_integer(
; CHECK: call ptr @arc_alloc(
; REMARK: object 'q' stays shared: it is reloaded as an integer
define i64 @slot_as_integer() {
entry:
  %slot = alloca ptr
  %q = call ptr @arc_alloc(i64 8, ptr null)
  store ptr %q, ptr %slot
  %bits = load i64, ptr %slot
  call void @arc_release(ptr %q)
  ret i64 %bits
}

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @unrelated_work() nounwind
