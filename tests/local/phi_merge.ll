; Phis, selects and private slots that merge copies: the object stays LOCAL when no copy escapes,
; but a call becomes a local entry only when every value its handle can hold is a thread-local
; object (or NULL). A merge with any other pointer keeps its calls generic: the generic entries
; are correct on a LOCAL object, and the other pointer may be SHARED.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr nocapture) nounwind nosync
declare void @unrelated_work() nounwind
@g = global ptr null

; A phi of the object and an unknown pointer: the calls on the phi stay generic, those on the
; object itself become local.
; CHECK-LABEL: define void @merge_unknown(
; CHECK: %o = call ptr @arc_alloc_local(
; CHECK: call ptr @arc_retain_local(ptr %o)
; CHECK: join:
; CHECK-NEXT: %m = phi ptr
; CHECK-NEXT: call ptr @arc_retain(ptr %m)
; CHECK-NEXT: call void @unrelated_work()
; CHECK-NEXT: call i64 @peek(ptr %m)
; CHECK-NEXT: call void @arc_release(ptr %m)
; CHECK-NEXT: call void @arc_release_local(ptr %o)
; REMARK-DAG: object 'o' is thread-local: 2 atomic operations made plain
define void @merge_unknown(ptr %other, i1 %c) {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null)
  %r = call ptr @arc_retain(ptr %o)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %m = phi ptr [ %r, %entry ], [ %other, %then ]
  %s = call ptr @arc_retain(ptr %m)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  %v = call i64 @peek(ptr %m)
  call void @arc_release(ptr %m)
  call void @arc_release(ptr %o)
  ret void
}

; A phi of two thread-local objects: its calls are local too.
; CHECK-LABEL: define void @merge_two_local(
; CHECK: call ptr @arc_alloc_local(
; CHECK: call ptr @arc_alloc_local(
; CHECK: join:
; CHECK-NEXT: %m = phi ptr
; CHECK-NEXT: call ptr @arc_retain_local(ptr %m)
; CHECK-NEXT: call void @unrelated_work()
; CHECK-NEXT: call void @arc_release_local(ptr %m)
; REMARK-DAG: object 'a' is thread-local: 3 atomic operations made plain
; REMARK-DAG: object 'b' is thread-local: 3 atomic operations made plain
define void @merge_two_local(i1 %c) {
entry:
  %a = call ptr @arc_alloc(i64 8, ptr null)
  %b = call ptr @arc_alloc(i64 8, ptr null)
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %m = phi ptr [ %a, %entry ], [ %b, %then ]
  %s = call ptr @arc_retain(ptr %m)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %m)
  call void @arc_release(ptr %a)
  call void @arc_release(ptr %b)
  ret void
}

; A select of a thread-local object and one that escapes: the escaping one stays SHARED, so the
; select's calls stay generic; the local one is still LOCAL.
; CHECK-LABEL: define void @merge_escaping(
; CHECK: %l = call ptr @arc_alloc_local(
; CHECK: %e = call ptr @arc_alloc(
; CHECK: %m = select i1 %c, ptr %l, ptr %e
; CHECK-NEXT: call ptr @arc_retain(ptr %m)
; CHECK-NEXT: call void @unrelated_work()
; CHECK-NEXT: call void @arc_release(ptr %m)
; CHECK-NEXT: call void @arc_release_local(ptr %l)
; REMARK-DAG: object 'l' is thread-local: 1 atomic operation made plain
; REMARK-DAG: object 'e' stays shared: it is stored to memory that other code may read
define void @merge_escaping(i1 %c) {
entry:
  %l = call ptr @arc_alloc(i64 8, ptr null)
  %e = call ptr @arc_alloc(i64 8, ptr null)
  store ptr %e, ptr @g
  %m = select i1 %c, ptr %l, ptr %e
  %s = call ptr @arc_retain(ptr %m)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %m)
  call void @arc_release(ptr %l)
  ret void
}

; ... but when the merged value escapes, every object it may hold escapes with it.
; CHECK-LABEL: define void @merge_then_escape(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK-DAG: object 'x' stays shared: it is stored to memory that other code may read
; REMARK-DAG: object 'y' stays shared: it is stored to memory that other code may read
define void @merge_then_escape(i1 %c) {
entry:
  %x = call ptr @arc_alloc(i64 8, ptr null)
  %y = call ptr @arc_alloc(i64 8, ptr null)
  %m = select i1 %c, ptr %x, ptr %y
  store ptr %m, ptr @g
  ret void
}

; A loop-carried handle: each iteration replaces the previous object with a new one. The phi
; rests on itself and on thread-local objects only: every call is local.
; CHECK-LABEL: define void @carried(
; CHECK: %first = call ptr @arc_alloc_local(
; CHECK: loop:
; CHECK: %cur = phi ptr
; CHECK: call i64 @peek(ptr %cur)
; CHECK-NEXT: %next = call ptr @arc_alloc_local(
; CHECK-NEXT: call void @arc_release_local(ptr %cur)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release_local(ptr %next)
; REMARK-DAG: object 'first' is thread-local: 1 atomic operation made plain
; REMARK-DAG: object 'next' is thread-local: 2 atomic operations per iteration made plain
define void @carried(i64 %n) {
entry:
  %first = call ptr @arc_alloc(i64 8, ptr null)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %cur = phi ptr [ %first, %entry ], [ %next, %loop ]
  %v = call i64 @peek(ptr %cur)
  %next = call ptr @arc_alloc(i64 8, ptr null)
  call void @arc_release(ptr %cur)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %next)
  ret void
}

; A private slot that holds the object on one path and an unknown pointer on the other: the
; object is still LOCAL, but the reloaded handle's calls stay generic.
; CHECK-LABEL: define void @slot_merge(
; CHECK: %o = call ptr @arc_alloc_local(
; CHECK: %h = load ptr, ptr %slot
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK-NEXT: call void @unrelated_work()
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NEXT: call void @arc_release_local(ptr %o)
; REMARK-DAG: object 'o' is thread-local: 1 atomic operation made plain
define void @slot_merge(ptr %other, i1 %c) {
entry:
  %slot = alloca ptr
  %o = call ptr @arc_alloc(i64 8, ptr null)
  store ptr %o, ptr %slot
  br i1 %c, label %then, label %join
then:
  store ptr %other, ptr %slot
  br label %join
join:
  %h = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %h)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %h)
  call void @arc_release(ptr %o)
  ret void
}
