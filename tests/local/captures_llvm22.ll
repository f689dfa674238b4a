; LLVM 22 spells nocapture as captures(none). A parameter that captures only the address
; (captures(address)) or whose provenance may return (captures(ret: ...)) is no longer
; "nocapture": an escape. Attribute kinds are looked up through LLVM's CallBase, not by number.
; REQUIRES: llvm22
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr captures(none)) nounwind nosync
declare i64 @hash(ptr captures(address)) nounwind nosync
declare ptr @pass_through(ptr captures(ret: address, provenance)) nounwind nosync

; CHECK-LABEL: define i64 @none(
; CHECK: call ptr @arc_alloc_local(
; REMARK-DAG: object 'a' is thread-local: 1 atomic operation made plain
define i64 @none() {
entry:
  %a = call ptr @arc_alloc(i64 8, ptr null)
  %v = call i64 @peek(ptr %a)
  call void @arc_release(ptr %a)
  ret i64 %v
}

; CHECK-LABEL: define i64 @address(
; CHECK: call ptr @arc_alloc(
; REMARK-DAG: object 'b' stays shared: it is passed to hash(), which may keep it (not nocapture)
define i64 @address() {
entry:
  %b = call ptr @arc_alloc(i64 8, ptr null)
  %v = call i64 @hash(ptr %b)
  call void @arc_release(ptr %b)
  ret i64 %v
}

; CHECK-LABEL: define ptr @returned(
; CHECK: call ptr @arc_alloc(
; REMARK-DAG: object 'c' stays shared: it is passed to pass_through(), which may keep it (not nocapture)
define ptr @returned() {
entry:
  %c = call ptr @arc_alloc(i64 8, ptr null)
  %r = call ptr @pass_through(ptr %c)
  ret ptr %r
}
