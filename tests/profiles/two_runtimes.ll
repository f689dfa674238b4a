; One module, two runtimes: each call is classified by its own profile, and a retain of one
; runtime never pairs with a release of another, even on the same pointer.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare i64 @use2(ptr, ptr) nounwind

; Fires for both: an arc pair and a GLib pair in one loop, each hoisted with its own entries.
; CHECK-LABEL: define i64 @side_by_side(
; CHECK: entry:
; CHECK-DAG: call ptr @arc_retain(ptr %a)
; CHECK-DAG: call ptr @g_object_ref(ptr %g)
; CHECK: loop:
; CHECK-NOT: call {{.*}}@{{arc_|g_object_}}
; CHECK: exit:
; CHECK-DAG: call void @arc_release(ptr %a)
; CHECK-DAG: call void @g_object_unref(ptr %g)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in side_by_side(): 2 atomic operations per iteration removed (arc runtime)
; REMARK-DAG: hoisted retain/release of 'g' out of the loop in side_by_side(): 2 atomic operations per iteration removed (glib runtime)
define i64 @side_by_side(ptr %a, ptr %g, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %sa = call ptr @arc_retain(ptr %a)
  %sg = call ptr @g_object_ref(ptr %g)
  %u = call i64 @use2(ptr %sa, ptr %sg)
  call void @g_object_unref(ptr %sg)
  call void @arc_release(ptr %sa)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; Refuses: arc_retain and g_object_unref on one pointer are not a pair (neither runtime's calls
; balance on their own).
; CHECK-LABEL: define i64 @crossed(
; CHECK: loop:
; CHECK: call ptr @arc_retain(ptr %h)
; CHECK: call void @g_object_unref(ptr %s)
; REMARK-DAG: retain of 'h' not hoisted (H3): the loop never releases it (arc runtime; the loop in crossed())
; REMARK-DAG: release of 'h' not hoisted (H3): the loop releases it without retaining it (glib runtime; the loop in crossed())
define i64 @crossed(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use2(ptr %s, ptr %s)
  call void @g_object_unref(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}
