; H9, pairs nothing can disturb (docs/pair-elision.md): a retain and a later release of the same
; object in one block, with nothing between them that could lower the object's count, read it,
; let another thread do either, or leave without returning, are deleted outright, in loops and
; outside them. Anything else keeps the pair (an analysis remark says why) and leaves it to the
; hoisting rules. By default only Objective-C's pairs are deleted (ARC gives counts no meaning);
; arc-elide<delete-pairs> deletes them for every runtime, which this file checks first.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<delete-pairs>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -pass-remarks-analysis=arc-elide \
; RUN:   -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Without delete-pairs: the arc and CPython pairs stay (another thread may rely on the retain:
; it may read the count, or know that the copy is held), the Objective-C pair goes.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.default | FileCheck %s --check-prefix=DEFAULT
; RUN: FileCheck %s --check-prefix=DEFAULT-REMARK < %t.default
; DEFAULT-LABEL: define i64 @load_in_loop(
; DEFAULT: call ptr @arc_retain(ptr %p)
; DEFAULT-LABEL: define i64 @other_runtimes(
; DEFAULT-NOT: call {{.*}}@objc_
; DEFAULT: call void @Py_IncRef(ptr %o)
; DEFAULT-REMARK-NOT: (H9, arc runtime)
; DEFAULT-REMARK-NOT: (H9, cpython runtime)
; DEFAULT-REMARK: deleted retain/release of 'x' in the loop in other_runtimes(): nothing between the retain and the release can release it or read its count (H9, objc runtime)
; DEFAULT-REMARK-NOT: (H9, arc runtime)
; DEFAULT-REMARK-NOT: (H9, cpython runtime)

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @arc_count(ptr) nounwind
declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
; The module is Objective-C ARC code (it declares an llvm.objc.* intrinsic, as clang -fobjc-arc's
; output does): objc's ARC rules apply to its objc_retain/objc_release calls.
declare ptr @llvm.objc.retain(ptr) nounwind
declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind
declare i64 @square(i64) nounwind willreturn nosync memory(none)
declare i64 @tick(i64) nounwind willreturn memory(none)
declare void @fill(ptr) nounwind willreturn nosync memory(argmem: write)
declare i64 @peek(ptr) nounwind willreturn nosync memory(argmem: read)
declare void @work(ptr) nounwind willreturn
declare void @opaque() nounwind

; Fires: a load of the payload between them, in a loop; the loop is left with no call at all.
; CHECK-LABEL: define i64 @load_in_loop(
; CHECK-NOT: @arc_
; CHECK: ret i64
; REMARK-DAG: deleted retain/release of 'p' in the loop in load_in_loop(): nothing between the retain and the release can release it or read its count (H9, arc runtime)
define i64 @load_in_loop(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  %v = load i64, ptr %s
  call void @arc_release(ptr %s)
  %acc.next = add i64 %acc, %v
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Fires outside loops: a call that touches no memory and does not synchronise, a call that
; writes only its argument (a local buffer), a store to that buffer, a retain of another object;
; the retained copy is used after the release (it is the same pointer).
; CHECK-LABEL: define i64 @harmless_between(
; CHECK-NEXT: entry:
; CHECK-NEXT: %buf = alloca i64
; CHECK-NEXT: %v = load i64, ptr %p
; CHECK-NEXT: %w = call i64 @square(i64 %v)
; CHECK-NEXT: call void @fill(ptr %buf)
; CHECK-NEXT: store i64 %w, ptr %buf
; CHECK-NEXT: %o = call ptr @arc_retain(ptr %q)
; CHECK-NEXT: %after = load i64, ptr %p
; REMARK-DAG: deleted retain/release of 'p': nothing between the retain and the release can release it or read its count (H9, arc runtime)
define i64 @harmless_between(ptr %p, ptr %q) {
entry:
  %buf = alloca i64
  %s = call ptr @arc_retain(ptr %p)
  %v = load i64, ptr %s
  %w = call i64 @square(i64 %v)
  call void @fill(ptr %buf)
  store i64 %w, ptr %buf
  %o = call ptr @arc_retain(ptr %q)
  call void @arc_release(ptr %p)
  %after = load i64, ptr %s
  %sum = add i64 %after, %w
  ret i64 %sum
}

; Fires twice: nested pairs of one object (the inner one first, then the outer one, which
; nothing disturbs any more).
; CHECK-LABEL: define void @nested(
; CHECK-NOT: @arc_
; CHECK: ret void
define void @nested(ptr %p) {
entry:
  %a = call ptr @arc_retain(ptr %p)
  %b = call ptr @arc_retain(ptr %p)
  call void @arc_release(ptr %b)
  call void @arc_release(ptr %a)
  ret void
}

; Fires for Objective-C and CPython (a read of a field past the object header, whose first 24
; bytes hold the count in every CPython build).
; CHECK-LABEL: define i64 @other_runtimes(
; CHECK-NOT: call {{.*}}@objc_
; CHECK-NOT: call {{.*}}@Py_
; CHECK: ret i64
; REMARK-DAG: deleted retain/release of 'x' in the loop in other_runtimes(): nothing between the retain and the release can release it or read its count (H9, objc runtime)
; REMARK-DAG: deleted retain/release of 'o' in the loop in other_runtimes(): nothing between the retain and the release can release it or read its count (H9, cpython runtime)
define i64 @other_runtimes(ptr %x, ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  %f = getelementptr i8, ptr %r, i64 8
  %v = load i64, ptr %f
  call void @objc_release(ptr %r)
  call void @Py_IncRef(ptr %o)
  %g = getelementptr i8, ptr %o, i64 24
  %w = load i64, ptr %g
  call void @Py_DecRef(ptr %o)
  %vw = add i64 %v, %w
  %acc.next = add i64 %acc, %vw
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Refuses: an atomic load, a fence (another thread may be told it can drop its reference).
; CHECK-LABEL: define i64 @atomic_between(
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: call void @arc_release(ptr %p)
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: call void @arc_release(ptr %p)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the atomic or volatile access between them may let another thread release it (arc runtime)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the atomic or volatile access between them may let another thread release it (arc runtime)
define i64 @atomic_between(ptr %p, ptr %flag) {
entry:
  %s = call ptr @arc_retain(ptr %p)
  %f = load atomic i64, ptr %flag seq_cst, align 8
  call void @arc_release(ptr %p)
  %t = call ptr @arc_retain(ptr %p)
  fence release
  call void @arc_release(ptr %p)
  ret i64 %f
}

; Refuses: a store through a pointer that may be the object (its count word included).
; CHECK-LABEL: define void @store_may_alias(
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: call void @arc_release(ptr %p)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the store between them may write its count (arc runtime)
define void @store_may_alias(ptr %p, ptr %escaped) {
entry:
  %s = call ptr @arc_retain(ptr %p)
  store i64 0, ptr %escaped
  call void @arc_release(ptr %p)
  ret void
}

; Refuses: a count observer on the object.
; CHECK-LABEL: define i64 @observer_between(
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: call void @arc_release(ptr %p)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: arc_count() between them reads its count (arc runtime)
define i64 @observer_between(ptr %p) {
entry:
  %s = call ptr @arc_retain(ptr %p)
  %k = call i64 @arc_count(ptr %p)
  call void @arc_release(ptr %p)
  ret i64 %k
}

; Refuses: the release of another handle that may be the same object, and the release of one
; that cannot be (noalias) but whose destructor may release this one.
; CHECK-LABEL: define void @release_between(
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: call void @arc_release(ptr %q)
; CHECK: call void @arc_release(ptr %p)
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: call void @arc_release(ptr %box)
; CHECK: call void @arc_release(ptr %p)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the release of 'q' may release the same object (arc runtime)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the release of 'box' may run a destructor that releases it (arc runtime)
define void @release_between(ptr %p, ptr %q, ptr noalias %box) {
entry:
  %s = call ptr @arc_retain(ptr %p)
  call void @arc_release(ptr %q)
  call void @arc_release(ptr %p)
  %t = call ptr @arc_retain(ptr %p)
  call void @arc_release(ptr %box)
  call void @arc_release(ptr %p)
  ret void
}

; Refuses: calls that may release it, read it, synchronise, or not return.
; CHECK-LABEL: define i64 @calls_between(
; CHECK-COUNT-4: call ptr @arc_retain(ptr %p)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the call to work() between them may release it (arc runtime)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the call to peek() between them may read its count (arc runtime)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the call to tick() between them may let another thread release it (arc runtime)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the call to opaque() between them may not return: the code it leaves to may release the reference the retain took (arc runtime)
define i64 @calls_between(ptr %p, i64 %x) {
entry:
  %a = call ptr @arc_retain(ptr %p)
  call void @work(ptr %p)
  call void @arc_release(ptr %p)
  %b = call ptr @arc_retain(ptr %p)
  %v = call i64 @peek(ptr %p)
  call void @arc_release(ptr %p)
  %c = call ptr @arc_retain(ptr %p)
  %w = call i64 @tick(i64 %x)
  call void @arc_release(ptr %p)
  %d = call ptr @arc_retain(ptr %p)
  call void @opaque()
  call void @arc_release(ptr %p)
  %vw = add i64 %v, %w
  ret i64 %vw
}

; Refuses: the retained copy is stored (the memory then owns that reference); CPython: a load of
; the count word (Py_REFCNT) between them.
; CHECK-LABEL: define i64 @copy_stored_and_refcnt(
; CHECK: call ptr @arc_retain(ptr %p)
; CHECK: call void @Py_IncRef(ptr %o)
; REMARK-DAG: (H9) retain/release of 'p' not deleted: the retained copy is stored to memory, which then owns it (arc runtime)
; REMARK-DAG: (H9) retain/release of 'o' not deleted: the load between them may read its count (cpython runtime)
define i64 @copy_stored_and_refcnt(ptr %p, ptr %o) {
entry:
  %slot = alloca ptr
  %s = call ptr @arc_retain(ptr %p)
  store ptr %s, ptr %slot
  call void @arc_release(ptr %p)
  call void @Py_IncRef(ptr %o)
  %refcnt = load i64, ptr %o
  call void @Py_DecRef(ptr %o)
  ret i64 %refcnt
}

; A kept pair in a loop is still hoisted when H1-H8 allow it.
; CHECK-LABEL: define void @kept_then_hoisted(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %p)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %p)
; REMARK-DAG: (H9) retain/release of 'p' in the loop in kept_then_hoisted() not deleted: the call to work() between them may release it (arc runtime)
; REMARK-DAG: hoisted retain/release of 'p' out of the loop in kept_then_hoisted(): 2 atomic operations per iteration removed (arc runtime)
define void @kept_then_hoisted(ptr %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %p)
  call void @work(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Two runtimes' calls on one object are no pair.
; CHECK-LABEL: define void @two_runtimes(
; CHECK: call ptr @objc_retain(ptr %p)
; CHECK: call void @arc_release(ptr %p)
define void @two_runtimes(ptr %p) {
entry:
  %s = call ptr @objc_retain(ptr %p)
  call void @arc_release(ptr %p)
  ret void
}
