; H4, count words in an object's public layout: a profile says where its objects keep their count
; when user code can read it as a field (ARC_PROFILE_COUNT_WORD): CPython's, in the first 24
; bytes of the object in every build (ob_refcnt at 0 by default, at 16 under Py_TRACE_REFS,
; ob_ref_local at 12 and ob_ref_shared at 16 in the free-threaded build). A load that may read
; those bytes observes the count, which the hoisted pair would raise; a load past them does not.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind

; Refuses (H4): the free-threaded build's ob_ref_shared, at 16.
; CHECK-LABEL: define i64 @reads_shared_count(
; CHECK: loop:
; CHECK: call void @Py_IncRef(
; REMARK-DAG: retain/release of 'o' not hoisted (H4): the loop may load its count word
define i64 @reads_shared_count(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  call void @Py_IncRef(ptr %o)
  %field = getelementptr inbounds i8, ptr %o, i64 16
  %count = load i64, ptr %field
  %acc.next = add i64 %acc, %count
  call void @Py_DecRef(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; Fires: a field past the header (an object's own data, at 32).
; CHECK-LABEL: define i64 @reads_payload(
; CHECK: entry:
; CHECK: call void @Py_IncRef(ptr %o)
; REMARK-DAG: hoisted retain/release of 'o' out of the loop in reads_payload()
define i64 @reads_payload(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  call void @Py_IncRef(ptr %o)
  %field = getelementptr inbounds i8, ptr %o, i64 32
  %v = load i64, ptr %field
  %acc.next = add i64 %acc, %v
  call void @Py_DecRef(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}
