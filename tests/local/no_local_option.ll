; arc-elide<no-local> turns the thread-local rewrite off: the object stays SHARED, with no remark.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<no-local>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks \
; RUN:   | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK --allow-empty < %t.remarks
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<no-hoist>' -verify-each -S %s -o - \
; RUN:   | FileCheck %s --check-prefix=NOHOIST

declare ptr @arc_alloc(i64, ptr) nounwind
declare void @arc_release(ptr) nounwind

; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK-NOT: thread-local
; NOHOIST: call ptr @arc_alloc_local(
define void @f() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  call void @arc_release(ptr %o)
  ret void
}
