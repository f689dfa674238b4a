; H5 with several handles in one loop (issue 16): a retain preceded in its iteration only by
; instructions that always return (LLVM's willreturn and nounwind, or other retains) runs on
; every entry, so every such pair leaves the loop, in one preheader and one exit sequence. A
; release before it does not always return (its destructor may call exit() or longjmp), and
; neither does a call without willreturn: then the later handles stay (docs/rules/h5-every-entry.md).
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @use_returns(ptr) nounwind willreturn memory(argmem: read)
declare void @use_opaque(ptr) nounwind

; Fires: retains first, calls that return between them, releases last: both hoisted. The exit
; releases keep the source's order, a then b.
; CHECK-LABEL: define void @returning_calls(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %a)
; CHECK-NEXT: call ptr @arc_retain(ptr %b)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %a)
; CHECK-NEXT: call void @arc_release(ptr %b)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in returning_calls()
; REMARK-DAG: hoisted retain/release of 'b' out of the loop in returning_calls()
define void @returning_calls(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a2 = call ptr @arc_retain(ptr %a)
  call void @use_returns(ptr %a2)
  %b2 = call ptr @arc_retain(ptr %b)
  call void @use_returns(ptr %b2)
  call void @arc_release(ptr %a2)
  call void @arc_release(ptr %b2)
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses b (H5): use_opaque() before its retain may not return (exit, longjmp): the hoisted
; program would hold a reference to b that the source never took. a is hoisted.
; CHECK-LABEL: define void @opaque_call_between(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %b)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in opaque_call_between()
; REMARK-DAG: retain/release of 'b' not hoisted (H5): no retain of it runs on every entry to the loop (arc runtime; the loop in opaque_call_between())
define void @opaque_call_between(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a2 = call ptr @arc_retain(ptr %a)
  call void @use_opaque(ptr %a2)
  %b2 = call ptr @arc_retain(ptr %b)
  call void @use_returns(ptr %b2)
  call void @arc_release(ptr %b2)
  call void @arc_release(ptr %a2)
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses both: the issue's sequential shape. b (H5): a's release before its retain may run a's
; destructor, which may not return. a (H8): b's refused calls and use_returns(b2), after a's
; release in the iteration that may leave, may read what a's destructor writes.
; CHECK-LABEL: define void @release_between(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %a)
; CHECK: call ptr @arc_retain(ptr %b)
; REMARK-DAG: retain/release of 'b' not hoisted (H5): no retain of it runs on every entry to the loop (arc runtime; the loop in release_between())
; REMARK-DAG: retain/release of 'a' not hoisted (H8)
define void @release_between(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %a2 = call ptr @arc_retain(ptr %a)
  call void @use_returns(ptr %a2)
  call void @arc_release(ptr %a2)
  %b2 = call ptr @arc_retain(ptr %b)
  call void @use_returns(ptr %b2)
  call void @arc_release(ptr %b2)
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
