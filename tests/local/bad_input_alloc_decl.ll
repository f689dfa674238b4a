; Bad input: the module declares arc_alloc_local with another type than the profile's, so no
; object can be allocated LOCAL: every object stays SHARED, with a missed remark saying why.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @arc_alloc_local(i32) nounwind

; CHECK-LABEL: define void @f(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: the module declares 'arc_alloc_local' with another type
define void @f() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  call void @arc_release(ptr %o)
  ret void
}
