; What the hoisting remarks claim, checked against what the loops do:
; - the count is of calls one iteration runs (every path, or the range when paths differ; "at
;   least" when some of them sit in a nested loop), not of call sites;
; - "atomic operations" only for a runtime whose retain and release are known to be atomic;
;   CPython's and a custom runtime's are "refcount calls";
; - a lone retain or release is reported as such, not as a pair;
; - without debug info or IR names, the handle is described by where it comes from, and the
;   loop by its function.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<retain=my_ref;release=my_unref;destructors-return>,verify' \
; RUN:   -pass-remarks=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=CUSTOM

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind
declare ptr @my_ref(ptr) nounwind
declare void @my_unref(ptr) nounwind
declare i64 @use(ptr) nounwind readnone
declare void @unrelated_work() nounwind
@sink = global i64 0

; Three call sites, two calls per iteration: retained once, released in one arm or the other.
; CHECK: hoisted retain/release of 'h' out of the loop in two_per_iteration(): 2 atomic operations per iteration removed (arc runtime)
define void @two_per_iteration(ptr %h, i64 %n, i1 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  br i1 %p, label %a, label %b
a:
  call void @arc_release(ptr %s)
  br label %latch
b:
  call void @arc_release(ptr %s)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; One arm does a second pair: 2 calls on one path, 4 on the other.
; CHECK: hoisted retain/release of 'h' out of the loop in two_to_four(): 2 to 4 atomic operations per iteration removed (arc runtime)
define void @two_to_four(ptr %h, i64 %n, i1 %p) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %s)
  br i1 %p, label %again, label %latch
again:
  %t = call ptr @arc_retain(ptr %h)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %t)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; CPython's Py_IncRef/Py_DecRef are plain increments under the GIL: not "atomic".
; CHECK: hoisted retain/release of 'o' out of the loop in cpython_pair(): 2 refcount calls per iteration removed (cpython runtime)
define void @cpython_pair(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @Py_IncRef(ptr %o)
  store i64 %i, ptr @sink ; may write o's count: keeps the pair from H9 (pairs nothing can disturb)
  call void @Py_DecRef(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A custom runtime: the pass cannot know whether it is atomic.
; CUSTOM: hoisted retain/release of 'x' out of the loop in custom_pair(): 2 refcount calls per iteration removed (custom runtime)
define void @custom_pair(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @my_ref(ptr %x)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @my_unref(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A lone release in a loop is no pair: the remark says "release", not "retain/release".
; CHECK: release of 'last' not hoisted (H3): the loop releases it without retaining it (arc runtime; the loop in lone_release())
define void @lone_release(ptr %last, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %u = call i64 @use(ptr %last)
  %done = icmp eq i64 %i, %n
  br i1 %done, label %drop, label %latch
drop:
  call void @arc_release(ptr %last)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; No names at all (clang without -g drops them): the handle is described by where it comes
; from: an argument, or an address loaded through an argument.
; CHECK: hoisted retain/release of '<argument 1 of unnamed_argument>' out of the loop in unnamed_argument(): 2 atomic operations per iteration removed
; CHECK: hoisted retain/release of '<loaded through argument 1 of unnamed_slot>' out of the loop in unnamed_slot(): 2 atomic operations per iteration removed
define void @unnamed_argument(ptr %0, i64 %1) {
  br label %3
3:
  %4 = phi i64 [ 0, %2 ], [ %6, %3 ]
  %5 = call ptr @arc_retain(ptr %0)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  call void @arc_release(ptr %5)
  %6 = add i64 %4, 1
  %7 = icmp slt i64 %6, %1
  br i1 %7, label %3, label %8
8:
  ret void
}

define void @unnamed_slot(ptr noalias readonly %0, i64 %1) {
  br label %3
3:
  %4 = phi i64 [ 0, %2 ], [ %7, %3 ]
  %5 = load ptr, ptr %0
  %6 = call ptr @arc_retain(ptr %5)
  %u = call i64 @use(ptr %6)
  call void @arc_release(ptr %6)
  %7 = add i64 %4, 1
  %8 = icmp slt i64 %7, %1
  br i1 %8, label %3, label %9
9:
  ret void
}
