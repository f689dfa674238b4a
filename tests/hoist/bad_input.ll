; Bad input never crashes the pass and is left untouched: functions named like runtime entries
; with other types or varargs, indirect calls, irreducible cycles, unreachable blocks, and
; invokes with landing pads. Each unrecognised call gets a missed remark.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -pass-remarks-analysis=arc-elide -S %s -o - \
; RUN:   2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

; Wrong types: a retain that takes an integer, a release that returns one, a varargs count.
declare i64 @arc_retain(i64) nounwind
declare i32 @arc_release(ptr) nounwind
declare i64 @arc_count(ptr, ...) nounwind
declare i64 @use(ptr) nounwind

; CHECK-LABEL: define i64 @wrong_types(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call i64 @arc_retain(i64 %h)
; CHECK-NEXT: call i32 @arc_release(ptr %p)
; CHECK-NEXT: call i64 (ptr, ...) @arc_count(ptr %p, i32 1)
; REMARK-DAG: call to arc_retain() is left alone: its type is not the one the runtime profile gives that entry
; REMARK-DAG: call to arc_release() is left alone: its type is not the one the runtime profile gives that entry
; REMARK-DAG: call to arc_count() is left alone: its type is not the one the runtime profile gives that entry
define i64 @wrong_types(i64 %h, ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call i64 @arc_retain(i64 %h)
  %r = call i32 @arc_release(ptr %p)
  %k = call i64 (ptr, ...) @arc_count(ptr %p, i32 1)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %s
}

; An indirect call is never a runtime call, even when it points at one.
; CHECK-LABEL: define i64 @indirect(
; CHECK: loop:
; CHECK: call ptr %fp(ptr %h)
define i64 @indirect(ptr %fp, ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr %fp(ptr %h)
  %u = call i64 @use(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; An irreducible cycle (two entries) is no natural loop: nothing moves.
; CHECK-LABEL: define i64 @irreducible(
; CHECK: a:
; CHECK-NEXT: call i64 @use(ptr %p)
define i64 @irreducible(ptr %p, i1 %x, i1 %y) {
entry:
  br i1 %x, label %a, label %b
a:
  %u = call i64 @use(ptr %p)
  br i1 %y, label %b, label %exit
b:
  %v = call i64 @use(ptr %p)
  br i1 %y, label %a, label %exit
exit:
  ret i64 0
}

; Unreachable blocks, including an unreachable self-loop, are ignored.
; CHECK-LABEL: define i64 @unreachable_loop(
; CHECK: dead:
; CHECK-NEXT: call i64 @use(ptr %p)
define i64 @unreachable_loop(ptr %p) {
entry:
  ret i64 0
dead:
  %u = call i64 @use(ptr %p)
  br label %dead
}
