; The local entries are found by name: a declaration of arc_retain_local with another type than
; the call's (it returns nothing), or of arc_release_local with another calling convention, cannot
; be called in the generic entry's place: those calls stay generic, with a missed remark naming
; the symbol. The allocation, whose entry is declared right, still becomes local.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; The same module with both entries declared right: every call becomes local.
; RUN: sed -e 's/^declare void @arc_retain_local(ptr)/declare ptr @arc_retain_local(ptr)/' \
; RUN:     -e 's/^declare fastcc void @arc_release_local/declare void @arc_release_local/' %s \
; RUN:   | %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -S -o - \
; RUN:   | FileCheck %s --check-prefix=RIGHT

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @arc_alloc_local(i64, ptr) nounwind
declare void @arc_retain_local(ptr) nounwind
declare fastcc void @arc_release_local(ptr) nounwind
declare void @unrelated_work() nounwind

; CHECK-LABEL: define void @f(
; CHECK: %o = call ptr @arc_alloc_local(
; CHECK: call ptr @arc_retain(ptr %o)
; CHECK: call void @arc_release(ptr %o)
; CHECK: call void @arc_release(ptr %o)
; REMARK-DAG: retain of 'o' stays atomic: the module declares 'arc_retain_local' with another type
; REMARK-DAG: release of 'o' stays atomic: the module declares 'arc_release_local' with another calling convention than the call's
; RIGHT-LABEL: define void @f(
; RIGHT: %o = call ptr @arc_alloc_local(
; RIGHT: call ptr @arc_retain_local(ptr %o)
; RIGHT: call void @arc_release_local(ptr %o)
; RIGHT: call void @arc_release_local(ptr %o)
define void @f() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %r = call ptr @arc_retain(ptr %o)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %o)
  call void @arc_release(ptr %o)
  ret void
}
