; Escape route: the object is stored into another object's payload (here one passed in, which
; other threads may hold). It stays SHARED; the missed remark names the store.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

; CHECK-LABEL: define void @into_parent(
; CHECK: %child = call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(ptr %child)
; CHECK: call void @arc_release(ptr %child)
; REMARK: object 'child' stays shared: it is stored to memory that other code may read
define void @into_parent(ptr %parent) {
entry:
  %child = call ptr @arc_alloc(i64 16, ptr null)
  %s = call ptr @arc_retain(ptr %child)
  %field = getelementptr inbounds i8, ptr %parent, i64 8
  store ptr %s, ptr %field
  call void @arc_release(ptr %child)
  ret void
}
