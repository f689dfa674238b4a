; Every refusal that a change to the source could lift says which change ("; to hoist it, ..."),
; and only a change that would make the pass hoist; a refusal no source change lifts (the handle is
; another object in each iteration) has no hint.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks-missed=arc-elide \
; RUN:   -disable-output %s 2>&1 | FileCheck %s
; The hint lifts the refusal: the same loops rewritten as the hints say are hoisted.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -disable-output %S/Inputs/refusal_hints_applied.ll 2>&1 \
; RUN:   | FileCheck %S/Inputs/refusal_hints_applied.ll --check-prefix=APPLIED

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)
declare void @progress(i64) nounwind
declare i64 @arc_count(ptr) nounwind
declare ptr @nth(i64) nounwind willreturn memory(none)

; CHECK: not hoisted (H8): the call to progress() after the release may see what a destructor writes{{.*}}; to hoist it, move progress() before the release
define void @window(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  call void @progress(i64 %i)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK: not hoisted (H4): the loop reads its count with arc_count(){{.*}}; to hoist it, move the count check out of the loop
define i64 @observer(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %k = call i64 @arc_count(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %k
}

; CHECK: not hoisted (H5): no retain of it runs on every entry to the loop{{.*}}; to hoist it, retain it at the top of the iteration, before any call that may not return
define void @not_every_entry(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @progress(i64 %i)
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CHECK: not hoisted (H2): the handle is computed in the loop, so it may be a different object in different iterations
; CHECK-NOT: to hoist it
; CHECK-SAME: {{\)$}}
define void @changes(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %o = call ptr @nth(i64 %i)
  %s = call ptr @arc_retain(ptr %o)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
