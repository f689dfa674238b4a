; H1: the loop must have a preheader and dedicated exits (the pass runs LoopSimplify first, which
; gives them to every loop it can), and no exit by unwinding without a landing pad (an invoke
; to a funclet pad, or a call that may unwind), callbr/indirectbr, or a returns_twice call. Each refusal is a missed
; remark and leaves the calls in the loop.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare i64 @may_throw(ptr)
declare i32 @setjmp(ptr) returns_twice nounwind
declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)

; Fires: a rotated loop with a preheader and one dedicated exit.
; CHECK-LABEL: define i64 @simple_form(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: hoisted retain/release of 'h' out of the loop in simple_form(): 2 atomic operations per iteration removed
define i64 @simple_form(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires after the pass's own LoopSimplify: the header has two predecessors outside the loop, so
; the loop has no preheader until LoopSimplify inserts one (the pass runs it first, in every
; pipeline: plain `clang -O2 -emit-llvm` output needs it).
; CHECK-LABEL: define i64 @no_preheader(
; CHECK: loop.preheader:
; CHECK-NEXT: phi
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: hoisted retain/release of 'h' out of the loop in no_preheader(): 2 atomic operations per iteration removed
define i64 @no_preheader(ptr %h, i64 %n, i1 %p) {
entry:
  br i1 %p, label %loop, label %other
other:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ 1, %other ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: one way into the header is an indirectbr from outside the loop, an edge LoopSimplify
; cannot split, so the loop keeps no preheader.
; CHECK-LABEL: define i64 @no_preheader_indirectbr(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): the loop has no preheader
define i64 @no_preheader_indirectbr(ptr %h, i64 %n, ptr %target) {
entry:
  indirectbr ptr %target, [label %loop, label %other]
other:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ 1, %other ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires after LoopSimplify: the exit block is also entered from outside the loop, until
; LoopSimplify gives the loop an exit block of its own.
; CHECK-LABEL: define i64 @shared_exit(
; CHECK: pre:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit.loopexit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: hoisted retain/release of 'h' out of the loop in shared_exit(): 2 atomic operations per iteration removed
define i64 @shared_exit(ptr %h, i64 %n, i1 %p) {
entry:
  br i1 %p, label %pre, label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = phi i64 [ 0, %entry ], [ %u, %loop ]
  ret i64 %r
}

; Refuses: the loop leaves by an indirectbr to an exit block that is also entered from outside;
; LoopSimplify cannot split an indirectbr edge, so the exit stays shared.
; CHECK-LABEL: define i64 @shared_exit_indirectbr(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): an exit block of the loop is also entered from outside it
define i64 @shared_exit_indirectbr(ptr %h, i1 %p, ptr %target) {
entry:
  br i1 %p, label %pre, label %exit
pre:
  br label %loop
loop:
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  indirectbr ptr %target, [label %loop, label %exit]
exit:
  %r = phi i64 [ 0, %entry ], [ %u, %loop ]
  ret i64 %r
}

; Refuses: a call in the loop may unwind, an exit the pass cannot put a release on.
; CHECK-LABEL: define i64 @may_unwind(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): the call to may_throw() may unwind out of the loop
define i64 @may_unwind(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @may_throw(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: an invoke whose unwind edge leaves the loop for a funclet pad (Windows EH, a
; cleanuppad: no landing pad to release in; tests/hoist/h1_unwinding.ll has the landing pads).
; CHECK-LABEL: define i64 @invoke_exit(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): the loop can be left by unwinding
define i64 @invoke_exit(ptr %h, i64 %n) personality ptr @__CxxFrameHandler3 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %cont ]
  %s = call ptr @arc_retain(ptr %h)
  %u = invoke i64 @may_throw(ptr %s) to label %cont unwind label %lpad
cont:
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
lpad:
  %pad = cleanuppad within none []
  call void @arc_release(ptr %s) [ "funclet"(token %pad) ]
  cleanupret from %pad unwind to caller
}

; Refuses: setjmp returns twice.
; CHECK-LABEL: define i64 @returns_twice(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): the loop calls setjmp(), which returns twice
define i64 @returns_twice(ptr %h, ptr %buf, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %j = call i32 @setjmp(ptr %buf)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: an indirectbr in the loop.
; CHECK-LABEL: define i64 @indirect_branch(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): the loop has an exit by indirectbr
define i64 @indirect_branch(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  %target = select i1 %c, ptr blockaddress(@indirect_branch, %loop), ptr blockaddress(@indirect_branch, %exit)
  indirectbr ptr %target, [label %loop, label %exit]
exit:
  ret i64 %u
}
