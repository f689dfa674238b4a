; Effects model: intrinsics are asked like every other call. CPython's count is the object's first
; word, which any code may read (Py_REFCNT); a memcpy of the object (llvm.memcpy with a size the
; compiler cannot see) reads it, and observes a count the hoist would change (H4). LLVM's memory
; effects answer for the intrinsic: a memcpy that provably does not touch the object does not.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind
declare void @llvm.memcpy.p0.p0.i64(ptr noalias, ptr noalias, i64, i1)
declare i64 @sum(ptr) nounwind willreturn memory(argmem: read)

; Refuses (H4): the loop copies the object, count word included, into a snapshot.
; CHECK-LABEL: define void @snapshot_object(
; CHECK: loop:
; CHECK: call void @Py_IncRef(
; REMARK-DAG: retain/release of 'o' not hoisted (H4)
define void @snapshot_object(ptr %o, ptr noalias %snap, i64 %size, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @Py_IncRef(ptr %o)
  call void @llvm.memcpy.p0.p0.i64(ptr %snap, ptr %o, i64 %size, i1 false)
  %s = call i64 @sum(ptr %snap)
  call void @Py_DecRef(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: the memcpy copies between two buffers that are not the object.
; CHECK-LABEL: define void @copy_elsewhere(
; CHECK: entry:
; CHECK: call void @Py_IncRef(ptr %o)
; REMARK-DAG: hoisted retain/release of 'o' out of the loop in copy_elsewhere()
define void @copy_elsewhere(ptr %o, ptr noalias %dst, ptr noalias %src, i64 %size, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @Py_IncRef(ptr %o)
  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 %size, i1 false)
  call void @Py_DecRef(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
