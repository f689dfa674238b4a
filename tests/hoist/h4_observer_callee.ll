; H4 refinement "observer behind a visible callee": a call of a function defined in this module
; that reaches a count observer (directly or through up to four levels of defined functions;
; a search beyond the bounds counts as reaching one) observes the count; the pass refuses.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i32 @arc_is_unique(ptr) nounwind
declare i64 @use(ptr) nounwind

; `static int is_shared(struct str *s) { return !arc_is_unique(s); }`, kept out of line.
define internal i32 @is_shared(ptr %s) noinline nounwind {
  %u = call i32 @arc_is_unique(ptr %s)
  %r = xor i32 %u, 1
  ret i32 %r
}

define internal i32 @wrapper2(ptr %s) noinline nounwind {
  %r = call i32 @is_shared(ptr %s)
  ret i32 %r
}

define internal i64 @no_observer(ptr %s) noinline nounwind {
  %r = call i64 @use(ptr %s)
  ret i64 %r
}

; Refuses: the loop asks is_shared(), which asks arc_is_unique().
; CHECK-LABEL: define i32 @observer_in_wrapper(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H4): the loop calls is_shared(), which may read its count
define i32 @observer_in_wrapper(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %sh = call i32 @is_shared(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %sh
}

; Refuses: two wrappers deep.
; CHECK-LABEL: define i32 @observer_two_deep(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H4): the loop calls wrapper2(), which may read its count
define i32 @observer_two_deep(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %sh = call i32 @wrapper2(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %sh
}

; Fires: a visible callee that reaches no observer (it calls only an invisible use()).
; CHECK-LABEL: define i64 @visible_callee_without_observer(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop
define i64 @visible_callee_without_observer(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @no_observer(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: a chain deeper than the search bound counts as an observer.
define internal void @d5(ptr %s) noinline nounwind {
  ret void
}
define internal void @d4(ptr %s) noinline nounwind {
  call void @d5(ptr %s)
  ret void
}
define internal void @d3(ptr %s) noinline nounwind {
  call void @d4(ptr %s)
  ret void
}
define internal void @d2(ptr %s) noinline nounwind {
  call void @d3(ptr %s)
  ret void
}
define internal void @d1(ptr %s) noinline nounwind {
  call void @d2(ptr %s)
  ret void
}

; CHECK-LABEL: define void @too_deep(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H4): the loop calls d1(), which may read its count
define void @too_deep(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  call void @d1(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
