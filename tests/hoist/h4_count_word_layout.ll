; H4, count words in an object's public layout: a profile says where its objects keep their count
; when user code can read it as a field (ARC_PROFILE_COUNT_WORD): GObject's ref_count (a guint at
; offset 8, after GTypeInstance's class pointer), CPython's ob_refcnt (offset 0). A load that may
; read those bytes observes the count, which the hoisted pair would raise. A load of another
; field (the class pointer G_OBJECT_TYPE reads) does not.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)

; Refuses (H4): the loop reads obj->ref_count.
; CHECK-LABEL: define i32 @reads_ref_count(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(
; REMARK-DAG: retain/release of 'o' not hoisted (H4)
define i32 @reads_ref_count(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @g_object_ref(ptr %o)
  %field = getelementptr inbounds i8, ptr %r, i64 8
  %count = load i32, ptr %field
  %acc.next = add i32 %acc, %count
  call void @g_object_unref(ptr %r)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}

; Fires: the loop reads the class pointer at offset 0 (G_OBJECT_TYPE), not the count.
; CHECK-LABEL: define i64 @reads_class(
; CHECK: entry:
; CHECK: call ptr @g_object_ref(ptr %o)
; REMARK-DAG: hoisted retain/release of 'o' out of the loop in reads_class()
define i64 @reads_class(ptr %o, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @g_object_ref(ptr %o)
  %class = load ptr, ptr %r
  %t = ptrtoint ptr %class to i64
  %acc.next = add i64 %acc, %t
  call void @g_object_unref(ptr %r)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}
