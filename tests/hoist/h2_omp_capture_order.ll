; H2's OpenMP refinement reads other functions from inside a function pass: the fork calls that
; start an outlined body, the caller's alloca behind a capture slot and its uses, and the other
; bodies the same alloca is forked into (omp_capture.c). The answer must not depend on the order
; in which the function pipeline visits them. Here the caller also has a loop of its own, whose
; pair the pass hoists, adding a load of the shared variable to the caller; the second region is
; hoisted too, adding a load through its capture slot. The file as it stands runs the caller
; first; split-file reassembles it with the bodies first, in reverse order (so each region is
; visited once before and once after its caller and the other region).
;
; RUN: rm -rf %t && split-file %s %t
; RUN: cat %t/declarations.ll %t/second_region.ll %t/first_region.ll %t/parent.ll \
; RUN:   > %t/bodies_first.ll
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o %t/caller_first.out.ll 2> %t/caller_first.remarks
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %t/bodies_first.ll -o %t/bodies_first.out.ll \
; RUN:   2> %t/bodies_first.remarks
;
; Each function comes out the same in both orders, compared function by function and remark by
; remark; and both regions and the caller's own loop are hoisted (so the comparison is not
; between two refusals, nor between two empty extracts):
; RUN: sed -n '/^define void @parent(/,/^}/p' %t/caller_first.out.ll > %t/parent.1
; RUN: sed -n '/^define void @parent(/,/^}/p' %t/bodies_first.out.ll > %t/parent.2
; RUN: diff %t/parent.1 %t/parent.2
; RUN: sed -n '/^define internal void @first_region(/,/^}/p' %t/caller_first.out.ll > %t/first.1
; RUN: sed -n '/^define internal void @first_region(/,/^}/p' %t/bodies_first.out.ll > %t/first.2
; RUN: diff %t/first.1 %t/first.2
; RUN: sed -n '/^define internal void @second_region(/,/^}/p' %t/caller_first.out.ll > %t/second.1
; RUN: sed -n '/^define internal void @second_region(/,/^}/p' %t/bodies_first.out.ll > %t/second.2
; RUN: diff %t/second.1 %t/second.2
; RUN: cat %t/parent.1 %t/first.1 %t/second.1 | FileCheck %s
; RUN: sort %t/caller_first.remarks > %t/remarks.1
; RUN: sort %t/bodies_first.remarks > %t/remarks.2
; RUN: diff %t/remarks.1 %t/remarks.2
; RUN: FileCheck %s --check-prefix=REMARK < %t/remarks.1
;
; And where clang runs the pass, at the vectorizer start of the -O2 pipeline: each function goes
; through the whole function pipeline (LoopVectorize, LoopUnroll, InstCombine, SROA, LICM, ...)
; before the next one starts, so a region sees its caller either untouched by that pipeline or
; through all of it. (Attribute group numbers #N follow the order of the functions: dropped.)
; RUN: %opt -load-pass-plugin=%plugin -passes='default<O2>' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s 2> %t/caller_first.O2.remarks \
; RUN:   | sed -E 's/ #[0-9]+//g' > %t/caller_first.O2.ll
; RUN: %opt -load-pass-plugin=%plugin -passes='default<O2>' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %t/bodies_first.ll 2> %t/bodies_first.O2.remarks \
; RUN:   | sed -E 's/ #[0-9]+//g' > %t/bodies_first.O2.ll
; RUN: sed -n '/^define void @parent(/,/^}/p' %t/caller_first.O2.ll > %t/O2.parent.1
; RUN: sed -n '/^define void @parent(/,/^}/p' %t/bodies_first.O2.ll > %t/O2.parent.2
; RUN: diff %t/O2.parent.1 %t/O2.parent.2
; RUN: sed -n '/^define internal void @first_region(/,/^}/p' %t/caller_first.O2.ll > %t/O2.first.1
; RUN: sed -n '/^define internal void @first_region(/,/^}/p' %t/bodies_first.O2.ll > %t/O2.first.2
; RUN: diff %t/O2.first.1 %t/O2.first.2
; RUN: sed -n '/^define internal void @second_region(/,/^}/p' %t/caller_first.O2.ll > %t/O2.second.1
; RUN: sed -n '/^define internal void @second_region(/,/^}/p' %t/bodies_first.O2.ll > %t/O2.second.2
; RUN: diff %t/O2.second.1 %t/O2.second.2
; RUN: cat %t/O2.parent.1 %t/O2.first.1 %t/O2.second.1 | FileCheck %s
; RUN: sort %t/caller_first.O2.remarks > %t/O2.remarks.1
; RUN: sort %t/bodies_first.O2.remarks > %t/O2.remarks.2
; RUN: diff %t/O2.remarks.1 %t/O2.remarks.2
; RUN: FileCheck %s --check-prefix=REMARK < %t/O2.remarks.1

; CHECK-LABEL: define void @parent(
; CHECK: call void {{.*}} @__kmpc_fork_call(ptr null, i32 2, ptr {{(nonnull )?}}@second_region
; CHECK-NEXT: [[H:%.*]] = load ptr, ptr %shared.addr
; CHECK-NEXT: call ptr @arc_retain(ptr [[H]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H]])
; CHECK-LABEL: define internal void @first_region(
; CHECK: entry:
; CHECK-NEXT: [[H1:%.*]] = load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(ptr [[H1]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H1]])
; CHECK-LABEL: define internal void @second_region(
; CHECK: entry:
; CHECK-NEXT: [[H2:%.*]] = load ptr, ptr %shared
; CHECK-NEXT: call ptr @arc_retain(ptr [[H2]])
; CHECK: loop:
; CHECK-NOT: @arc_
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr [[H2]])

; REMARK: hoisted retain/release of 'shared' out of the parallel loop in first_region(): 2 atomic operations per iteration removed
; REMARK-NEXT: hoisted retain/release of 'shared' out of the parallel loop in second_region(): 2 atomic operations per iteration removed
; REMARK-NEXT: hoisted retain/release of 'shared.addr' out of the loop in parent(): 2 atomic operations per iteration removed
; REMARK-NOT: remark

;--- declarations.ll
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind
declare i64 @peek(ptr) nounwind memory(none)
declare void @__kmpc_fork_call(ptr, i32, ptr, ...) nounwind

;--- parent.ll
define void @parent(ptr %obj, i64 %n) {
entry:
  %shared.addr = alloca ptr
  store ptr %obj, ptr %shared.addr
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @first_region, ptr %shared.addr, i64 %n)
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr null, i32 2, ptr @second_region, ptr %shared.addr, i64 %n)
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared.addr
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- first_region.ll
define internal void @first_region(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

;--- second_region.ll
define internal void @second_region(ptr %gtid, ptr %btid, ptr %shared, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr %shared
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
