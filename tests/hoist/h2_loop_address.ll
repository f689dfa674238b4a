; H2: a reload whose address operand is a zero-offset GEP or a cast computed inside the loop is
; keyed by the stripped, invariant address; the preheader copy loads through that address (the
; one H2 checked), never through the in-loop instruction, which would not dominate it.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr) nounwind memory(argmem: read)

@g = internal global ptr null

; Fires: `getelementptr inbounds ptr, ptr %p, i64 0` in the loop.
; CHECK-LABEL: define i64 @zero_gep_in_loop(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr %p, align 8
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'p' out of the loop
define i64 @zero_gep_in_loop(ptr noalias %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = getelementptr inbounds ptr, ptr %p, i64 0
  %h = load ptr, ptr %slot, align 8
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Fires: an address space cast of a global in the loop; the copy casts the global again (a
; constant expression, as the builder folds it).
; CHECK-LABEL: define i64 @cast_in_loop(
; CHECK: entry:
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr addrspace(1) addrspacecast (ptr @g to ptr addrspace(1)), align 8
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; REMARK-DAG: hoisted retain/release of 'g' out of the loop
define i64 @cast_in_loop(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = addrspacecast ptr @g to ptr addrspace(1)
  %h = load ptr, ptr addrspace(1) %slot, align 8
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: a GEP with a non-zero offset computed in the loop from an invariant base is still a
; different instruction per iteration to H2 (the address is computed in the loop).
; CHECK-LABEL: define i64 @offset_gep_in_loop(
; CHECK: loop:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: retain/release of '{{.*}}' not hoisted (H2): the address it is loaded from is computed in the loop
define i64 @offset_gep_in_loop(ptr noalias %p, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %slot = getelementptr inbounds ptr, ptr %p, i64 1
  %h = load ptr, ptr %slot, align 8
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}
