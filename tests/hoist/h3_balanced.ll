; H3: on every path through one iteration the handle is retained once and released once after
; it, with no exit in between unless every path reaches that exit with exactly the retain
; outstanding (it releases it, or takes it out of the loop: handed over); a retained copy that
; is stored (handed to memory that then owns it) is not a pair.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Copies that nest (two retains outstanding at once) are refused first unless pairs may be
; deleted; under arc-elide<delete-pairs> the exits' own rule decides:
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<delete-pairs>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NESTING

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare i64 @use2(ptr) nounwind
declare void @consume(ptr) nounwind

; Fires: retained before a branch, released in both arms.
; CHECK-LABEL: define i64 @release_in_both_arms(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NOT: @arc_
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in release_in_both_arms(): 2 atomic operations per iteration removed
define i64 @release_in_both_arms(ptr %h, i64 %n, i1 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  br i1 %p, label %then, label %else
then:
  %a = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  br label %latch
else:
  %b = call i64 @use2(ptr %s)
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %u = phi i64 [ %a, %then ], [ %b, %else ]
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: released in one arm only; the other arm hands its count elsewhere.
; CHECK-LABEL: define i64 @release_in_one_arm(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is not released exactly once on every path through the iteration
define i64 @release_in_one_arm(ptr %h, i64 %n, i1 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  br i1 %p, label %then, label %else
then:
  call void @arc_release(ptr %s)
  br label %latch
else:
  call void @consume(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Refuses: the retained copy is stored to memory.
; CHECK-LABEL: define void @stored_copy(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): the retained copy is stored to memory, which then owns it
define void @stored_copy(ptr %h, ptr %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %slot = getelementptr ptr, ptr %out, i64 %i
  store ptr %s, ptr %slot
  call void @arc_release(ptr %h)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses: a consumed retain (no release in the loop at all).
; CHECK-LABEL: define void @consumed_retain(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain of 'h' not hoisted (H3): the loop never releases it
define void @consumed_retain(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @consume(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses: the loop can exit (break) between the retain and its release.
; CHECK-LABEL: define i64 @exit_between(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): the loop can exit between the retain and its release
define i64 @exit_between(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  %stop = icmp eq i64 %u, 0
  br i1 %stop, label %exit, label %latch
latch:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Fires (hand-over): the early exit takes the iteration's copy out of the loop (returned to the
; caller, who owns it) and has no release of its own. Every path reaches it with exactly that
; reference outstanding, so the hoisted reference leaves the loop there in its place and
; nothing is inserted there; the normal exit gets the release.
; CHECK-LABEL: define ptr @exit_hands_over(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: found:
; CHECK-NEXT: ret ptr %h
; CHECK: done:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NEXT: ret ptr null
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in exit_hands_over(): 2 atomic operations per iteration removed
define ptr @exit_hands_over(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  %stop = icmp eq i64 %u, 0
  br i1 %stop, label %found, label %latch
latch:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %done
found:
  ret ptr %s
done:
  ret ptr null
}

; Refuses: the early exit takes two references out of the loop; one hoisted pair holds one.
; CHECK-LABEL: define void @exit_hands_over_two(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is retained again while a copy is outstanding: one hoisted reference would be fewer than the source holds (arc-elide<delete-pairs> allows it){{.*}}exit_hands_over_two
; NESTING-DAG: retain/release of 'h' not hoisted (H3): the loop can exit between the retain and its release{{.*}}exit_hands_over_two
define void @exit_hands_over_two(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %t = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  %stop = icmp eq i64 %u, 0
  br i1 %stop, label %found, label %latch
latch:
  call void @arc_release(ptr %t)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %done
found:
  call void @consume(ptr %s)
  call void @consume(ptr %t)
  ret void
done:
  ret void
}

; Fires: the early exit releases the copy itself. That release stays as the exit's release; the
; latch's release goes, and the normal exit gets a new one.
; CHECK-LABEL: define i64 @exit_with_release(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: break:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in exit_with_release(): 2 atomic operations per iteration removed
define i64 @exit_with_release(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  %stop = icmp eq i64 %u, 0
  br i1 %stop, label %break, label %latch
break:
  call void @arc_release(ptr %s)
  br label %early
latch:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
early:
  ret i64 -1
exit:
  ret i64 %i
}

; Refuses: an exit block entered both with the copy outstanding and without it.
; CHECK-LABEL: define i64 @exit_mixed(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): the loop can exit between the retain and its release
define i64 @exit_mixed(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  %stop = icmp eq i64 %u, 0
  br i1 %stop, label %exit, label %latch
latch:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret i64 %i
}

; Fires (H3 refinement "carried", tests/hoist/h3_carried.ll): released before it is retained, a
; reference carried across iterations; the loop's calls go, the ones around it stay.
; CHECK-LABEL: define void @carried_copy(
; CHECK: entry:
; CHECK-NEXT: %first = call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in carried_copy(): the reference it carries across the back edge stays held
define void @carried_copy(ptr %h, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %h)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @arc_release(ptr %h)
  %s = call ptr @arc_retain(ptr %h)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}

; Refuses: released twice before it is retained.
; CHECK-LABEL: define void @released_twice(
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): on some path it is released before it is retained
define void @released_twice(ptr %h, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %h)
  %second = call ptr @arc_retain(ptr %h)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @arc_release(ptr %h)
  call void @arc_release(ptr %h)
  %s = call ptr @arc_retain(ptr %h)
  %t = call ptr @arc_retain(ptr %h)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  call void @arc_release(ptr %h)
  ret void
}

; Copies that nest: two copies of one handle outstanding at once in the iteration. One hoisted
; reference would be one fewer than the source holds between the two retains, a count another
; thread may wait for (docs/pair-elision.md): refused for the arc runtime, hoisted under
; arc-elide<delete-pairs> and for Objective-C, whose pairs may be deleted.
; CHECK-LABEL: define void @nested_copies(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H3): it is retained again while a copy is outstanding: one hoisted reference would be fewer than the source holds (arc-elide<delete-pairs> allows it){{.*}}nested_copies()
; NESTING-DAG: hoisted retain/release of 'h' out of the loop in nested_copies()
define void @nested_copies(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = call ptr @arc_retain(ptr %h)
  %b = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %a)
  call void @arc_release(ptr %b)
  call void @arc_release(ptr %a)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
; The module is Objective-C ARC code (it declares an llvm.objc.* intrinsic, as clang -fobjc-arc's
; output does): objc's ARC rules apply to its objc_retain/objc_release calls.
declare ptr @llvm.objc.retain(ptr) nounwind

; CHECK-LABEL: define void @nested_copies_objc(
; CHECK: loop:
; CHECK-NOT: @objc_re
; CHECK: exit:
; REMARK-DAG: hoisted retain/release of 'h' out of the loop in nested_copies_objc()
define void @nested_copies_objc(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %a = call ptr @objc_retain(ptr %h)
  %b = call ptr @objc_retain(ptr %h)
  %u = call i64 @use(ptr %a)
  call void @objc_release(ptr %b)
  call void @objc_release(ptr %a)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
