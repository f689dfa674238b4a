; H2 refinement "synchronising call": a call that is not nosync may contain an acquire that makes
; another thread's store to the slot visible to the next reload, even when alias analysis proves
; that the call itself does not write the slot (its memory(argmem: ...) attributes, or GlobalsAA's
; knowledge that no code it can reach stores to an internal global). Such a call is a writer of
; every slot another thread may write; a slot in a noalias argument's memory, which no other
; thread may write while the function runs, stays invariant. (Found by an adversarial program,
; tests/adversarial/argmem_sync_in_callee.c: a callee that hands over to a writer thread with a
; release store and an acquire spin.)
; RUN: %opt -load-pass-plugin=%plugin -passes='require<globals-aa>,function(arc-elide)' \
; RUN:   -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - \
; RUN:   2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind

@g = global ptr null
@ctl = global i32 0
@internal_slot = internal global ptr null
@internal_ctl = internal global i32 0

; Touches only its argument, with a release store and an acquire load: not nosync.
define void @handover(ptr %c) noinline nounwind memory(argmem: readwrite) {
  store atomic i32 1, ptr %c release, align 4
  %v = load atomic i32, ptr %c acquire, align 4
  ret void
}

; Touches only its argument, plainly, and says so: nosync.
define void @bump(ptr %c) noinline nounwind nosync memory(argmem: readwrite) {
  %v = load i32, ptr %c, align 4
  %w = add i32 %v, 1
  store i32 %w, ptr %c, align 4
  ret void
}

; Visible, no memory attributes: GlobalsAA sees that it stores to no global but @internal_ctl.
define internal void @spin_on_internal() noinline nounwind {
entry:
  store atomic i32 1, ptr @internal_ctl release, align 4
  br label %wait
wait:
  %v = load atomic i32, ptr @internal_ctl acquire, align 4
  %z = icmp eq i32 %v, 0
  br i1 %z, label %wait, label %done
done:
  ret void
}

; Refuses: the adversary's minimal program. Alias analysis answers NoModRef for @handover and @g.
; CHECK-LABEL: define void @argmem_sync(
; CHECK: body:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'g' not hoisted (H2): it is reloaded from memory that another thread may write, and the call to handover() may synchronise with that thread (it is not nosync)
define void @argmem_sync(i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %h = load ptr, ptr @g
  %s = call ptr @arc_retain(ptr %h)
  call void @handover(ptr @ctl)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}

; Fires: the same loop with a callee that is nosync.
; CHECK-LABEL: define void @argmem_nosync(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr @g
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: body:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'g' out of the loop in argmem_nosync()
define void @argmem_nosync(i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %h = load ptr, ptr @g
  %s = call ptr @arc_retain(ptr %h)
  call void @bump(ptr @ctl)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}

; Refuses: GlobalsAA proves @spin_on_internal never writes @internal_slot; it synchronises.
; CHECK-LABEL: define void @globalsaa_sync(
; CHECK: body:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'internal_slot' not hoisted (H2): {{.*}}the call to spin_on_internal() may synchronise with that thread (it is not nosync)
define void @globalsaa_sync(i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %h = load ptr, ptr @internal_slot
  %s = call ptr @arc_retain(ptr %h)
  call void @spin_on_internal()
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}

; Fires: the slot is in a noalias argument's memory, which no other thread may write while the
; function runs; the synchronising call cannot reveal a store that may not exist.
; CHECK-LABEL: define void @noalias_slot(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr %slot
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: body:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'slot' out of the loop in noalias_slot()
define void @noalias_slot(ptr noalias %slot, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %h = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %h)
  call void @handover(ptr @ctl)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}

; Refuses: the same through an argument without noalias: another thread may write its memory.
; CHECK-LABEL: define void @plain_argument_slot(
; CHECK: body:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'slot' not hoisted (H2): {{.*}}the call to handover() may synchronise with that thread (it is not nosync){{.*}}plain_argument_slot()
define void @plain_argument_slot(ptr %slot, i64 %n) {
entry:
  br label %body
body:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %h = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %h)
  call void @handover(ptr @ctl)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %body, label %exit
exit:
  ret void
}
