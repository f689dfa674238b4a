; The inlined-count entries' names (__arcelide_*) are the pass's own. A module that declares one
; itself, with any type, keeps that library's code exactly as it is: nothing is raised, nothing
; said, and the output verifies. The control is the same loop without the declaration.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: count 0 < %t.remarks
; RUN: sed '/^declare i32 @__arcelide_rust_arc_retain/d' %s > %t.control.ll
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -disable-output %t.control.ll 2>&1 | FileCheck %s --check-prefix=CONTROL
; CONTROL: hoisted retain/release of 'inner' out of the loop in clone_in_loop()

; The module's own declaration stays, as it was.
; CHECK: declare i32 @__arcelide_rust_arc_retain(i64)
declare i32 @__arcelide_rust_arc_retain(i64)
declare void @use(ptr) nounwind
declare void @llvm.trap()
declare void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h0000000000000001E"(ptr) nounwind

; CHECK-LABEL: define void @clone_in_loop(
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: %old = atomicrmw add ptr %inner, i64 1 monotonic
; CHECK: %old2 = atomicrmw sub ptr %inner, i64 1 release
define void @clone_in_loop(ptr %inner, i64 %n) {
entry:
  %slot = alloca ptr
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %old = atomicrmw add ptr %inner, i64 1 monotonic
  %overflow = icmp slt i64 %old, 0
  br i1 %overflow, label %abort, label %cloned
cloned:
  store ptr %inner, ptr %slot
  call void @use(ptr %inner) nounwind
  %old2 = atomicrmw sub ptr %inner, i64 1 release
  %last = icmp eq i64 %old2, 1
  br i1 %last, label %drop, label %latch
drop:
  fence acquire
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h0000000000000001E"(ptr %slot)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
abort:
  call void @llvm.trap()
  unreachable
}

; rustc compiled part of this module (the rust_arc profile requires it)
!llvm.ident = !{!900}
!900 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
