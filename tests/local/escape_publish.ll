; Escape route: arc_publish is the program saying the object is about to be shared. The object
; stays SHARED (allocated so from the start); the pass inserts no publish of its own.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @arc_publish(ptr) nounwind
declare void @unrelated_work() nounwind

; CHECK-LABEL: define ptr @published(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is published by arc_publish()
define ptr @published() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %s)
  %p = call ptr @arc_publish(ptr %o)
  ret ptr %p
}
