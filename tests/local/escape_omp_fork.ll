; Escape route: the object is captured by an OpenMP parallel region: __kmpc_fork_call runs the
; outlined body on every thread of the team with the captured values. Passed by value (first
; function) or through the address of a local the fork receives (second: that slot escapes).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind
declare i64 @peek(ptr nocapture) nounwind nosync

; CHECK-LABEL: define void @by_value(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is handed to another thread by __kmpc_fork_call()
define void @by_value() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 1, ptr @body_value, ptr %s)
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %o)
  ret void
}

define internal void @body_value(ptr %gtid, ptr %btid, ptr %obj) {
entry:
  %v = call i64 @peek(ptr %obj)
  ret void
}

; CHECK-LABEL: define void @by_reference(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'r' stays shared: it is stored into a local variable whose address escapes
define void @by_reference() {
entry:
  %slot = alloca ptr
  %r = call ptr @arc_alloc(i64 8, ptr null)
  store ptr %r, ptr %slot
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 1, ptr @body_reference, ptr %slot)
  call void @arc_release(ptr %r)
  ret void
}

define internal void @body_reference(ptr %gtid, ptr %btid, ptr %slot) {
entry:
  %obj = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %obj)
  %v = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  ret void
}
