; H2 refinements "atomic reload" and "atomic copy": a handle reloaded with an atomic load is
; hoisted only from a private OpenMP capture slot (nobody stores to it while the region runs), and
; the preheader copy is a clone of the reload: still atomic, same ordering, alignment and sync
; scope, with only the metadata that stays valid in the preheader (!tbaa). A relaxed reload of a
; shared global is refused: other threads may store to it without synchronising.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind

@cfg = global ptr null

; Refuses: `atomic_load_explicit(&cfg, memory_order_relaxed)` on a global.
; CHECK-LABEL: define i64 @relaxed_global(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'cfg' not hoisted (H2): it is reloaded with an atomic load: another thread may store a different handle to the slot while the loop runs
define i64 @relaxed_global(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load atomic ptr, ptr @cfg monotonic, align 8
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: `#pragma omp atomic read` of a private capture: the copy stays a relaxed atomic load,
; keeps !tbaa and drops !nonnull and !noundef.
define void @parent(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @body, ptr %shared.addr, i64 %n)
  ret void
}

; CHECK-LABEL: define internal void @body(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load atomic ptr, ptr %shared syncscope("singlethread") monotonic, align 8, !tbaa ![[TBAA:[0-9]+]]{{$}}
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: load atomic ptr, ptr %shared syncscope("singlethread") monotonic, align 8, !tbaa ![[TBAA]], !nonnull
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'shared' out of the parallel loop
define internal void @body(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load atomic ptr, ptr %shared syncscope("singlethread") monotonic, align 8, !tbaa !0, !nonnull !3, !noundef !3
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"any pointer", !2, i64 0}
!2 = !{!"tbaa root"}
!3 = !{}
