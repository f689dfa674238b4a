; A count observer's first argument is the object it observes, which is no escape. An object
; passed as another argument of an observer (arc_count declared with more parameters: a function
; named like an observer is one whatever its type) is an ordinary call's argument: a callee that
; may keep it makes it escape.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @arc_count(ptr, ptr) nounwind

; CHECK-LABEL: define i64 @observed(
; CHECK: call ptr @arc_alloc_local(
; REMARK-DAG: object 'o' is thread-local
define i64 @observed() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %n = call i64 @arc_count(ptr %o, ptr null)
  call void @arc_release(ptr %o)
  ret i64 %n
}

; CHECK-LABEL: define i64 @second_argument(
; CHECK: call ptr @arc_alloc(
; REMARK-DAG: object 'p' stays shared: it is passed to arc_count()
define i64 @second_argument(ptr %q) {
entry:
  %p = call ptr @arc_alloc(i64 8, ptr null)
  %n = call i64 @arc_count(ptr %q, ptr %p)
  call void @arc_release(ptr %p)
  ret i64 %n
}
