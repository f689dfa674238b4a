; H2: the handle is defined outside the loop, or reloaded from an invariant address that nothing
; in the loop may write (LLVM's alias analysis, with GlobalsAA when the pipeline has it).
; RUN: %opt -load-pass-plugin=%plugin -passes='require<globals-aa>,function(arc-elide)' \
; RUN:   -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - \
; RUN:   2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare i64 @peek(ptr) nounwind memory(read)
declare void @opaque() nounwind

@g = internal global ptr null
@exported = global ptr null

; Fires: an invariant argument.
; CHECK-LABEL: define i64 @invariant_argument(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %h)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop
define i64 @invariant_argument(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: a different handle every iteration (an array walk).
; CHECK-LABEL: define i64 @varying_handle(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %e)
; REMARK-DAG: retain/release of 'slot' not hoisted (H2): the address it is loaded from changes in the loop
define i64 @varying_handle(ptr %array, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = getelementptr ptr, ptr %array, i64 %i
  %e = load ptr, ptr %slot
  %s = call ptr @arc_retain(ptr %e)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: reloaded from a global; the only other call in the loop only reads memory. The
; preheader loads the handle once; the exit releases that value.
; CHECK-LABEL: define i64 @global_readonly_call(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr @g
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'g' out of the loop
define i64 @global_readonly_call(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr @g
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: an opaque call may write the exported global the handle is reloaded from.
; CHECK-LABEL: define i64 @opaque_call_writes_slot(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'exported' not hoisted (H2): it is reloaded from memory that the call to opaque() may write
define i64 @opaque_call_writes_slot(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr @exported
  %s = call ptr @arc_retain(ptr %h)
  call void @opaque()
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %i
}

; Refuses: a store in the loop may overwrite the slot (%q may alias %p).
; CHECK-LABEL: define i64 @store_may_clobber(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of 'p' not hoisted (H2): it is reloaded from memory that the store may overwrite
define i64 @store_may_clobber(ptr %p, ptr %q, ptr %other, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %p
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  store ptr %other, ptr %q
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: the store in the loop goes to memory that cannot alias the slot (%p is noalias).
; CHECK-LABEL: define i64 @store_cannot_clobber(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr %p
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'p' out of the loop
define i64 @store_cannot_clobber(ptr noalias %p, ptr %q, ptr %other, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %p
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  store ptr %other, ptr %q
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: releasing another object may run its destructor, which may write the slot.
; CHECK-LABEL: define i64 @release_of_other_object(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; REMARK-DAG: retain/release of 'g' not hoisted (H2): it is reloaded from memory that the call to arc_release() may write
define i64 @release_of_other_object(ptr %array, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr @g
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %slot = getelementptr ptr, ptr %array, i64 %i
  %e = load ptr, ptr %slot
  call void @arc_release(ptr %e)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: the handle is a different SSA value every iteration (a list walk through a phi).
; CHECK-LABEL: define i64 @list_walk(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %node)
; REMARK-DAG: retain/release of 'node' not hoisted (H2): the handle is computed in the loop, so it may be a different object in different iterations
define i64 @list_walk(ptr %head) {
entry:
  br label %loop
loop:
  %node = phi ptr [ %head, %entry ], [ %next, %loop ]
  %s = call ptr @arc_retain(ptr %node)
  %u = call i64 @peek(ptr %s)
  %next = load ptr, ptr %s
  call void @arc_release(ptr %s)
  %done = icmp eq ptr %next, null
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %u
}

; Refuses: the field's address is computed inside the loop (here from invariant operands); the
; handle, kept in a field without a name of its own, is named after the object holding it.
; CHECK-LABEL: define i64 @field_address_in_loop(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of '<field of ctx>' not hoisted (H2): the address it is loaded from is computed in the loop
define i64 @field_address_in_loop(ptr %ctx, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %0 = getelementptr inbounds i8, ptr %ctx, i64 8
  %1 = load ptr, ptr %0
  %2 = call ptr @arc_retain(ptr %1)
  %u = call i64 @peek(ptr %2)
  call void @arc_release(ptr %2)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}
