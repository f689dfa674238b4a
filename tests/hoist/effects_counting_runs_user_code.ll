; Effects model, exemptions "retain runs no user code" and "a release that is not the last runs no
; user code": whether a runtime's counting calls back into user code is a profile flag. GLib's
; does (g_object_ref and g_object_unref call toggle-reference notifications, which may replace a
; handle's slot, drop references or call exit()); arc's does not. Where it does, a retain (and a
; release the rewrite deletes) is a call like any other: it may write any memory it can reach (H2),
; and it may not return (H5's walk, H8's exit window).
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)

@slot = global ptr null

; Refuses (H2): a toggle notification run by g_object_ref may store a new object in @slot.
; CHECK-LABEL: define void @glib_reload(
; CHECK: loop:
; CHECK: call ptr @g_object_ref(
; REMARK-DAG: retain/release of 'slot' not hoisted (H2): it is reloaded from memory that the call to g_object_ref() may write
define void @glib_reload(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr @slot
  %s = call ptr @g_object_ref(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @g_object_unref(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: the same with arc, whose retain writes only its object's count.
; CHECK-LABEL: define void @arc_reload(
; CHECK: entry:
; CHECK: call ptr @arc_retain(
; REMARK-DAG: hoisted retain/release of 'slot' out of the loop in arc_reload()
define void @arc_reload(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr @slot
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses b (H5): a's g_object_ref runs before b's and may call exit() from a toggle
; notification: b's retain is not sure to run on every entry. a is hoisted.
; CHECK-LABEL: define void @glib_two_handles(
; CHECK: entry:
; CHECK-NEXT: call ptr @g_object_ref(ptr %a)
; CHECK: loop:
; CHECK: call ptr @g_object_ref(ptr %b)
; REMARK-DAG: retain/release of 'b' not hoisted (H5): no retain of it runs on every entry to the loop (glib runtime; the loop in glib_two_handles())
define void @glib_two_handles(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @g_object_ref(ptr %a)
  %rb = call ptr @g_object_ref(ptr %b)
  %u = call i64 @peek(ptr %ra)
  %v = call i64 @peek(ptr %rb)
  call void @g_object_unref(ptr %rb)
  call void @g_object_unref(ptr %ra)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires for both: arc's retains return, so b's retain runs on every entry.
; CHECK-LABEL: define void @arc_two_handles(
; CHECK: entry:
; CHECK-DAG: call ptr @arc_retain(ptr %a)
; CHECK-DAG: call ptr @arc_retain(ptr %b)
; REMARK-DAG: hoisted retain/release of 'b' out of the loop in arc_two_handles()
define void @arc_two_handles(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @arc_retain(ptr %a)
  %rb = call ptr @arc_retain(ptr %b)
  %u = call i64 @peek(ptr %ra)
  %v = call i64 @peek(ptr %rb)
  call void @arc_release(ptr %rb)
  call void @arc_release(ptr %ra)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Refuses a (H8): after a's release, another object's g_object_ref (kept: that handle changes in
; every iteration) may call exit() from a notification, where the source holds no reference to a.
; CHECK-LABEL: define void @glib_retain_in_window(
; CHECK: loop:
; CHECK: call void @g_object_unref(ptr %ra)
; REMARK-DAG: retain/release of 'a' not hoisted (H8): the call to g_object_ref() after the release may see what a destructor writes
declare ptr @nth(i64) nounwind willreturn memory(none)
define void @glib_retain_in_window(ptr %a, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ra = call ptr @g_object_ref(ptr %a)
  %u = call i64 @peek(ptr %ra)
  call void @g_object_unref(ptr %ra)
  %o = call ptr @nth(i64 %i)
  %ro = call ptr @g_object_ref(ptr %o)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
