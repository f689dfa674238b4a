; Escape route: the pointer is an operand of inline asm, which may do anything with it.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

; CHECK-LABEL: define void @asm_use(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK: call void @arc_release(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is used by inline asm
define void @asm_use() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  call void asm sideeffect "", "r,~{memory}"(ptr %s) nounwind
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %o)
  ret void
}
