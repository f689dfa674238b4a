; Escape route: the object is the argument of pthread_create, so the new thread runs with it.
; Recognised by name, in any argument position (here the attribute slot, which is odd but legal).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i32 @pthread_create(ptr, ptr, ptr, ptr) nounwind
declare ptr @worker(ptr)

; CHECK-LABEL: define i32 @spawn(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is handed to another thread by pthread_create()
define i32 @spawn(ptr %tid) {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  %r = call i32 @pthread_create(ptr %tid, ptr null, ptr @worker, ptr %s)
  call void @arc_release(ptr %o)
  ret i32 %r
}

; CHECK-LABEL: define i32 @spawn_attr_position(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'a' stays shared: it is handed to another thread by pthread_create()
define i32 @spawn_attr_position(ptr %tid) {
entry:
  %a = call ptr @arc_alloc(i64 64, ptr null)
  %r = call i32 @pthread_create(ptr %tid, ptr %a, ptr @worker, ptr null)
  call void @arc_release(ptr %a)
  ret i32 %r
}
