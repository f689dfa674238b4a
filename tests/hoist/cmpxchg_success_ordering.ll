; A compare-exchange that acquires only on failure (relaxed on success) synchronises when it
; fails, but LLVM's alias analysis looks at the success ordering only: once the pass removes the
; refcount calls that stopped LICM, a later LICM would hoist the plain load of what another
; thread hands over above the wait. In a function the pass changed, the success ordering is raised
; to the failure ordering (a strengthening); in one it leaves alone, nothing changes.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -S %s -o - | FileCheck %s
; The load of @handed stays in the loop through LICM after the pass:
; RUN: %opt -load-pass-plugin=%plugin -passes='function(arc-elide),function(loop-mssa(licm))' \
; RUN:   -S %s -o - | FileCheck %s --check-prefix=LICM

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)

@flag = global i32 0
@handed = global i64 0

; CHECK-LABEL: define i64 @waits(
; CHECK: cmpxchg ptr @flag, i32 0, i32 1 acquire acquire
; LICM-LABEL: define i64 @waits(
; LICM: loop:
; LICM: load i64, ptr @handed
define i64 @waits(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %x = cmpxchg ptr @flag, i32 0, i32 1 monotonic acquire
  %v = load i64, ptr @handed
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %acc.next = add i64 %acc, %v
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; A release-on-success, acquire-on-failure compare-exchange becomes acq_rel on success.
; CHECK-LABEL: define void @release_acquire(
; CHECK: cmpxchg ptr @flag, i32 0, i32 1 acq_rel acquire
define void @release_acquire(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %x = cmpxchg ptr @flag, i32 0, i32 1 release acquire
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; No refcount calls: the pass changes nothing, the ordering stays.
; CHECK-LABEL: define void @untouched(
; CHECK: cmpxchg ptr @flag, i32 0, i32 1 monotonic acquire
define void @untouched() {
  %x = cmpxchg ptr @flag, i32 0, i32 1 monotonic acquire
  ret void
}
