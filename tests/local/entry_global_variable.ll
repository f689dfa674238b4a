; The local entries are found by name: a program's own variable named arc_alloc_local is not the
; runtime's function. The rewrite is refused with a missed remark naming the symbol, rather than
; declaring a renamed arc_alloc_local.1 that nothing defines (a link error).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

@arc_alloc_local = internal global i32 0

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @unrelated_work() nounwind

; CHECK-NOT: @arc_alloc_local.
; CHECK-LABEL: define void @f(
; CHECK: %o = call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(ptr %o)
; CHECK: call void @arc_release(ptr %o)
; CHECK-NOT: @arc_alloc_local.
; REMARK: object 'o' stays shared: the module's 'arc_alloc_local' is a global variable, not the runtime's function
define void @f() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %r = call ptr @arc_retain(ptr %o)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %o)
  call void @arc_release(ptr %o)
  %v = load i32, ptr @arc_alloc_local
  ret void
}
