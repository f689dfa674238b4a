; The intrusive-count patterns that bench/realworld/idioms_inloop.py classifies by IR alone
; (tests/e2e/realworld_idioms_intrusive_ir.test): counts at + 0 and + 8, last-reference paths
; that free, delete through the vtable, call a callback, call a named function, or feed no
; branch; an out-of-line release() called in a loop; and atomics that are no count (a counter
; never lowered to 1, a decrement whose old value is not compared with 1, an i64 one).

declare void @use(ptr)
declare void @_ZdlPvm(ptr, i64)
declare void @external_destroy(ptr)

; A polymorphic class: the count after the vtable pointer, deleted through the vtable (whose
; load clang's TBAA marks as a "vtable pointer").
define void @poly_copy_in_loop(ptr %obj, i32 %n) {
entry:
  %count = getelementptr inbounds i8, ptr %obj, i64 8
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %0 = atomicrmw add ptr %count, i32 1 monotonic, align 4
  call void @use(ptr %obj)
  %1 = atomicrmw sub ptr %count, i32 1 acq_rel, align 4
  %last = icmp eq i32 %1, 1
  br i1 %last, label %delete, label %latch
delete:
  %vtable = load ptr, ptr %obj, align 8, !tbaa !0
  %slot = getelementptr inbounds i8, ptr %vtable, i64 8
  %dtor = load ptr, ptr %slot, align 8
  call void %dtor(ptr %obj)
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A destroy callback kept in the object: an indirect call, not through a vtable.
define void @callback_copy_in_loop(ptr %obj, i32 %n) {
entry:
  %destroy.at = getelementptr inbounds i8, ptr %obj, i64 16
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %0 = atomicrmw add ptr %obj, i32 1 acq_rel, align 4
  call void @use(ptr %obj)
  %1 = atomicrmw add ptr %obj, i32 -1 acq_rel, align 4
  %last = icmp eq i32 %1, 1
  br i1 %last, label %destroy, label %latch
destroy:
  %fn = load ptr, ptr %destroy.at, align 8
  call void %fn(ptr %obj)
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; The count first, freed directly (add -1: boost's form).
define void @plain_copy_in_loop(ptr %obj, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %0 = atomicrmw add ptr %obj, i32 1 acq_rel, align 4
  call void @use(ptr %obj)
  %1 = atomicrmw add ptr %obj, i32 -1 acq_rel, align 4
  %last = icmp eq i32 %1, 1
  br i1 %last, label %delete, label %latch
delete:
  call void @_ZdlPvm(ptr %obj, i64 16)
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Each iteration drops a different object (no pair); the last reference goes to a named
; function (`ne`: the last-reference path is the false successor).
define void @drop_each(ptr %v, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %at = getelementptr inbounds ptr, ptr %v, i32 %i
  %p = load ptr, ptr %at, align 8
  %0 = atomicrmw sub ptr %p, i32 1 acq_rel, align 4
  %alive = icmp ne i32 %0, 1
  br i1 %alive, label %latch, label %last
last:
  call void @external_destroy(ptr %p)
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; The test of the old value feeds no branch.
define i32 @no_branch(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %0 = atomicrmw sub ptr %p, i32 1 acq_rel, align 4
  %last = icmp eq i32 %0, 1
  %z = zext i1 %last to i32
  %acc.next = add i32 %acc, %z
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

; An out-of-line release(): the decrement of its parameter, delete at 1.
define linkonce_odr void @release(ptr %this) {
entry:
  %0 = atomicrmw sub ptr %this, i32 1 acq_rel, align 4
  %last = icmp eq i32 %0, 1
  br i1 %last, label %delete, label %done
delete:
  call void @_ZdlPvm(ptr %this, i64 16)
  br label %done
done:
  ret void
}

define void @release_in_loop(ptr %obj, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %0 = atomicrmw add ptr %obj, i32 1 monotonic, align 4
  call void @release(ptr %obj)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; No counts: a counter at + 4 (no decrement at + 4 in the module), a decrement whose old value
; is compared with 0, an i64 count.
define void @not_counts(ptr %p, i32 %n) {
entry:
  %stat = getelementptr inbounds i8, ptr %p, i64 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %0 = atomicrmw add ptr %stat, i32 1 monotonic, align 4
  %1 = atomicrmw sub ptr %p, i32 1 acq_rel, align 4
  %zero = icmp eq i32 %1, 0
  br i1 %zero, label %odd, label %latch
odd:
  call void @external_destroy(ptr %p)
  br label %latch
latch:
  %2 = atomicrmw sub ptr %p, i64 1 acq_rel, align 8
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

!0 = !{!1, !1, i64 0}
!1 = !{!"vtable pointer", !2, i64 0}
!2 = !{!"Simple C++ TBAA"}
