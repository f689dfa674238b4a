; H3, carried references (docs/rules/h3-balance.md): a rotated loop that releases the previous
; iteration's copy and retains the next (`release(s); s = retain(p);`) holds one reference across
; its back edge, the one it was entered with. When every path through an iteration releases that
; reference at most once and retains it back before the back edge or an exit, the loop's calls
; are deleted and nothing is inserted: the reference stays held for the whole loop.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -pass-remarks-analysis=arc-elide -S %s -o - \
; RUN:   2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @arc_count(ptr) nounwind
declare i64 @use(ptr) nounwind willreturn
declare void @checkpoint() nounwind
declare void @work(ptr) nounwind willreturn
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind

; Fires: `s = retain(p); for (...) { use(s); release(s); s = retain(p); } release(s);` after
; clang -O2 (the released copy is a phi of the retains). Nothing is inserted: the preheader keeps
; its retain, the exit its release, and the phi takes p where the deleted retain was.
; CHECK-LABEL: define i64 @rotated(
; CHECK: entry:
; CHECK-NEXT: %first = call ptr @arc_retain(ptr %p)
; CHECK-NOT: @arc_
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: %s = phi ptr [ %p, %loop ], [ %first, %loop.preheader ]
; CHECK-NOT: @arc_
; CHECK: {{^}}exit:
; CHECK-NEXT: %last = phi ptr [ %first, %entry ], [ %p, %exit.loopexit ]
; CHECK-NEXT: %r = phi
; CHECK-NEXT: call void @arc_release(ptr %last)
; CHECK-NOT: @arc_
; CHECK: ret i64
; REMARK-DAG: hoisted retain/release of 'p' out of the loop in rotated(): the reference it carries across the back edge stays held for the whole loop, 2 atomic operations per iteration removed (arc runtime)
define i64 @rotated(ptr %p, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %p)
  %any = icmp sgt i64 %n, 0
  br i1 %any, label %loop, label %exit
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi ptr [ %first, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %u = call i64 @use(ptr %s)
  %acc.next = add i64 %acc, %u
  call void @arc_release(ptr %s)
  %next = call ptr @arc_retain(ptr %p)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %last = phi ptr [ %first, %entry ], [ %next, %loop ]
  %r = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  call void @arc_release(ptr %last)
  ret i64 %r
}

; Fires: ObjCARC's test62 after rotation (retain at the top, release on the way back and at the
; exit), with Objective-C's entries.
; CHECK-LABEL: define void @test62_rotated(
; CHECK: entry:
; CHECK-NEXT: call ptr @objc_retain(ptr %x)
; CHECK: loop:
; CHECK-NOT: @objc_
; CHECK: exit:
; CHECK-NEXT: call void @objc_release(ptr %x)
; REMARK-DAG: hoisted retain/release of 'x' out of the loop in test62_rotated(): the reference it carries across the back edge stays held for the whole loop, 2 atomic operations per iteration removed (objc runtime)
define void @test62_rotated(ptr %x, ptr %p) {
entry:
  call ptr @objc_retain(ptr %x)
  br label %loop
loop:
  %q = load i1, ptr %p
  br i1 %q, label %loop.more, label %exit
loop.more:
  call void @objc_release(ptr %x)
  call ptr @objc_retain(ptr %x)
  br label %loop
exit:
  call void @objc_release(ptr %x)
  ret void
}

; Fires: the release and the next retain both under a condition (balanced on both paths).
; CHECK-LABEL: define void @conditional_both(
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; REMARK-DAG: hoisted retain/release of 'p' out of the loop in conditional_both(): the reference it carries across the back edge stays held for the whole loop, 0 to 2 atomic operations per iteration removed (arc runtime)
define void @conditional_both(ptr %p, i64 %n, ptr %flags) {
entry:
  %first = call ptr @arc_retain(ptr %p)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi ptr [ %first, %entry ], [ %s.next, %latch ]
  %fa = getelementptr i1, ptr %flags, i64 %i
  %f = load i1, ptr %fa
  br i1 %f, label %swap, label %latch
swap:
  call void @arc_release(ptr %s)
  %fresh = call ptr @arc_retain(ptr %p)
  br label %latch
latch:
  %s.next = phi ptr [ %fresh, %swap ], [ %s, %loop ]
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %s.next)
  ret void
}

; Refuses: the retained object is not the released one (q before the loop, p in it): the first
; iteration releases q, and there is no one reference the loop holds throughout.
; CHECK-LABEL: define void @different_object(
; CHECK: loop:
; CHECK: call void @arc_release(ptr %s)
; CHECK: call ptr @arc_retain(ptr %p)
; REMARK-DAG: release of 's' not hoisted (H2): the handle is computed in the loop, so it may be a different object in different iterations
; REMARK-DAG: retain of 'p' not hoisted (H3): the loop never releases it
define void @different_object(ptr %p, ptr %q, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %q)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi ptr [ %next, %loop ], [ %first, %entry ]
  call void @arc_release(ptr %s)
  %next = call ptr @arc_retain(ptr %p)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %next)
  ret void
}

; Refuses: a second reference taken while the carried one is held (release the carried copy,
; retain twice, work with one and release it; H9 leaves the pair around @work, which may
; release anything): the rewritten count would be one lower than the source's
; between the two retains and the release.
; CHECK-LABEL: define void @held_twice(
; CHECK: loop:
; CHECK: call void @arc_release(ptr %s)
; CHECK: call ptr @arc_retain(ptr %p)
; REMARK-DAG: retain/release of 'p' not hoisted (H3): it is released before it is retained, and retained again while the reference carried into the iteration may still be held
define void @held_twice(ptr %p, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %p)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi ptr [ %first, %entry ], [ %b, %loop ]
  call void @arc_release(ptr %s)
  %a = call ptr @arc_retain(ptr %p)
  %b = call ptr @arc_retain(ptr %p)
  call void @work(ptr %a)
  call void @arc_release(ptr %a)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %b)
  ret void
}

; Refuses: only the release is conditional; on the path that skips it the retain takes a second
; reference while the carried one is held (neither an ordinary pair nor the rotated form: the
; remark gives the first reason, the ordinary pair's).
; CHECK-LABEL: define void @conditional_release(
; CHECK: swap:
; CHECK-NEXT: call void @arc_release(ptr %s)
; CHECK: latch:
; CHECK: call ptr @arc_retain(ptr %p)
; REMARK-DAG: retain/release of 'p' not hoisted (H3): it is not released exactly once on every path through the iteration (arc runtime; the loop in conditional_release())
define void @conditional_release(ptr %p, i64 %n, ptr %flags) {
entry:
  %first = call ptr @arc_retain(ptr %p)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi ptr [ %first, %entry ], [ %fresh, %latch ]
  %fa = getelementptr i1, ptr %flags, i64 %i
  %f = load i1, ptr %fa
  br i1 %f, label %swap, label %latch
swap:
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %fresh = call ptr @arc_retain(ptr %p)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %fresh)
  ret void
}

; Refuses: the loop can exit after the release, before the next retain (break with nothing held).
; CHECK-LABEL: define void @exit_after_release(
; CHECK: loop:
; CHECK-NEXT: %s = phi
; CHECK-NEXT: call void @arc_release(ptr %s)
; REMARK-DAG: retain/release of 'p' not hoisted (H3): it is released before it is retained, and the loop can exit between the release and the next retain
define void @exit_after_release(ptr %p, ptr %stop) {
entry:
  %first = call ptr @arc_retain(ptr %p)
  br label %loop
loop:
  %s = phi ptr [ %first, %entry ], [ %next, %more ]
  call void @arc_release(ptr %s)
  %done = load i1, ptr %stop
  br i1 %done, label %exit, label %more
more:
  %next = call ptr @arc_retain(ptr %p)
  br label %loop
exit:
  ret void
}

; Refuses: a count observer in the loop (H4) would see one more reference between the release and
; the retain.
; CHECK-LABEL: define i64 @observer_in_loop(
; CHECK: loop:
; CHECK: call void @arc_release(ptr %s)
; CHECK: call i64 @arc_count(ptr %p)
; REMARK-DAG: retain/release of 'p' not hoisted (H4): the loop reads its count with arc_count()
define i64 @observer_in_loop(ptr %p, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %p)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi ptr [ %first, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  call void @arc_release(ptr %s)
  %k = call i64 @arc_count(ptr %p)
  %acc.next = add i64 %acc, %k
  %next = call ptr @arc_retain(ptr %p)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %next)
  ret i64 %acc.next
}

; Refuses: a call that may not return (longjmp, exit, pthread_exit) between the release and the
; next retain: leaving there, the source holds nothing and the loop would strand its reference.
; H8 counts the call as a way out and the call reads what a destructor may write.
; CHECK-LABEL: define void @may_not_return_between(
; CHECK: call void @arc_release(ptr %s)
; CHECK-NEXT: call void @checkpoint()
; REMARK-DAG: retain/release of 'p' not hoisted (H8): the call to checkpoint() after the release may see what a destructor writes
define void @may_not_return_between(ptr %p, i64 %n) {
entry:
  %first = call ptr @arc_retain(ptr %p)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi ptr [ %first, %entry ], [ %next, %loop ]
  call void @arc_release(ptr %s)
  call void @checkpoint()
  %next = call ptr @arc_retain(ptr %p)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %next)
  ret void
}

; Refuses: a reloaded handle (release the value loaded from @g, retain the value loaded again):
; whether the second load reads the released object depends on that release not being the last
; one, which is what would have to be shown. The carried form takes handles defined outside the
; loop only.
@g = global ptr null
; CHECK-LABEL: define void @reloaded(
; CHECK: loop:
; CHECK: call void @arc_release(
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'g' not hoisted (H3): on some path it is released before it is retained
define void @reloaded(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %old = load ptr, ptr @g
  call void @arc_release(ptr %old)
  %new = load ptr, ptr @g
  %r = call ptr @arc_retain(ptr %new)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; H7: an endless rotated loop of a mustprogress function keeps a side effect once its calls go.
; CHECK-LABEL: define void @endless_rotated(
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: call void @llvm.sideeffect()
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %p)
; REMARK-DAG: (H7) the loop in endless_rotated() has no side effect left
define void @endless_rotated(ptr %p, i64 %x) mustprogress {
entry:
  %first = call ptr @arc_retain(ptr %p)
  %start = or i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %i.next, %loop ]
  call void @arc_release(ptr %p)
  call ptr @arc_retain(ptr %p)
  %i.next = add i64 %i, 2
  %c = icmp ne i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %p)
  ret void
}
