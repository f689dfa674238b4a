; Loops are taken innermost first, then outward: a nest ends with one pair around the outermost
; loop in which the handle is still invariant and the retain still sure to run.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind

; Fires twice: out of the inner loop, then out of the outer one.
; CHECK-LABEL: define i64 @nest(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: outer:
; CHECK-NOT: @arc_
; CHECK: {{^}}done:
; CHECK-NEXT: call void @arc_release(ptr %h)
; CHECK-NOT: @arc_
; REMARK: hoisted retain/release of 'h' out of the loop in nest(): 2 atomic operations per iteration removed
; REMARK-NEXT: hoisted retain/release of 'h' out of the loop in nest(): 2 atomic operations per iteration removed
define i64 @nest(ptr %h, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i.next = add i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %outer, label %done
done:
  ret i64 %u
}

; Fires twice: the inner loop is guarded (it may run zero times), so its preheader is not sure
; to run in every outer iteration (H5). The outer loop takes the pair lazily (lazy_hoist.ll):
; the retain stays in the inner preheader behind a flag, one release at the outer exit if held.
; CHECK-LABEL: define i64 @guarded_inner(
; CHECK: inner.pre:
; CHECK-NEXT: [[HELD:%.*]] = load i1, ptr %arc.held
; CHECK: arc.retain.first:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: inner.exit:
; CHECK-NOT: @arc_
; CHECK: {{^}}done:
; CHECK-NEXT: load i1, ptr %arc.held
; CHECK: arc.release.held:
; CHECK: call void @arc_release(
; REMARK: hoisted retain/release of 'h' out of the loop in guarded_inner(): 2 atomic operations per iteration removed
; REMARK-NEXT: hoisted retain/release of 'h' out of the loop in guarded_inner() on first use: retained when its inner loop first runs, released once at the loop's exits
define i64 @guarded_inner(ptr %h, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %guard = icmp sgt i64 %m, 0
  br i1 %guard, label %inner.pre, label %outer.latch
inner.pre:
  br label %inner
inner:
  %j = phi i64 [ 0, %inner.pre ], [ %j.next, %inner ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %inner.exit
inner.exit:
  br label %outer.latch
outer.latch:
  %i.next = add i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %outer, label %done
done:
  ret i64 %i
}

; Fires once: the inner handle changes with the outer loop (a row of a matrix), so after the
; inner hoist it is not invariant in the outer loop.
; CHECK-LABEL: define i64 @row_handles(
; CHECK: outer:
; CHECK: [[ROW:%.*]] = load ptr, ptr %slot
; CHECK-NEXT: call ptr @arc_retain(ptr [[ROW]])
; REMARK: hoisted retain/release of 'slot' out of the loop
; REMARK-NEXT: retain/release of 'slot' not hoisted (H2): the address it is loaded from changes in the loop
define i64 @row_handles(ptr noalias %rows, i64 %n, i64 %m) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %outer.latch ]
  %slot = getelementptr ptr, ptr %rows, i64 %i
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %row = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %row)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %j.next = add i64 %j, 1
  %cj = icmp slt i64 %j.next, %m
  br i1 %cj, label %inner, label %outer.latch
outer.latch:
  %i.next = add i64 %i, 1
  %ci = icmp slt i64 %i.next, %n
  br i1 %ci, label %outer, label %done
done:
  ret i64 %i
}
