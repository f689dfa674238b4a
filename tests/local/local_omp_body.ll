; Fires in a parallel loop: an object allocated inside an OpenMP outlined body and used only
; there belongs to the thread running that iteration, even though every thread of the team runs
; the body. (What the body receives from the fork, here the shared handle, is not touched: it is
; not allocated in the body, and its pair is hoisted out of the body's loop.)
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr nocapture) nounwind nosync
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind

define void @parent(ptr %obj, i64 %n) {
entry:
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @body, ptr %obj, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @body(
; CHECK: entry:
; CHECK-NEXT: {{.*}}call ptr @arc_retain(ptr %shared)
; CHECK: loop:
; CHECK: %o = call ptr @arc_alloc_local(
; CHECK: %s = call ptr @arc_retain_local(ptr %o)
; CHECK: call void @arc_release_local(ptr %s)
; CHECK: call void @arc_release_local(ptr %o)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %shared)
; REMARK-DAG: object 'o' is thread-local: 3 atomic operations per iteration made plain
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop in body(): 2 atomic operations per iteration removed
define internal void @body(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = call ptr @arc_retain(ptr %shared)
  %o = call ptr @arc_alloc(i64 8, ptr null)
  store i64 %i, ptr %o
  %s = call ptr @arc_retain(ptr %o)
  %v = call i64 @peek(ptr %s)
  %w = call i64 @peek(ptr %h)
  call void @arc_release(ptr %s)
  call void @arc_release(ptr %o)
  call void @arc_release(ptr %h)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
