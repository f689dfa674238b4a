; Escape route: the parameter is nocapture, but the callee is not nosync: while it runs it may
; hand the payload's address to another thread and wait for it (nocapture only promises that no
; copy outlives the call). The same callee with nosync is no escape (second function).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek_sync(ptr nocapture) nounwind
declare i64 @peek(ptr nocapture) nounwind nosync

; CHECK-LABEL: define i64 @not_nosync(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'o' stays shared: it is passed to peek_sync(), which may synchronise with other threads (not nosync)
define i64 @not_nosync() {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %o)
  %v = call i64 @peek_sync(ptr %s)
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %o)
  ret i64 %v
}

; The attributes may also sit on the call site.
; CHECK-LABEL: define i64 @nosync_call_site(
; CHECK: call ptr @arc_alloc_local(
; CHECK: call ptr @arc_retain_local(
; REMARK: object 'p' is thread-local: 3 atomic operations made plain
define i64 @nosync_call_site() {
entry:
  %p = call ptr @arc_alloc(i64 8, ptr null)
  %s = call ptr @arc_retain(ptr %p)
  %v = call i64 @peek_sync(ptr %s) nosync
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %p)
  ret i64 %v
}
