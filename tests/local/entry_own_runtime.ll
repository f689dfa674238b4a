; A program that defines the generic entries itself (its own arc runtime in the module) but not
; the local ones: a local entry declared here would come from another runtime (libarcrt), whose
; objects the program's arc_release does not know, or would clash with it at link time. The
; rewrite is refused, naming both symbols. With the local entries defined in the module too (the
; whole runtime compiled in), the rewrite goes ahead.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: sed -e 's/^; LOCAL: //' %s | %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' \
; RUN:   -S -o - | FileCheck %s --check-prefix=WHOLE

; LOCAL: define ptr @arc_alloc_local(i64 %size, ptr %destroy) {
; LOCAL:   %p = call ptr @malloc(i64 %size)
; LOCAL:   ret ptr %p
; LOCAL: }
; LOCAL: define ptr @arc_retain_local(ptr %p) {
; LOCAL:   ret ptr %p
; LOCAL: }
; LOCAL: define void @arc_release_local(ptr %p) {
; LOCAL:   ret void
; LOCAL: }

declare ptr @malloc(i64)
declare void @unrelated_work() nounwind

define ptr @arc_alloc(i64 %size, ptr %destroy) {
  %p = call ptr @malloc(i64 %size)
  ret ptr %p
}
define ptr @arc_retain(ptr %p) {
  ret ptr %p
}
define void @arc_release(ptr %p) {
  ret void
}

; CHECK-LABEL: define void @f(
; CHECK: %o = call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(ptr %o)
; CHECK: call void @arc_release(ptr %o)
; CHECK-NOT: _local
; REMARK: object 'o' stays shared: the module defines its own 'arc_alloc' but not 'arc_alloc_local'
; WHOLE-LABEL: define void @f(
; WHOLE: %o = call ptr @arc_alloc_local(
; WHOLE: call ptr @arc_retain_local(ptr %o)
; WHOLE: call void @arc_release_local(ptr %o)
define void @f() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %r = call ptr @arc_retain(ptr %o)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %o)
  call void @arc_release(ptr %o)
  ret void
}
