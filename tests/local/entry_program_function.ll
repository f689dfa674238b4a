; The local entries are found by name: a program's own internal fastcc function named
; arc_release_local is not the runtime's entry (called with the C convention, LLVM would turn the
; calls into unreachable). The allocation and retain still become local (their entries are
; fine); each release stays generic, with a missed remark naming the symbol.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @unrelated_work() nounwind

define internal fastcc void @arc_release_local(ptr %p) {
  ret void
}

; CHECK-LABEL: define void @f(
; CHECK: %o = call ptr @arc_alloc_local(
; CHECK: call ptr @arc_retain_local(ptr %o)
; CHECK: call void @arc_release(ptr %o)
; CHECK: call void @arc_release(ptr %o)
; CHECK-NOT: call {{.*}}@arc_release_local
; REMARK-DAG: release of 'o' stays atomic: the module's 'arc_release_local' is its own function (not external), not the runtime's entry
; REMARK-DAG: object 'o' is thread-local: 1 atomic operation made plain
define void @f() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %r = call ptr @arc_retain(ptr %o)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %o)
  call void @arc_release(ptr %o)
  call fastcc void @arc_release_local(ptr null)
  ret void
}
