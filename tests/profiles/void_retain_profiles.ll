; Runtimes whose retain returns nothing: numba's NRT_incref/NRT_decref and CPython's
; Py_IncRef/Py_DecRef. CPython's count is a public field any code may read (Py_REFCNT), so for
; it an opaque call that may read the object's first word is a count observer (H4); a call
; that cannot read memory is not.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare void @NRT_incref(ptr) nounwind
declare void @NRT_decref(ptr) nounwind
declare void @Py_IncRef(ptr) nounwind
declare void @Py_DecRef(ptr) nounwind
declare i64 @kernel(ptr) nounwind
declare i64 @pure_hash(i64) nounwind memory(none)

; CHECK-LABEL: define i64 @numba_prange_body(
; CHECK: entry:
; CHECK-NEXT: call void @NRT_incref(ptr %meminfo)
; CHECK: loop:
; CHECK-NOT: @NRT_
; CHECK: exit:
; CHECK-NEXT: call void @NRT_decref(ptr %meminfo)
; REMARK-DAG: hoisted retain/release of 'meminfo' out of the loop
define i64 @numba_prange_body(ptr %meminfo, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @NRT_incref(ptr %meminfo)
  %u = call i64 @kernel(ptr %meminfo)
  call void @NRT_decref(ptr %meminfo)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; CHECK-LABEL: define i64 @cpython_opaque_reader(
; CHECK: loop:
; CHECK: call void @Py_IncRef(ptr %obj)
; REMARK-DAG: retain/release of 'obj' not hoisted (H4): the loop reads its count with kernel()
define i64 @cpython_opaque_reader(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @Py_IncRef(ptr %obj)
  %u = call i64 @kernel(ptr %obj)
  call void @Py_DecRef(ptr %obj)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; CHECK-LABEL: define i64 @cpython_no_reader(
; CHECK: entry:
; CHECK-NEXT: call void @Py_IncRef(ptr %obj)
; CHECK: loop:
; CHECK-NOT: @Py_
; CHECK: exit:
; CHECK-NEXT: call void @Py_DecRef(ptr %obj)
; REMARK-DAG: hoisted retain/release of 'obj' out of the loop
define i64 @cpython_no_reader(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @Py_IncRef(ptr %obj)
  %u = call i64 @pure_hash(i64 %i)
  call void @Py_DecRef(ptr %obj)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Py_REFCNT(o) is a plain load of the object's first word: for CPython it observes the count as
; much as a call does (H4), and hoisting would change what it reads (1 in the source, 2 after).
; CHECK-LABEL: define i64 @cpython_refcnt_load(
; CHECK: loop:
; CHECK: call void @Py_IncRef(ptr %obj)
; REMARK-DAG: retain/release of 'obj' not hoisted (H4): the loop may load its count word
define i64 @cpython_refcnt_load(ptr %obj, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %refcnt = load i64, ptr %obj, align 8
  call void @Py_IncRef(ptr %obj)
  %acc.next = add i64 %acc, %refcnt
  call void @Py_DecRef(ptr %obj)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; A load of a field past the object header (at 24: in every CPython build the count lies in the
; first 24 bytes, ob_type at 8 in the default build among them) cannot read the count: hoisted.
; CHECK-LABEL: define i64 @cpython_other_field_load(
; CHECK: entry:
; CHECK: call void @Py_IncRef(ptr %obj)
; CHECK: loop:
; CHECK-NOT: @Py_
; CHECK: exit:
; CHECK-NEXT: call void @Py_DecRef(ptr %obj)
define i64 @cpython_other_field_load(ptr %obj, i64 %n) {
entry:
  %type.addr = getelementptr inbounds i8, ptr %obj, i64 24
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %type = load i64, ptr %type.addr, align 8
  call void @Py_IncRef(ptr %obj)
  %acc.next = add i64 %acc, %type
  call void @Py_DecRef(ptr %obj)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}
