; Inlined reference counting (docs/idioms.md, pass/src/inlined_counts.h): Rust's Arc and libc++'s
; std::shared_ptr count changes, written as rustc and clang leave them at -O2, raised to calls,
; judged by the rules, and lowered: a hoisted pair becomes the library's own increment in the
; preheader and its own decrement (last-reference path included) at the exit; a refused one is
; put back exactly. destructors-return: the user's promise that every destructor returns, so that
; what this file tests decides, not H8's check of destructors (h8_destructors_return.ll); the
; NOPROMISE run shows H8 refusing without it.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide' -verify-each \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOPROMISE
; Without rustc's llvm.ident (a C or C++ module: a function there may carry drop_slow's name by an
; asm label), Rust's sequences are not recognised; libc++'s still are.
; RUN: sed '/^!llvm.ident/d; /^!900 = /d' %s > %t.norust.ll
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %t.norust.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NORUST
; NORUST-NOT: rust_arc runtime
; NORUST: hoisted retain/release of 'cb' out of the loop in shared_ptr_copy_in_loop()
; NORUST-NOT: rust_arc runtime
; The pass's own entries never outlive it.
; CHECK-NOT: __arcelide_

declare void @use(ptr)
declare void @llvm.trap()
declare void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h0000000000000001E"(ptr) nounwind
declare void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr) nounwind

; Fires: an Arc cloned and dropped around a call in every iteration. The clone's overflow check
; moves with it to the preheader; drop_slow gets a slot of the function's own at the exit.
; CHECK-LABEL: define void @arc_clone_in_loop(
; CHECK: entry:
; CHECK: %arc.slot = alloca ptr
; CHECK: atomicrmw add ptr %inner, i64 1 monotonic
; CHECK-NEXT: icmp slt i64
; CHECK: call void @llvm.trap()
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK-NEXT: atomicrmw sub ptr %inner, i64 1 release
; CHECK-NEXT: icmp eq i64 {{.*}}, 1
; CHECK: fence acquire
; CHECK-NEXT: store ptr %inner, ptr %arc.slot
; CHECK-NEXT: call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h0000000000000001E"(ptr %arc.slot)
; REMARK-DAG: hoisted retain/release of 'inner' out of the loop in arc_clone_in_loop(): 2 atomic operations per iteration removed (rust_arc runtime)
; NOPROMISE-DAG: retain/release of 'inner' not hoisted (H8): the release may be the object's last{{.*}}arc_clone_in_loop()
define void @arc_clone_in_loop(ptr %inner, i64 %n) {
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

; Refuses (H4): Arc::strong_count (an atomic load of the strong count) before the clone, where the
; hoisted reference would show one more owner. Put back exactly.
; CHECK-LABEL: define i64 @arc_strong_count_outside(
; CHECK: loop:
; CHECK: %count = load atomic i64, ptr %inner monotonic
; CHECK: %old = atomicrmw add ptr %inner, i64 1 monotonic
; CHECK-NEXT: %overflow = icmp slt i64 %old, 0
; CHECK-NEXT: br i1 %overflow, label %abort, label %cloned
; CHECK: %old2 = atomicrmw sub ptr %inner, i64 1 release
; CHECK-NEXT: %last = icmp eq i64 %old2, 1
; CHECK-NEXT: br i1 %last, label %drop, label %latch
; REMARK-DAG: retain/release of 'inner' not hoisted (H4): the loop may load its count word {{.*}}arc_strong_count_outside()
define i64 @arc_strong_count_outside(ptr %inner, i64 %n) {
entry:
  %slot = alloca ptr
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  %count = load atomic i64, ptr %inner monotonic, align 8
  %acc.next = add i64 %acc, %count
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
  ret i64 %acc.next
abort:
  call void @llvm.trap()
  unreachable
}

; Fires (H4 refinement "inside the window"): the same load between the clone and the drop reads
; the count the hoisted loop shows there. A plain load of the count (no program makes one: the
; count is an AtomicUsize, row COUNT_READ_ATOMICALLY) before the clone observes nothing.
; CHECK-LABEL: define i64 @arc_strong_count_inside(
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: exit:
; REMARK-DAG: hoisted retain/release of 'inner' out of the loop in arc_strong_count_inside()
define i64 @arc_strong_count_inside(ptr %inner, i64 %n) {
entry:
  %slot = alloca ptr
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  %plain = load i64, ptr %inner, align 8
  %old = atomicrmw add ptr %inner, i64 1 monotonic
  %overflow = icmp slt i64 %old, 0
  br i1 %overflow, label %abort, label %cloned
cloned:
  store ptr %inner, ptr %slot
  %count = load atomic i64, ptr %inner monotonic, align 8
  %sum = add i64 %acc, %count
  %acc.next = add i64 %sum, %plain
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
  ret i64 %acc.next
abort:
  call void @llvm.trap()
  unreachable
}

; Not a count: an add of 1 without the overflow check, and a decrement whose slot also holds
; another pointer, are user atomics; nothing is raised, nothing said.
; CHECK-LABEL: define void @not_arc_counts(
; CHECK: %old = atomicrmw add ptr %inner, i64 1 monotonic
; CHECK: %old2 = atomicrmw sub ptr %inner, i64 1 release
; REMARK-NOT: not_arc_counts
define void @not_arc_counts(ptr %inner, ptr %other, i64 %n) {
entry:
  %slot = alloca ptr
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %old = atomicrmw add ptr %inner, i64 1 monotonic
  store ptr %other, ptr %slot
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
}

; Fires: a shared_ptr copied and dropped around a call, where the control block is known not to
; be NULL (the optimiser dropped libc++'s NULL tests). The preheader's increment and the exit's
; drop are libc++'s own, NULL test included; the exit's drop runs __on_zero_shared and
; __release_weak on the last reference.
; CHECK-LABEL: define void @shared_ptr_copy_in_loop(
; CHECK: icmp ne ptr %cb, null
; CHECK: shared_ptr.copy:
; CHECK-NEXT: getelementptr inbounds i8, ptr %cb, i64 8
; CHECK-NEXT: atomicrmw add ptr {{.*}}, i64 1 monotonic
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK: icmp ne ptr %cb, null
; CHECK: shared_ptr.drop:
; CHECK: atomicrmw add ptr {{.*}}, i64 -1 acq_rel
; CHECK: shared_ptr.last:
; CHECK-NEXT: [[VT:%.*]] = load ptr, ptr %cb
; CHECK-NEXT: [[SLOT:%.*]] = getelementptr inbounds i8, ptr [[VT]], i64 16
; CHECK-NEXT: [[FN:%.*]] = load ptr, ptr [[SLOT]]
; CHECK-NEXT: call void [[FN]](ptr %cb) #[[NOUNWIND:[0-9]+]]
; CHECK-NEXT: call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) #[[NOUNWIND]]
; REMARK-DAG: hoisted retain/release of 'cb' out of the loop in shared_ptr_copy_in_loop(): 2 atomic operations per iteration removed (libcxx_shared_ptr runtime)
define void @shared_ptr_copy_in_loop(ptr %cb, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  call void @use(ptr %element) nounwind
  %owners2 = getelementptr inbounds i8, ptr %cb, i64 8
  %1 = atomicrmw add ptr %owners2, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %1, 0
  br i1 %last, label %zero, label %latch
zero:
  %vtable = load ptr, ptr %cb, align 8
  %vfn = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %vfn, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: each count change behind libc++'s NULL test of the control block, as clang emits a
; copy (refinements "NULL guard": H3 and H5, on the path where the block is NULL nothing is
; counted and the entries test NULL too; H8, no path from a drop, which ran on a block, takes a
; guard's edge for a NULL block, so use() on that edge is in no window). The remark's "0 to 2":
; the copy's changes run only when the block is not NULL.
; CHECK-LABEL: define void @shared_ptr_guarded_copy(
; CHECK: shared_ptr.copy:
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK: shared_ptr.drop:
; REMARK-DAG: hoisted retain/release of 'cb' out of the loop in shared_ptr_guarded_copy(): 0 to 2 atomic operations per iteration removed (libcxx_shared_ptr runtime)
define void @shared_ptr_guarded_copy(ptr %cb, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %cb, null
  br i1 %null, label %copied, label %copy
copy:
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  br label %copied
copied:
  call void @use(ptr %element) nounwind
  br i1 %null, label %latch, label %drop
drop:
  %owners2 = getelementptr inbounds i8, ptr %cb, i64 8
  %1 = atomicrmw add ptr %owners2, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %1, 0
  br i1 %last, label %zero, label %latch
zero:
  %vtable = load ptr, ptr %cb, align 8
  %vfn = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %vfn, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires (H4 refinement "inside the window"): clang duplicates the call after the copy into the
; path where the block is NULL (jump threading); there the guard found the handle NULL, which it
; is in every iteration (H2), so that call reads no count: a window of its own.
; REMARK-DAG: hoisted retain/release of 'cb' out of the loop in shared_ptr_call_on_null_path()
; CHECK-LABEL: define void @shared_ptr_call_on_null_path(
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: exit:
define void @shared_ptr_call_on_null_path(ptr %cb, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %cb, null
  br i1 %null, label %on_null, label %copy
on_null:
  call void @use(ptr %element) nounwind
  br label %latch
copy:
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  call void @use(ptr %element) nounwind
  %1 = atomicrmw add ptr %owners, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %1, 0
  br i1 %last, label %zero, label %latch
zero:
  %vtable = load ptr, ptr %cb, align 8
  %vfn = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %vfn, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses (H4): the call is reached where the guard found the block NULL and also after the drop,
; where the hoisted reference is counted too.
; REMARK-DAG: retain/release of 'cb' not hoisted (H4): the loop reads its count with use() {{.*}}shared_ptr_call_after_drop_or_null()
; CHECK-LABEL: define void @shared_ptr_call_after_drop_or_null(
; CHECK: %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
define void @shared_ptr_call_after_drop_or_null(ptr %cb, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %observe ]
  %null = icmp eq ptr %cb, null
  br i1 %null, label %observe, label %copy
copy:
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  %1 = atomicrmw add ptr %owners, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %1, 0
  br i1 %last, label %zero, label %observe
zero:
  %vtable = load ptr, ptr %cb, align 8
  %vfn = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %vfn, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %observe
observe:
  call void @use(ptr %element) nounwind
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires twice: two copies per iteration, each behind its own NULL test (neither's blocks dominate
; the other's), dropped in the reverse order. Each drop is deleted from the loop, so neither runs
; a destructor there (H4 asks again as handles are refused); the drops at the exit keep the
; loop's order, b's before a's, which no path through an iteration reverses (H8).
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in shared_ptr_two_copies()
; REMARK-DAG: hoisted retain/release of 'b' out of the loop in shared_ptr_two_copies()
; CHECK-LABEL: define void @shared_ptr_two_copies(
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK: icmp ne ptr %b, null
; CHECK: atomicrmw add ptr {{%.*}}, i64 -1 acq_rel
; CHECK: icmp ne ptr %a, null
; CHECK: atomicrmw add ptr {{%.*}}, i64 -1 acq_rel
define void @shared_ptr_two_copies(ptr %a, ptr %b, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %a.null = icmp eq ptr %a, null
  br i1 %a.null, label %a.copied, label %a.copy
a.copy:
  %a.owners = getelementptr inbounds i8, ptr %a, i64 8
  %0 = atomicrmw add ptr %a.owners, i64 1 monotonic, align 8
  br label %a.copied
a.copied:
  %b.null = icmp eq ptr %b, null
  br i1 %b.null, label %b.copied, label %b.copy
b.copy:
  %b.owners = getelementptr inbounds i8, ptr %b, i64 8
  %1 = atomicrmw add ptr %b.owners, i64 1 monotonic, align 8
  br label %b.copied
b.copied:
  call void @use(ptr %element) nounwind
  br i1 %b.null, label %b.dropped, label %b.drop
b.drop:
  %b.owners2 = getelementptr inbounds i8, ptr %b, i64 8
  %2 = atomicrmw add ptr %b.owners2, i64 -1 acq_rel, align 8
  %b.last = icmp eq i64 %2, 0
  br i1 %b.last, label %b.zero, label %b.dropped
b.zero:
  %b.vtable = load ptr, ptr %b, align 8
  %b.vfn = getelementptr inbounds i8, ptr %b.vtable, i64 16
  %b.on_zero_shared = load ptr, ptr %b.vfn, align 8
  call void %b.on_zero_shared(ptr %b) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %b) nounwind
  br label %b.dropped
b.dropped:
  br i1 %a.null, label %latch, label %a.drop
a.drop:
  %a.owners2 = getelementptr inbounds i8, ptr %a, i64 8
  %3 = atomicrmw add ptr %a.owners2, i64 -1 acq_rel, align 8
  %a.last = icmp eq i64 %3, 0
  br i1 %a.last, label %a.zero, label %latch
a.zero:
  %a.vtable = load ptr, ptr %a, align 8
  %a.vfn = getelementptr inbounds i8, ptr %a.vtable, i64 16
  %a.on_zero_shared = load ptr, ptr %a.vfn, align 8
  call void %a.on_zero_shared(ptr %a) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %a) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses both: a's block is reloaded from memory use() may write (H2), so a's drop stays in the
; loop, where it may be the last and run a destructor after b's drop: one that reads b's count
; (H4, asked again once a is refused) or b's object (H8: hoisted, b's drop would run after it).
; H8 answers first here.
; REMARK-DAG: not hoisted (H2): it is reloaded from memory that the call to use() may write {{.*}}shared_ptr_two_copies_one_refused()
; REMARK-DAG: retain/release of 'b' not hoisted (H{{[48]}}): {{.*}}shared_ptr_two_copies_one_refused()
; CHECK-LABEL: define void @shared_ptr_two_copies_one_refused(
; CHECK: %1 = atomicrmw add ptr %b.owners, i64 1 monotonic, align 8
define void @shared_ptr_two_copies_one_refused(ptr %a.slot, ptr %b, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %a = load ptr, ptr %a.slot, align 8
  %a.null = icmp eq ptr %a, null
  br i1 %a.null, label %a.copied, label %a.copy
a.copy:
  %a.owners = getelementptr inbounds i8, ptr %a, i64 8
  %0 = atomicrmw add ptr %a.owners, i64 1 monotonic, align 8
  br label %a.copied
a.copied:
  %b.null = icmp eq ptr %b, null
  br i1 %b.null, label %b.copied, label %b.copy
b.copy:
  %b.owners = getelementptr inbounds i8, ptr %b, i64 8
  %1 = atomicrmw add ptr %b.owners, i64 1 monotonic, align 8
  br label %b.copied
b.copied:
  call void @use(ptr %element) nounwind
  br i1 %b.null, label %b.dropped, label %b.drop
b.drop:
  %b.owners2 = getelementptr inbounds i8, ptr %b, i64 8
  %2 = atomicrmw add ptr %b.owners2, i64 -1 acq_rel, align 8
  %b.last = icmp eq i64 %2, 0
  br i1 %b.last, label %b.zero, label %b.dropped
b.zero:
  %b.vtable = load ptr, ptr %b, align 8
  %b.vfn = getelementptr inbounds i8, ptr %b.vtable, i64 16
  %b.on_zero_shared = load ptr, ptr %b.vfn, align 8
  call void %b.on_zero_shared(ptr %b) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %b) nounwind
  br label %b.dropped
b.dropped:
  br i1 %a.null, label %latch, label %a.drop
a.drop:
  %a.owners2 = getelementptr inbounds i8, ptr %a, i64 8
  %3 = atomicrmw add ptr %a.owners2, i64 -1 acq_rel, align 8
  %a.last = icmp eq i64 %3, 0
  br i1 %a.last, label %a.zero, label %latch
a.zero:
  %a.vtable = load ptr, ptr %a, align 8
  %a.vfn = getelementptr inbounds i8, ptr %a.vtable, i64 16
  %a.on_zero_shared = load ptr, ptr %a.vfn, align 8
  call void %a.on_zero_shared(ptr %a) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %a) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses (H4): use_count() (an atomic load of __shared_owners_) before the copy. Put back exactly.
; CHECK-LABEL: define i64 @shared_ptr_use_count_outside(
; CHECK: copy:
; CHECK-NEXT: %owners = getelementptr inbounds i8, ptr %cb, i64 8
; CHECK-NEXT: %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
; CHECK: drop:
; CHECK-NEXT: %owners2 = getelementptr inbounds i8, ptr %cb, i64 8
; CHECK-NEXT: %1 = atomicrmw add ptr %owners2, i64 -1 acq_rel, align 8
; CHECK-NEXT: %last = icmp eq i64 %1, 0
; CHECK-NEXT: br i1 %last, label %zero, label %latch
; REMARK-DAG: retain/release of 'cb' not hoisted (H4): the loop may load its count word {{.*}}shared_ptr_use_count_outside()
define i64 @shared_ptr_use_count_outside(ptr %cb, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  %count.at = getelementptr inbounds i8, ptr %cb, i64 8
  %count = load atomic i64, ptr %count.at monotonic, align 8
  %acc.next = add i64 %acc, %count
  %null = icmp eq ptr %cb, null
  br i1 %null, label %copied, label %copy
copy:
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  br label %copied
copied:
  call void @use(ptr %element) nounwind
  br i1 %null, label %latch, label %drop
drop:
  %owners2 = getelementptr inbounds i8, ptr %cb, i64 8
  %1 = atomicrmw add ptr %owners2, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %1, 0
  br i1 %last, label %zero, label %latch
zero:
  %vtable = load ptr, ptr %cb, align 8
  %vfn = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %vfn, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Refuses (H3): the copy is guarded by a test of another pointer, so on the path where %cb is not
; NULL but %other is, the drop runs without the copy: not libc++'s guard, no NULL refinement.
; CHECK-LABEL: define void @shared_ptr_other_guard(
; CHECK: %0 = atomicrmw add ptr %owners, i64 1 monotonic
; REMARK-DAG: retain/release of 'cb' not hoisted (H3): {{.*}}shared_ptr_other_guard()
define void @shared_ptr_other_guard(ptr %cb, ptr %other, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %other, null
  br i1 %null, label %copied, label %copy
copy:
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  br label %copied
copied:
  call void @use(ptr %element) nounwind
  %null.cb = icmp eq ptr %cb, null
  br i1 %null.cb, label %latch, label %drop
drop:
  %owners2 = getelementptr inbounds i8, ptr %cb, i64 8
  %1 = atomicrmw add ptr %owners2, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %1, 0
  br i1 %last, label %zero, label %latch
zero:
  %vtable = load ptr, ptr %cb, align 8
  %vfn = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %vfn, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses (H5): the copy and its drop both behind a test of another pointer. When %other is NULL
; in every iteration no copy runs, and the control block need not be a live one: a retain in the
; preheader would touch it. The NULL-guard refinement takes only a test of the handle itself.
; CHECK-LABEL: define void @shared_ptr_guard_on_other(
; CHECK: %0 = atomicrmw add ptr %owners, i64 1 monotonic
; REMARK-DAG: retain/release of 'cb' not hoisted (H5): {{.*}}shared_ptr_guard_on_other()
define void @shared_ptr_guard_on_other(ptr %cb, ptr %other, ptr %element, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %null = icmp eq ptr %other, null
  br i1 %null, label %latch, label %copy
copy:
  %owners = getelementptr inbounds i8, ptr %cb, i64 8
  %0 = atomicrmw add ptr %owners, i64 1 monotonic, align 8
  call void @use(ptr %element) nounwind
  %owners2 = getelementptr inbounds i8, ptr %cb, i64 8
  %1 = atomicrmw add ptr %owners2, i64 -1 acq_rel, align 8
  %last = icmp eq i64 %1, 0
  br i1 %last, label %zero, label %latch
zero:
  %vtable = load ptr, ptr %cb, align 8
  %vfn = getelementptr inbounds i8, ptr %vtable, i64 16
  %on_zero_shared = load ptr, ptr %vfn, align 8
  call void %on_zero_shared(ptr %cb) nounwind
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %cb) nounwind
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: drop_slow in rustc's v0 mangling (the standard library's, -C symbol-mangling-version=v0).
; REMARK-DAG: hoisted retain/release of 'inner' out of the loop in arc_v0_mangling()
declare void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtB7_6string6StringE9drop_slowCsh0ufodFROgm_2v0(ptr) nounwind
define void @arc_v0_mangling(ptr %inner, i64 %n) {
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
  call void @_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtB7_6string6StringE9drop_slowCsh0ufodFROgm_2v0(ptr %slot)
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

; Not recognised: a v0 drop_slow of an Arc in another crate's sync module (crate "user"): the
; decrement is no Arc drop, so the increment (which is Arc's) has no release in the loop.
; CHECK-LABEL: define void @arc_v0_other_crate(
; CHECK: %old = atomicrmw add ptr %inner, i64 1 monotonic
; CHECK: %old2 = atomicrmw sub ptr %inner, i64 1 release
; REMARK-DAG: retain of 'inner' not hoisted (H3): the loop never releases it {{.*}}arc_v0_other_crate()
declare void @_RNvMs_NtCs1234_4user4syncINtB5_3ArcNtNtB7_6string6StringE9drop_slowCsh0ufodFROgm_2v0(ptr) nounwind
define void @arc_v0_other_crate(ptr %inner, i64 %n) {
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
  call void @_RNvMs_NtCs1234_4user4syncINtB5_3ArcNtNtB7_6string6StringE9drop_slowCsh0ufodFROgm_2v0(ptr %slot)
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
