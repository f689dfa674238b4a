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
; A runtime whose entries have the right types, for the cases below that must contain real
; runtime calls: without them the pass would leave those loops alone for want of a pair.
declare ptr @swift_retain(ptr) nounwind
declare void @swift_release(ptr) nounwind

; CHECK-LABEL: define i64 @wrong_types(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call i64 @arc_retain(i64 %h)
; CHECK-NEXT: call i32 @arc_release(ptr %p)
; CHECK-NEXT: call i64 (ptr, ...) @arc_count(ptr %p, i32 1)
; REMARK-DAG: call to arc_retain() is left alone: its type is not the one the runtime profile gives that entry
; REMARK-DAG: call to arc_release() is left alone: its type is not the one the runtime profile gives that entry
; arc_count with another type is still an observer: a function named like one reads the count
; whatever its declaration says (no remark).
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

; An indirect call is never a runtime call, even when it points at one. With a direct
; swift_retain in its place the pair would be hoisted (the release is real): the indirect call is
; opaque, so its result is a new handle every iteration (H2).
; CHECK-LABEL: define i64 @indirect(
; CHECK: loop:
; CHECK: %s = call ptr {{.*}}(ptr %h)
; CHECK-NEXT: call i64 @use(ptr %s)
; CHECK-NEXT: call void @swift_release(ptr %s)
; REMARK-DAG: indirect call is not recognised as a runtime call; treated as opaque
; REMARK-DAG: release of 's' not hoisted (H2): the handle is computed in the loop, so it may be a different object in different iterations (swift runtime; the loop in indirect())
define i64 @indirect(ptr %fp, ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr %fp(ptr %h) nounwind
  %u = call i64 @use(ptr %s)
  call void @swift_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; An irreducible cycle (two entries) is no natural loop: nothing moves, although both blocks
; hold a balanced pair on an invariant handle that a natural loop would give up.
; CHECK-LABEL: define i64 @irreducible(
; CHECK: a:
; CHECK-NEXT: call ptr @swift_retain(ptr %p)
; CHECK-NEXT: call i64 @use(ptr %p)
; CHECK-NEXT: call void @swift_release(ptr %p)
; CHECK: b:
; CHECK-NEXT: call ptr @swift_retain(ptr %p)
; CHECK-NEXT: call i64 @use(ptr %p)
; CHECK-NEXT: call void @swift_release(ptr %p)
define i64 @irreducible(ptr %p, i1 %x, i1 %y) {
entry:
  br i1 %x, label %a, label %b
a:
  %ra = call ptr @swift_retain(ptr %p)
  %u = call i64 @use(ptr %p)
  call void @swift_release(ptr %p)
  br i1 %y, label %b, label %exit
b:
  %rb = call ptr @swift_retain(ptr %p)
  %v = call i64 @use(ptr %p)
  call void @swift_release(ptr %p)
  br i1 %y, label %a, label %exit
exit:
  ret i64 0
}

; Unreachable blocks, including an unreachable self-loop with a balanced pair, are ignored.
; CHECK-LABEL: define i64 @unreachable_loop(
; CHECK: dead:
; CHECK-NEXT: call ptr @swift_retain(ptr %p)
; CHECK-NEXT: call i64 @use(ptr %p)
; CHECK-NEXT: call void @swift_release(ptr %p)
define i64 @unreachable_loop(ptr %p) {
entry:
  ret i64 0
dead:
  %r = call ptr @swift_retain(ptr %p)
  %u = call i64 @use(ptr %p)
  call void @swift_release(ptr %p)
  br label %dead
}
