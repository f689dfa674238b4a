; Escape route: the object is stored to a global, where any thread may load it. It stays
; SHARED and its retain and release stay atomic; the missed remark names the store.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

@g = global ptr null

; CHECK-LABEL: define void @to_global(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK: call void @arc_release(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is stored to memory that other code may read
define void @to_global() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  store ptr %s, ptr @g
  call void @arc_release(ptr %o)
  ret void
}

; The same by an atomic exchange and a compare-and-swap: the object is the value written.
; CHECK-LABEL: define void @by_atomics(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'x' stays shared: it is stored to memory that other code may read
; REMARK: object 'c' stays shared: it is stored to memory that other code may read
define void @by_atomics() {
entry:
  %x = call ptr @arc_alloc(i64 8, ptr null)
  %old = atomicrmw xchg ptr @g, ptr %x seq_cst
  %c = call ptr @arc_alloc(i64 8, ptr null)
  %pair = cmpxchg ptr @g, ptr null, ptr %c seq_cst seq_cst
  ret void
}
