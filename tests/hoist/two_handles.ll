; Two handles in one loop are decided separately; the retain's return value (it returns its
; argument) is replaced by the handle wherever it was used.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use2(ptr, ptr) nounwind
declare void @consume(ptr) nounwind

; Fires for both; use2 now gets the handles themselves.
; CHECK-LABEL: define i64 @both(
; CHECK: entry:
; CHECK-DAG: call ptr @arc_retain(ptr %a)
; CHECK-DAG: call ptr @arc_retain(ptr %b)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: call i64 @use2(ptr %a, ptr %b)
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-DAG: call void @arc_release(ptr %a)
; CHECK-DAG: call void @arc_release(ptr %b)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop
; REMARK-DAG: hoisted retain/release of 'b' out of the loop
define i64 @both(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sa = call ptr @arc_retain(ptr %a)
  %sb = call ptr @arc_retain(ptr %b)
  %u = call i64 @use2(ptr %sa, ptr %sb)
  call void @arc_release(ptr %sb)
  call void @arc_release(ptr %sa)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; One fires, one refuses: %b's copy is consumed every iteration.
; CHECK-LABEL: define i64 @one_of_two(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %a)
; CHECK: loop:
; CHECK: [[SB:%.*]] = call ptr @arc_retain(ptr %b)
; CHECK: call i64 @use2(ptr %a, ptr [[SB]])
; CHECK: call void @consume(ptr [[SB]])
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %a)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop
; REMARK-DAG: retain of 'b' not hoisted (H3): the loop never releases it
define i64 @one_of_two(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sa = call ptr @arc_retain(ptr %a)
  %sb = call ptr @arc_retain(ptr %b)
  %u = call i64 @use2(ptr %sa, ptr %sb)
  call void @consume(ptr %sb)
  call void @arc_release(ptr %sa)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}
