; H4, a load of a local variable whose address escapes: does it read the count word of an object
; the function loaded from memory? Only if the local's address escaped before that load (the
; object may then be the local itself). Alias analysis alone says "may" whenever the address
; escapes anywhere in the function; LLVM's capture analysis for DSE (earliest escape) orders the
; escape against the object's load. This is the OpenMP body's case: its reduction variable and
; bounds escape to libomp after the loop. Intrusive counts (count word: the i32 at + 0, read by
; any load that may touch it). destructors-return: H8 is not what this file tests.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s

declare void @use(ptr) nounwind
declare void @escape(ptr) nounwind
declare void @_ZdlPvm(ptr, i64) nounwind

; Fires: %total's address escapes after the loop, so the object loaded before it is not %total.
; CHECK-DAG: hoisted retain/release of 'obj' out of the loop in local_escapes_after(): 2 atomic operations per iteration removed (intrusive_count runtime)
define void @local_escapes_after(ptr %src, i64 %n) {
entry:
  %total = alloca i32, align 4
  store i32 0, ptr %total, align 4
  %obj = load ptr, ptr %src, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %t = load i32, ptr %total, align 4
  %t.next = add i32 %t, 1
  store i32 %t.next, ptr %total, align 4
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @escape(ptr %total) nounwind
  ret void
}

; Refuses (H4): %total's address escapes before the object's load, which may then load %total's
; own address (escape() may store it into *src): the loop's load of %total may read the count.
; CHECK-DAG: retain/release of 'obj' not hoisted (H4): the loop may load its count word (intrusive_count runtime; the loop in local_escapes_before())
define void @local_escapes_before(ptr %src, i64 %n) {
entry:
  %total = alloca i32, align 4
  store i32 0, ptr %total, align 4
  call void @escape(ptr %total) nounwind
  %obj = load ptr, ptr %src, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %t = load i32, ptr %total, align 4
  %t.next = add i32 %t, 1
  store i32 %t.next, ptr %total, align 4
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses (H4): the escape comes after the object's load in the function's text, but an outer
; loop brings it before the next load of the object.
; CHECK-DAG: retain/release of 'obj' not hoisted (H4): the loop may load its count word (intrusive_count runtime; the loop in local_escapes_in_outer_loop())
define void @local_escapes_in_outer_loop(ptr %src, i64 %n, i64 %m) {
entry:
  %total = alloca i32, align 4
  store i32 0, ptr %total, align 4
  br label %outer
outer:
  %j = phi i64 [ 0, %entry ], [ %j.next, %outer.next ]
  %obj = load ptr, ptr %src, align 8
  br label %loop
loop:
  %i = phi i64 [ 0, %outer ], [ %i.next, %next ]
  %t = load i32, ptr %total, align 4
  %t.next = add i32 %t, 1
  store i32 %t.next, ptr %total, align 4
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %outer.next
outer.next:
  call void @escape(ptr %total) nounwind
  %j.next = add i64 %j, 1
  %d = icmp slt i64 %j.next, %m
  br i1 %d, label %outer, label %exit
exit:
  ret void
}
