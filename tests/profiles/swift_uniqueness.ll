; Swift's copy-on-write checks through the runtime's other uniqueness entries: the NonObjC check
; (an object that may be an Objective-C one) and the BridgeObject check, which takes the
; reference's bits as an integer. Each reads the count: a hoisted +1 would make every answer "no"
; and every write a copy (H4). The same loops checking another object, which cannot be the
; buffer, are hoisted.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @swift_retain(ptr returned) nounwind
declare void @swift_release(ptr) nounwind
declare zeroext i1 @swift_isUniquelyReferencedNonObjC(ptr) nounwind
declare zeroext i1 @swift_isUniquelyReferencedNonObjC_nonNull_bridgeObject(i64) nounwind
declare void @write(ptr, i1) nounwind memory(argmem: write)
declare i32 @__gxx_personality_v0(...)

; CHECK-LABEL: define void @cow_nonobjc(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call ptr @swift_retain(ptr %buffer)
; CHECK: call void @swift_release(ptr %buffer)
; REMARK-DAG: retain/release of 'buffer' not hoisted (H4): the loop reads its count with swift_isUniquelyReferencedNonObjC()
define void @cow_nonobjc(ptr %buffer, ptr noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @swift_retain(ptr %buffer)
  %unique = call zeroext i1 @swift_isUniquelyReferencedNonObjC(ptr %buffer)
  call void @write(ptr %out, i1 %unique)
  call void @swift_release(ptr %buffer)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The BridgeObject check gets the buffer's bits: an integer may be any object.
; CHECK-LABEL: define void @cow_bridge(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call ptr @swift_retain(ptr %buffer)
; CHECK: call void @swift_release(ptr %buffer)
; REMARK-DAG: retain/release of 'buffer' not hoisted (H4): the loop reads its count with swift_isUniquelyReferencedNonObjC_nonNull_bridgeObject()
define void @cow_bridge(ptr %buffer, ptr noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @swift_retain(ptr %buffer)
  %bits = ptrtoint ptr %buffer to i64
  %tagged = or i64 %bits, 1
  %unique = call zeroext i1 @swift_isUniquelyReferencedNonObjC_nonNull_bridgeObject(i64 %tagged)
  call void @write(ptr %out, i1 %unique)
  call void @swift_release(ptr %buffer)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Firing: the loop checks another buffer, which cannot be this one (noalias).
; CHECK-LABEL: define void @other_nonobjc(
; CHECK: entry:
; CHECK-NEXT: call ptr @swift_retain(ptr %buffer)
; CHECK: loop:
; CHECK-NOT: @swift_re
; CHECK: exit:
; CHECK-NEXT: call void @swift_release(ptr %buffer)
; REMARK-DAG: hoisted retain/release of 'buffer' out of the loop in other_nonobjc()
define void @other_nonobjc(ptr noalias %buffer, ptr noalias %other, ptr noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @swift_retain(ptr %buffer)
  %unique = call zeroext i1 @swift_isUniquelyReferencedNonObjC(ptr %other)
  call void @write(ptr %out, i1 %unique)
  call void @swift_release(ptr %buffer)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Firing: the same loop without a check.
; CHECK-LABEL: define void @no_check(
; CHECK: entry:
; CHECK-NEXT: call ptr @swift_retain(ptr %buffer)
; CHECK: loop:
; CHECK-NOT: @swift_re
; CHECK: exit:
; CHECK-NEXT: call void @swift_release(ptr %buffer)
; REMARK-DAG: hoisted retain/release of 'buffer' out of the loop in no_check()
define void @no_check(ptr %buffer, ptr noalias %out, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @swift_retain(ptr %buffer)
  call void @write(ptr %out, i1 true)
  call void @swift_release(ptr %buffer)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; An observer reached by an invoke (C++ calling it, the landing pad inside the loop) reads the
; count all the same.
; CHECK-LABEL: define void @cow_invoke(
; CHECK: loop:
; CHECK-NEXT: phi
; CHECK-NEXT: call ptr @swift_retain(ptr %buffer)
; CHECK: latch:
; CHECK-NEXT: call void @swift_release(ptr %buffer)
; REMARK-DAG: retain/release of 'buffer' not hoisted (H4): the loop reads its count with swift_isUniquelyReferencedNonObjC() (swift runtime; the loop in cow_invoke())
define void @cow_invoke(ptr %buffer, ptr noalias %out, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %r = call ptr @swift_retain(ptr %buffer)
  %unique = invoke zeroext i1 @swift_isUniquelyReferencedNonObjC(ptr %buffer)
      to label %ok unwind label %pad
ok:
  call void @write(ptr %out, i1 %unique)
  br label %latch
pad:
  %lp = landingpad { ptr, i32 } catch ptr null
  br label %latch
latch:
  call void @swift_release(ptr %buffer)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
