; The swift profile on the shapes Swift emits: swift_retain returns its argument (marked
; `returned`), swift_release, and uniqueness checks as count observers (H4).
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Restricted to another runtime, the pass does not touch Swift's calls.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=arc>' -S %s -o - \
; RUN:   | FileCheck %s --check-prefix=ARC-ONLY

%swift.refcounted = type { ptr, i64 }

declare ptr @swift_retain(ptr returned) nounwind
declare void @swift_release(ptr) nounwind
declare zeroext i1 @swift_isUniquelyReferenced_nonNull_native(ptr) nounwind
declare swiftcc i64 @"$s4main3useySiAA5BoxedCF"(ptr swiftself) nounwind

; A class reference read from a captured box every iteration, as Swift does for a `let` in a
; closure context.
; CHECK-LABEL: define swiftcc i64 @sum(
; CHECK: entry:
; CHECK-NEXT: [[O:%.*]] = load ptr, ptr %box
; CHECK-NEXT: call ptr @swift_retain(ptr [[O]])
; CHECK: loop:
; CHECK-NOT: @swift_re
; CHECK: exit:
; CHECK-NEXT: call void @swift_release(ptr [[O]])
; REMARK-DAG: hoisted retain/release of 'box' out of the loop in sum(): 2 atomic operations per iteration removed
; ARC-ONLY-LABEL: define swiftcc i64 @sum(
; ARC-ONLY: loop:
; ARC-ONLY: call ptr @swift_retain(
define swiftcc i64 @sum(ptr noalias %box, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %o = load ptr, ptr %box
  %r = call ptr @swift_retain(ptr %o)
  %u = call swiftcc i64 @"$s4main3useySiAA5BoxedCF"(ptr swiftself %o)
  call void @swift_release(ptr %o)
  %acc.next = add i64 %acc, %u
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Copy-on-write: the loop asks whether the buffer is uniquely referenced; a hoisted +1 would
; make every answer "no" and every write a copy.
; CHECK-LABEL: define swiftcc void @cow(
; CHECK: loop:
; CHECK: call ptr @swift_retain(ptr %buffer)
; REMARK-DAG: retain/release of 'buffer' not hoisted (H4): the loop reads its count with swift_isUniquelyReferenced_nonNull_native()
define swiftcc void @cow(ptr %buffer, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @swift_retain(ptr %buffer)
  %unique = call zeroext i1 @swift_isUniquelyReferenced_nonNull_native(ptr %buffer)
  call void @swift_release(ptr %buffer)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
