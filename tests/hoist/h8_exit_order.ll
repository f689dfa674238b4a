; H8 refinement "exit order": with several handles hoisted from one loop, each exit gets their
; releases in the order the loop releases them, so a destructor that reads another hoisted object
; sees it alive (or freed) as in the source. Handles whose releases run in no one order on every
; path are refused (the later one). The plain and the lazy rewrite both keep the order.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind

; Fires: a released before b; the exit releases a, then b (nested in the other order: b, then a).
; CHECK-LABEL: define void @a_then_b(
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %a)
; CHECK-NEXT: call void @arc_release(ptr %b)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in a_then_b()
; REMARK-DAG: hoisted retain/release of 'b' out of the loop in a_then_b()
define void @a_then_b(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @arc_retain(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %u = call i64 @use(ptr %ra)
  %v = call i64 @use(ptr %rb)
  call void @arc_release(ptr %ra)
  call void @arc_release(ptr %rb)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @b_then_a(
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %b)
; CHECK-NEXT: call void @arc_release(ptr %a)
define void @b_then_a(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @arc_retain(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %u = call i64 @use(ptr %ra)
  %v = call i64 @use(ptr %rb)
  call void @arc_release(ptr %rb)
  call void @arc_release(ptr %ra)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses one: on one path a is released first, on the other b. The exit can keep only one order.
; CHECK-LABEL: define void @either_order(
; CHECK: l:
; CHECK: call void @arc_release(
; REMARK-DAG: not hoisted (H8): its release and the release of {{.*}} do not run in one order on every path through the loop
define void @either_order(ptr %a, ptr %b, i64 %n, i1 %f) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %ra = call ptr @arc_retain(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %u = call i64 @use(ptr %ra)
  br i1 %f, label %l, label %r
l:
  call void @arc_release(ptr %ra)
  call void @arc_release(ptr %rb)
  br label %latch
r:
  call void @arc_release(ptr %rb)
  call void @arc_release(ptr %ra)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: three handles released in the order c, a, b: the exit keeps it.
; CHECK-LABEL: define void @three(
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %c)
; CHECK-NEXT: call void @arc_release(ptr %a)
; CHECK-NEXT: call void @arc_release(ptr %b)
define void @three(ptr %a, ptr %b, ptr %c, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @arc_retain(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %rc = call ptr @arc_retain(ptr %c)
  %u = call i64 @use(ptr %ra)
  call void @arc_release(ptr %rc)
  call void @arc_release(ptr %ra)
  call void @arc_release(ptr %rb)
  %i.next = add i64 %i, 1
  %cmp = icmp slt i64 %i.next, %n
  br i1 %cmp, label %loop, label %exit
exit:
  ret void
}
