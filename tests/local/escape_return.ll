; Escape route: the object (or a copy of it) is returned; the caller may hand it to any thread.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @unrelated_work() nounwind

; CHECK-LABEL: define ptr @make(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK: call void @arc_release(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is returned
define ptr @make() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %s)
  %field = getelementptr inbounds i8, ptr %o, i64 0
  ret ptr %field
}
