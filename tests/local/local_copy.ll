; Fires: an object retained into a local copy and released, outside any loop (so no "per
; iteration"). The copy is reached through a cast, a GEP, a freeze, a select with NULL and a
; compare; writes and reads of the payload and of its fields are no escape; neither are a
; non-volatile memcpy into it and the count observers.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr nocapture) nounwind nosync
declare i64 @arc_count(ptr) nounwind
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @unrelated_work() nounwind

; CHECK-LABEL: define i64 @copy(
; CHECK: %o = call ptr @arc_alloc_local(
; CHECK: %copy = call ptr @arc_retain_local(ptr %o)
; CHECK: call ptr @arc_retain_local(ptr %maybe)
; CHECK: call void @arc_release_local(ptr %maybe)
; CHECK: call void @arc_release_local(ptr %f)
; CHECK: call void @arc_release_local(ptr %o)
; REMARK: object 'o' is thread-local: 5 atomic operations made plain
define i64 @copy(ptr %src, i1 %c) {
entry:
  %o = call ptr @arc_alloc(i64 16, ptr null)
  call void @llvm.memcpy.p0.p0.i64(ptr %o, ptr %src, i64 16, i1 false)
  %copy = call ptr @arc_retain(ptr %o)
  %field = getelementptr inbounds i8, ptr %copy, i64 8
  store i64 1, ptr %field
  %x = load i64, ptr %field
  %maybe = select i1 %c, ptr %copy, ptr null
  %r = call ptr @arc_retain(ptr %maybe)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %maybe)
  %f = freeze ptr %copy
  %cmp = icmp eq ptr %f, %src
  %n = call i64 @arc_count(ptr %f)
  call void @arc_release(ptr %f)
  call void @arc_release(ptr %o)
  %y = zext i1 %cmp to i64
  %z = add i64 %x, %y
  %zz = add i64 %z, %n
  ret i64 %zz
}

; A volatile memcpy is a synchronising operation to LLVM: no longer nosync, an escape.
; CHECK-LABEL: define void @volatile_copy(
; CHECK: call ptr @arc_alloc(
; REMARK: object 'v' stays shared: it is passed to llvm.memcpy.p0.p0.i64(), which may synchronise with other threads (not nosync)
define void @volatile_copy(ptr %src) {
entry:
  %v = call ptr @arc_alloc(i64 16, ptr null)
  call void @llvm.memcpy.p0.p0.i64(ptr %v, ptr %src, i64 16, i1 true)
  call void @arc_release(ptr %v)
  ret void
}
