; Escape route, by name: pthread_create starts a thread with its argument whatever its
; declaration says. Here the declaration claims nocapture and nosync for every parameter (it
; lies); the object still stays SHARED, because thread starters are recognised by name first.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i32 @pthread_create(ptr nocapture, ptr nocapture, ptr nocapture, ptr nocapture) nounwind nosync
declare ptr @worker(ptr)

; CHECK-LABEL: define i32 @spawn(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is handed to another thread by pthread_create()
define i32 @spawn(ptr %tid) {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %r = call i32 @pthread_create(ptr %tid, ptr null, ptr @worker, ptr %o)
  call void @arc_release(ptr %o)
  ret i32 %r
}
