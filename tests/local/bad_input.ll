; Bad input: a use the analysis does not understand (here the pointer put into an aggregate)
; keeps the object SHARED, with a missed remark that names the use. A module that declares a
; local entry with another type than the profile's keeps what it cannot rewrite: no local
; allocation means the object stays SHARED; no fitting local retain means the retains stay
; generic (correct on a LOCAL object).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

; CHECK-LABEL: define { ptr, i64 } @aggregate(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK-DAG: object 'o' stays shared: the analysis does not follow its use by '%agg = insertvalue { ptr, i64 } undef, ptr %o, 0'
define { ptr, i64 } @aggregate() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %agg = insertvalue { ptr, i64 } undef, ptr %o, 0
  call void @arc_release(ptr %o)
  ret { ptr, i64 } %agg
}

; arc_retain_local is declared i32(ptr): the retain stays generic, the rest is rewritten.
declare i32 @arc_retain_local(ptr) nounwind
declare void @unrelated_work() nounwind
; CHECK-LABEL: define void @odd_declaration(
; CHECK: %p = call ptr @arc_alloc_local(
; CHECK-NEXT: call ptr @arc_retain(ptr %p)
; CHECK-NEXT: call void @unrelated_work()
; CHECK-NEXT: call void @arc_release_local(ptr %p)
; CHECK-NEXT: call void @arc_release_local(ptr %p)
; REMARK-DAG: object 'p' is thread-local: 2 atomic operations made plain
define void @odd_declaration() {
entry:
  %p = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %p)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %p)
  call void @arc_release(ptr %p)
  ret void
}
