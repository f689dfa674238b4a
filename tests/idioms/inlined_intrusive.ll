; Intrusive counts (pass/src/inlined_intrusive.h): the i32 at an object's address, incremented and
; decremented inline, whose decrement at 1 runs the object's destructor and frees it. Raised to
; calls, judged by the rules, lowered: a hoisted pair becomes a relaxed increment in the preheader
; and, at the exit, an acq_rel decrement with a copy of the last-reference path; a refused or
; unrecognised one is left exactly as it was. destructors-return: the user's promise that every
; destructor returns, so that what this file tests decides, not H8 (the NOPROMISE run).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o %t.ll 2>%t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: FileCheck %s --check-prefix=KEPT < %t.remarks
; Unrecognised or refused: every function but the hoisted ones comes out as it went in (but for
; the order LLVM lists a block's predecessors in, which its comments show).
; RUN: %opt -passes=verify -S %s -o %t.base.ll
; RUN: sed -n '/^define void @kept_/,/^}/p' %t.base.ll | sed 's/ *;.*//' > %t.base.kept
; RUN: sed -n '/^define void @kept_/,/^}/p' %t.ll | sed 's/ *;.*//' > %t.pass.kept
; RUN: diff %t.base.kept %t.pass.kept
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide' -verify-each \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOPROMISE
; The pass's own entries never outlive it.
; CHECK-NOT: __arcelide_

declare void @use(ptr) nounwind
declare void @_ZdlPvm(ptr, i64) nounwind
declare void @free(ptr) nounwind
declare void @log_drop(i64) nounwind

; Fires: LLVM's ThreadSafeRefCountedBase, as clang leaves IntrusiveRefCntPtr's copy (a relaxed
; increment) and drop (an acq_rel subtract, delete at 1) in a loop. The destructor frees a buffer
; the object points to (a field read through an address computed in the loop, which the copy
; computes again) and logs through a phi.
; CHECK-LABEL: define void @llvm_copy_in_loop(
; CHECK: entry:
; CHECK: intrusive.copy:
; CHECK-NEXT: atomicrmw add ptr %obj, i32 1 monotonic, align 4
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK: intrusive.drop:
; CHECK-NEXT: [[OLD:%.*]] = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
; CHECK-NEXT: [[LAST:%.*]] = icmp eq i32 [[OLD]], 1
; CHECK-NEXT: br i1 [[LAST]], label %[[COPY:.*]], label
; CHECK: [[COPY]]:
; CHECK-NEXT: [[FIELD:%.*]] = getelementptr inbounds i8, ptr %obj, i64 8
; CHECK-NEXT: [[BUF:%.*]] = load ptr, ptr [[FIELD]], align 8
; CHECK-NEXT: [[NULL:%.*]] = icmp eq ptr [[BUF]], null
; CHECK-NEXT: br i1 [[NULL]], label %[[JOIN:.*]], label %[[FREE:.*]]
; CHECK: [[FREE]]:
; CHECK-NEXT: call void @free(ptr [[BUF]])
; CHECK-NEXT: br label %[[JOIN]]
; CHECK: [[JOIN]]:
; CHECK-NEXT: [[WHAT:%.*]] = phi i64 [ 1, %[[FREE]] ], [ 0, %[[COPY]] ]
; CHECK-NEXT: call void @log_drop(i64 [[WHAT]])
; CHECK-NEXT: call void @_ZdlPvm(ptr %obj, i64 16)
; REMARK-DAG: hoisted retain/release of 'obj' out of the loop in llvm_copy_in_loop(): 2 atomic operations per iteration removed (intrusive_count runtime)
; NOPROMISE-DAG: retain/release of 'obj' not hoisted (H8): the release may be the object's last{{.*}}llvm_copy_in_loop()
define void @llvm_copy_in_loop(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  %field = getelementptr inbounds i8, ptr %obj, i64 8
  call void @use(ptr %field) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  %buf = load ptr, ptr %field, align 8
  %null = icmp eq ptr %buf, null
  br i1 %null, label %destroyed, label %free_buf
free_buf:
  call void @free(ptr %buf) nounwind
  br label %destroyed
destroyed:
  %what = phi i64 [ 1, %free_buf ], [ 0, %destroy ]
  call void @log_drop(i64 %what) nounwind
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: boost's thread_safe_counter (acq_rel add of 1, add of -1), each behind the null test
; intrusive_ptr makes. The inserted increment is relaxed all the same (its old value is unused).
; CHECK-LABEL: define void @boost_copy_in_loop(
; CHECK: intrusive.copy:
; CHECK-NEXT: atomicrmw add ptr %obj, i32 1 monotonic, align 4
; CHECK: loop:
; CHECK-NOT: atomicrmw
; CHECK: intrusive.drop:
; CHECK-NEXT: atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
; CHECK: call void @_ZdlPvm(ptr %obj, i64 16)
; REMARK-DAG: hoisted retain/release of 'obj' out of the loop in boost_copy_in_loop(): 0 to 2 atomic operations per iteration removed (intrusive_count runtime)
define void @boost_copy_in_loop(ptr %obj, i64 %n) {
entry:
  %isnull = icmp eq ptr %obj, null
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  br i1 %isnull, label %copied, label %inc
inc:
  %copy = atomicrmw add ptr %obj, i32 1 acq_rel, align 4
  br label %copied
copied:
  call void @use(ptr %obj) nounwind
  br i1 %isnull, label %next, label %dec
dec:
  %old = atomicrmw add ptr %obj, i32 -1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires, and the destructor drops a member's count (an intrusive pointer held by the object): the
; member's decrement is inside the outer last-reference path, so it is not raised on its own, and
; the exit's copy of the path drops the member too.
; CHECK-LABEL: define void @member_dropped_by_destructor(
; CHECK: intrusive.drop:
; CHECK: [[M:%.*]] = load ptr, ptr
; CHECK-NEXT: [[MOLD:%.*]] = atomicrmw sub ptr [[M]], i32 1 acq_rel
; CHECK: call void @_ZdlPvm(ptr [[M]], i64 16)
; CHECK: call void @_ZdlPvm(ptr %obj, i64 24)
; REMARK-DAG: hoisted retain/release of 'obj' out of the loop in member_dropped_by_destructor(): 2 atomic operations per iteration removed (intrusive_count runtime)
define void @member_dropped_by_destructor(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  %slot = getelementptr inbounds i8, ptr %obj, i64 8
  %member = load ptr, ptr %slot, align 8
  %mold = atomicrmw sub ptr %member, i32 1 acq_rel, align 4
  %mlast = icmp eq i32 %mold, 1
  br i1 %mlast, label %destroy_member, label %destroyed
destroy_member:
  call void @_ZdlPvm(ptr %member, i64 16) nounwind
  br label %destroyed
destroyed:
  call void @_ZdlPvm(ptr %obj, i64 24) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: a hand-written class whose release() the inliner left out of line (an ODR definition
; that is exactly the decrement of its parameter, a delete at 1, and `ret void`). The exit's drop
; calls it again.
; CHECK-LABEL: define void @out_of_line_release(
; CHECK: intrusive.copy:
; CHECK-NEXT: atomicrmw add ptr %obj, i32 1 monotonic, align 4
; CHECK: loop:
; CHECK-NOT: call void @_ZN6Buffer7releaseEv
; CHECK: exit:
; CHECK: intrusive.drop:
; CHECK-NEXT: call void @_ZN6Buffer7releaseEv(ptr %obj)
; REMARK-DAG: hoisted retain/release of 'obj' out of the loop in out_of_line_release(): 2 atomic operations per iteration removed (intrusive_count runtime)
define linkonce_odr void @_ZN6Buffer7releaseEv(ptr %this) nounwind {
entry:
  %old = atomicrmw sub ptr %this, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %delete, label %done
delete:
  %data = getelementptr inbounds i8, ptr %this, i64 8
  %buf = load ptr, ptr %data, align 8
  call void @free(ptr %buf) nounwind
  call void @_ZdlPvm(ptr %this, i64 16) nounwind
  br label %done
done:
  ret void
}

define void @out_of_line_release(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  call void @_ZN6Buffer7releaseEv(ptr %obj) nounwind
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refused, each left exactly as it was (the kept_ functions, compared whole above). Only
; kept_increment_read's decrement is raised (its object's own decrement owns it), and refused.
; REMARK-DAG: release of 'obj' not hoisted (H3): the loop releases it without retaining it (intrusive_count runtime; the loop in kept_increment_read())
; KEPT-NOT: {{kept_(path|volatile|release|biased|wide|after|replaceable)}}
; The last-reference path reads a value the loop computes (%i): a copy at the exit could not.
define void @kept_path_reads_loop_value(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @log_drop(i64 %i) nounwind
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The path has a second way in (from the top of the loop): it is not the decrement's alone.
define void @kept_path_entered_twice(ptr %obj, i64 %n, i1 %early) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  br i1 %early, label %destroyed, label %body
body:
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %destroyed
destroyed:
  call void @log_drop(i64 0) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Not an intrusive count's shape: a volatile decrement; a release-ordered one; a count tested
; against 0 (a biased count); an i64 count; a count at + 4; an increment whose old value is read.
define void @kept_volatile(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw volatile sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @kept_release_ordering(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 release, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @kept_biased(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 0
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @kept_wide(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i64 1 monotonic, align 8
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %obj, i64 1 acq_rel, align 8
  %last = icmp eq i64 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @kept_after_vptr(ptr %obj, i64 %n) {
entry:
  %count = getelementptr inbounds i8, ptr %obj, i64 4
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %count, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  %old = atomicrmw sub ptr %count, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @kept_increment_read(ptr %obj, ptr %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %next ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  store i32 %copy, ptr %out, align 4
  %old = atomicrmw sub ptr %obj, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %destroy, label %next
destroy:
  call void @_ZdlPvm(ptr %obj, i64 16) nounwind
  br label %next
next:
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; An out-of-line release the linker may replace by another definition (external linkage), and one
; that does more than release (it logs after the decrement): neither is a release.
define void @_ZN5Other7releaseEv(ptr %this) nounwind {
entry:
  %old = atomicrmw sub ptr %this, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %delete, label %done
delete:
  call void @_ZdlPvm(ptr %this, i64 16) nounwind
  br label %done
done:
  ret void
}

define linkonce_odr void @_ZN6Logged7releaseEv(ptr %this) nounwind {
entry:
  %old = atomicrmw sub ptr %this, i32 1 acq_rel, align 4
  %last = icmp eq i32 %old, 1
  br i1 %last, label %delete, label %done
delete:
  call void @_ZdlPvm(ptr %this, i64 16) nounwind
  br label %done
done:
  call void @log_drop(i64 1) nounwind
  ret void
}

define void @kept_replaceable_release(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  call void @_ZN5Other7releaseEv(ptr %obj) nounwind
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @kept_release_does_more(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %copy = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @use(ptr %obj) nounwind
  call void @_ZN6Logged7releaseEv(ptr %obj) nounwind
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
