; H7, one call away: a function whose only side effects were refcount calls the pass deletes (H6:
; a retain and release of an immortal constant, each an atomic operation in the source) would be
; inferred `memory(none) willreturn` after the pass, and a caller's loop around it that LLVM may
; assume to progress would be deleted (under LTO, across files). The pass leaves an
; llvm.sideeffect in such a function; one with other side effects needs none.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -S %s -o - | FileCheck %s
; The caller's loop survives the -O2 pipeline that follows (function attributes, loop deletion):
; RUN: %opt -load-pass-plugin=%plugin -passes='function(arc-elide),default<O2>' -S %s -o - \
; RUN:   | FileCheck %s --check-prefix=O2

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

@literal = internal constant { { i64, ptr }, [8 x i8] } { { i64, ptr } { i64 -6917529027641081856, ptr null }, [8 x i8] c"hello\00\00\00" }
@counter = global i64 0

; CHECK-LABEL: define void @tick(
; CHECK-NEXT: call void @llvm.sideeffect()
; CHECK-NOT: @arc_re
define void @tick() mustprogress {
  %s = call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @literal, i64 16))
  call void @arc_release(ptr %s)
  ret void
}

; CHECK-LABEL: define void @tick_and_count(
; CHECK-NOT: llvm.sideeffect
; CHECK: ret void
define void @tick_and_count() mustprogress {
  %s = call ptr @arc_retain(ptr getelementptr inbounds (i8, ptr @literal, i64 16))
  %c = load i64, ptr @counter
  %d = add i64 %c, 1
  store i64 %d, ptr @counter
  call void @arc_release(ptr %s)
  ret void
}

; O2-LABEL: define void @spin(
; O2: call void @llvm.sideeffect()
define void @spin(i64 %n) mustprogress {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @tick()
  %i.next = add i64 %i, 1
  %c = icmp ne i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
