; H7 termination: after the pass deletes a loop's refcount calls (hoisting, or H6 on an immortal
; constant), a loop that LLVM may assume to progress (llvm.loop.mustprogress, or a mustprogress
; function) and that has no other side effect could be deleted as if it ended. Where
; ScalarEvolution, asked before the calls go, computes no trip count, the pass puts
; llvm.sideeffect in the header; a counted loop is left for loop deletion and vectorization.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-analysis=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -load-pass-plugin=%plugin -verify-each \
; RUN:   -passes='function(arc-elide,instcombine,loop(loop-deletion),simplifycfg)' -S %s -o - \
; RUN:   | FileCheck %s --check-prefix=DELETION
; RUN: %opt -load-pass-plugin=%plugin -verify-each -force-vector-width=4 \
; RUN:   -passes='function(arc-elide,instcombine,loop-vectorize)' -S %s -o - \
; RUN:   | FileCheck %s --check-prefix=VECTOR
; H9 (arc-elide<delete-pairs>) deletes the adjacent pair outright instead of hoisting it; the
; loop is kept alive all the same, and survives loop deletion.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<delete-pairs>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-analysis=arc-elide -S %s -o - 2>%t.h9 \
; RUN:   | FileCheck %s --check-prefix=H9
; RUN: FileCheck %s --check-prefix=H9-REMARK < %t.h9
; RUN: %opt -load-pass-plugin=%plugin -verify-each \
; RUN:   -passes='function(arc-elide<delete-pairs>,instcombine,loop(loop-deletion),simplifycfg)' \
; RUN:   -S %s -o - | FileCheck %s --check-prefix=DELETION
; H9-LABEL: define void @endless(
; H9: loop:
; H9-NEXT: phi
; H9-NEXT: call void @llvm.sideeffect()
; H9-NOT: @arc_
; H9-REMARK-DAG: deleted retain/release of 'p' in the loop in endless()
; H9-REMARK-DAG: (H7) the loop in endless() has no side effect left and no computable trip count

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

%struct.str = type { i64, i64 }
@literal = private constant %struct.str { i64 -9223372036854775808, i64 5 }

; Kept alive: `for (i |= 1; i != 0; i += 2) arc_release(arc_retain(p));` never ends.
; CHECK-LABEL: define void @endless(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call void @llvm.sideeffect()
; CHECK-NOT: @arc_
; CHECK: br
; REMARK-DAG: hoisted retain/release of 'p' out of the loop
; REMARK-DAG: (H7) the loop in endless() has no side effect left and no computable trip count: llvm.sideeffect keeps it from being assumed to terminate
; DELETION-LABEL: define void @endless(
; DELETION: call void @llvm.sideeffect()
; DELETION: br i1
define void @endless(ptr %p, i64 %x) {
entry:
  %start = or i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 2
  %c = icmp ne i64 %i.next, 0
  br i1 %c, label %loop, label %exit, !llvm.loop !11
exit:
  ret void
}

; Kept alive: the same loop on an immortal literal, whose calls H6 deletes.
; CHECK-LABEL: define void @endless_immortal(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call void @llvm.sideeffect()
; DELETION-LABEL: define void @endless_immortal(
; DELETION: call void @llvm.sideeffect()
define void @endless_immortal(i64 %x) {
entry:
  %start = or i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr @literal)
  call void @arc_release(ptr @literal)
  %i.next = add i64 %i, 2
  %c = icmp ne i64 %i.next, 0
  br i1 %c, label %loop, label %exit, !llvm.loop !12
exit:
  ret void
}

; Kept alive: an endless outer loop around a counted inner loop; the pair leaves both, the inner
; loop is counted (left alone), the outer is not.
; CHECK-LABEL: define void @endless_outer(
; CHECK: outer:
; CHECK-NEXT: call void @llvm.sideeffect()
; CHECK: inner:
; CHECK-NOT: @llvm.sideeffect
; CHECK: latch:
define void @endless_outer(ptr %p, i64 %n) mustprogress {
entry:
  br label %outer
outer:
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %s = call ptr @arc_retain(ptr %p)
  call void @arc_release(ptr %s)
  %j.next = add nuw nsw i64 %j, 1
  %c = icmp slt i64 %j.next, %n
  br i1 %c, label %inner, label %latch
latch:
  br label %outer
}

; Left alone: a counted loop (ScalarEvolution computes its trip count), which loop deletion
; then removes as it would without the calls.
; CHECK-LABEL: define void @counted(
; CHECK-NOT: @llvm.sideeffect
; CHECK: ret void
; DELETION-LABEL: define void @counted(
; DELETION-NOT: br
; DELETION: ret void
define void @counted(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  call void @arc_release(ptr %s)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !13
exit:
  ret void
}

; Left alone: the loop may not be assumed to progress (no mustprogress anywhere), so LLVM does
; not delete it whether or not it ends.
; CHECK-LABEL: define void @no_mustprogress(
; CHECK-NOT: @llvm.sideeffect
; CHECK: ret void
; DELETION-LABEL: define void @no_mustprogress(
; DELETION: br i1
define void @no_mustprogress(ptr %p, i64 %x) {
entry:
  %start = or i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ %start, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 2
  %c = icmp ne i64 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Left alone: a counted loop with work still vectorizes after the pair leaves it.
; CHECK-LABEL: define void @counted_work(
; CHECK-NOT: @llvm.sideeffect
; CHECK: ret void
; VECTOR-LABEL: define void @counted_work(
; VECTOR: store <4 x i64>
define void @counted_work(ptr %p, ptr noalias %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  %slot = getelementptr inbounds i64, ptr %a, i64 %i
  store i64 %i, ptr %slot
  call void @arc_release(ptr %s)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !14
exit:
  ret void
}

!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!1 = !{!"llvm.loop.mustprogress"}
