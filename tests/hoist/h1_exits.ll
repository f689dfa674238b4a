; H1, ways out through callees: a loop whose calls may not return (no `willreturn`: longjmp,
; exit, pthread_exit, a cancellation point) is hoisted with the runtime's scoped entries, which
; take the function's frame slot (an i64 alloca zeroed at entry); a runtime without them refuses
; unless arc-elide<assume-returning-calls>; a loop whose calls all return keeps the plain
; entries; a function that calls setjmp refuses. See docs/hoisting-exits.md.
;
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
;
; The glib profile has no scoped entries: refused, unless the user accepts the leak.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=glib>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - 2>%t.glib.remarks \
; RUN:   | FileCheck %s --check-prefix=GLIB
; RUN: FileCheck %s --check-prefix=GLIB-REMARK < %t.glib.remarks
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=glib;assume-returning-calls>' \
; RUN:   -verify-each -S %s -o - | FileCheck %s --check-prefix=ASSUME
; A custom runtime may name its own scoped entries (the pass declares them); they come in pairs.
; RUN: %opt -load-pass-plugin=%plugin -verify-each -S %s -o - -passes='arc-elide<retain=g_object_ref;release=g_object_unref;retain-scoped=my_ref_scoped;release-scoped=my_unref_scoped>' \
; RUN:   | FileCheck %s --check-prefix=CUSTOM
; RUN: not %opt -load-pass-plugin=%plugin -S %s -o /dev/null \
; RUN:   -passes='arc-elide<retain=g_object_ref;release=g_object_unref;retain-scoped=my_ref_scoped>' \
; RUN:   2>&1 | FileCheck %s --check-prefix=CUSTOM-PAIR
; CUSTOM-PAIR: a custom runtime's scoped entries come in pairs
; The arc profile with the parameter: plain entries.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<assume-returning-calls>' \
; RUN:   -verify-each -S %s -o - | FileCheck %s --check-prefix=ASSUME-ARC

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare i64 @use(ptr) nounwind willreturn
declare void @checkpoint(i64) nounwind
declare i32 @setjmp(ptr) returns_twice nounwind
declare void @llvm.lifetime.start.p0(i64, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64, ptr nocapture)

; Fires, scoped: checkpoint() may not return. The slot is made at entry, zeroed, and passed to
; the scoped retain in the preheader and the scoped release in the exit.
; CHECK-LABEL: define i64 @scoped(
; CHECK: entry:
; CHECK-NEXT: %arc.frame = alloca i64, align 8
; CHECK-NEXT: store i64 0, ptr %arc.frame, align 8
; CHECK-NEXT: call ptr @arc_retain_scoped(ptr %h, ptr %arc.frame) #[[NOUNWIND:[0-9]+]]
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release_scoped(ptr %h, ptr %arc.frame) #[[NOUNWIND]]
; CHECK-NEXT: ret
; REMARK-DAG: remark: <unknown>:0:0: hoisted retain/release of 'h' out of the loop: 2 atomic operations per iteration removed (arc runtime); scoped entries: checkpoint() may not return
define i64 @scoped(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @checkpoint(i64 %i)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires, plain: every call in the loop returns (use() is willreturn, lifetime markers are
; intrinsics that return). No slot, no scoped entry.
; CHECK-LABEL: define i64 @plain(
; CHECK-NOT: arc.frame
; CHECK: entry:
; CHECK-NEXT: alloca
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: hoisted retain/release of 'h' out of the loop: 2 atomic operations per iteration removed (arc runtime){{$}}
define i64 @plain(ptr %h, i64 %n) {
entry:
  %tmp = alloca i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @llvm.lifetime.start.p0(i64 8, ptr %tmp)
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @llvm.lifetime.end.p0(i64 8, ptr %tmp)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Two handles and two exits: retains in handle order, releases in reverse order at each exit
; (the runtime's stack pops its top); one slot for the function.
; CHECK-LABEL: define i64 @two_handles_lifo(
; CHECK: entry:
; CHECK-NEXT: %arc.frame = alloca i64
; CHECK-NEXT: store i64 0, ptr %arc.frame
; CHECK-NEXT: call ptr @arc_retain_scoped(ptr %a, ptr %arc.frame)
; CHECK-NEXT: call ptr @arc_retain_scoped(ptr %b, ptr %arc.frame)
; CHECK-NEXT: br label %loop
; CHECK: early:
; CHECK-NEXT: call void @arc_release_scoped(ptr %b, ptr %arc.frame)
; CHECK-NEXT: call void @arc_release_scoped(ptr %a, ptr %arc.frame)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release_scoped(ptr %b, ptr %arc.frame)
; CHECK-NEXT: call void @arc_release_scoped(ptr %a, ptr %arc.frame)
; CHECK-NOT: alloca
define i64 @two_handles_lifo(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %a)
  %t = call ptr @arc_retain(ptr %b)
  %u = call i64 @use(ptr %s)
  %v = call i64 @use(ptr %t)
  call void @arc_release(ptr %t)
  call void @arc_release(ptr %s)
  call void @checkpoint(i64 %i)
  %stop = icmp eq i64 %u, %v
  br i1 %stop, label %early, label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
early:
  ret i64 0
exit:
  ret i64 %u
}

; Nested loops, the may-not-return call in the inner one: the pair ends at the outer
; preheader, scoped (the outer loop contains the call too), one slot.
; CHECK-LABEL: define i64 @nested(
; CHECK: entry:
; CHECK-NEXT: %arc.frame = alloca i64
; CHECK-NEXT: store i64 0, ptr %arc.frame
; CHECK-NEXT: call ptr @arc_retain_scoped(ptr %h, ptr %arc.frame)
; CHECK-NEXT: br label %outer
; CHECK: outer:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release_scoped(ptr %h, ptr %arc.frame)
; CHECK-NOT: @arc_
; CHECK: ret
define i64 @nested(ptr %h, i64 %n) {
entry:
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.latch ]
  br label %inner
inner:
  %i = phi i64 [ 0, %outer ], [ %i.next, %inner ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @checkpoint(i64 %i)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %inner, label %outer.latch
outer.latch:
  %j.next = add i64 %j, 1
  %d = icmp slt i64 %j.next, %n
  br i1 %d, label %outer, label %exit
exit:
  ret i64 %u
}

; The loop's last iteration leaves its release to the exit block (kept): scoped, it becomes the
; scoped release.
; CHECK-LABEL: define i64 @kept_exit_release(
; CHECK: call ptr @arc_retain_scoped(ptr %h, ptr %arc.frame)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release_scoped(ptr %h, ptr %arc.frame)
; CHECK-NOT: @arc_release(
; CHECK: ret
define i64 @kept_exit_release(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @checkpoint(i64 %i)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %latch, label %exit
latch:
  call void @arc_release(ptr %s)
  br label %loop
exit:
  call void @arc_release(ptr %s)
  ret i64 %u
}

; Refuses: the function calls setjmp (outside the loop). A longjmp back to it would re-enter the
; loop in the same frame with the first reference still registered.
; CHECK-LABEL: define i64 @calls_setjmp(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): the loop needs scoped entries (the call to checkpoint() may not return) and the function calls setjmp(), which returns twice: a longjmp back into this frame would re-enter the loop with the earlier reference still registered (arc runtime)
define i64 @calls_setjmp(ptr %h, i64 %n, ptr %env) {
entry:
  %r = call i32 @setjmp(ptr %env)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  call void @checkpoint(i64 %i)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; A setjmp in a function whose loop calls only returning functions does not matter: plain.
; CHECK-LABEL: define i64 @setjmp_plain(
; CHECK: entry:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK-NEXT: br label %loop
define i64 @setjmp_plain(ptr %h, i64 %n, ptr %env) {
entry:
  %r = call i32 @setjmp(ptr %env)
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

; The glib profile: no scoped entries. Refused, with the call and the rule named.
; GLIB-LABEL: define i64 @glib_loop(
; GLIB: loop:
; GLIB: call ptr @g_object_ref(ptr %h)
; GLIB-REMARK: remark: <unknown>:0:0: retain/release of 'h' not hoisted (H1): the call to checkpoint() may leave the loop without returning (longjmp, exit, thread exit) and this runtime has no scoped entries to release the hoisted reference there (arc-elide<assume-returning-calls> accepts that leak) (glib runtime)
; With assume-returning-calls: hoisted, plain.
; ASSUME-LABEL: define i64 @glib_loop(
; ASSUME: entry:
; ASSUME-NEXT: call ptr @g_object_ref(ptr %h)
; ASSUME: exit:
; ASSUME-NEXT: call void @g_object_unref(ptr %h)
; CUSTOM-LABEL: define i64 @glib_loop(
; CUSTOM: entry:
; CUSTOM-NEXT: %arc.frame = alloca i64
; CUSTOM-NEXT: store i64 0, ptr %arc.frame
; CUSTOM-NEXT: call ptr @my_ref_scoped(ptr %h, ptr %arc.frame)
; CUSTOM: exit:
; CUSTOM-NEXT: call void @my_unref_scoped(ptr %h, ptr %arc.frame)
; CUSTOM: declare ptr @my_ref_scoped(ptr, ptr) #[[#]]
; CUSTOM: declare void @my_unref_scoped(ptr, ptr) #[[#]]
; ASSUME-ARC-LABEL: define i64 @scoped(
; ASSUME-ARC-NOT: arc.frame
; ASSUME-ARC: entry:
; ASSUME-ARC-NEXT: call ptr @arc_retain(ptr %h)
; ASSUME-ARC-NOT: _scoped
define i64 @glib_loop(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @g_object_ref(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @g_object_unref(ptr %s)
  call void @checkpoint(i64 %i)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; CHECK: attributes #[[NOUNWIND]] = { nounwind }
