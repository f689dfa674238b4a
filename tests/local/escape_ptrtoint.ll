; Escape route: the pointer is converted to an integer, which the analysis cannot follow (it may
; be stored, hashed, or turned back into a pointer anywhere).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
@bits = global i64 0

; CHECK-LABEL: define void @to_int(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK: call void @arc_release(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is converted to an integer
define void @to_int() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  %i = ptrtoint ptr %s to i64
  store i64 %i, ptr @bits
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %o)
  ret void
}
