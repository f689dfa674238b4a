; H8, objects the function keeps alive (row OWNED_ACROSS_LOOP) needs the runtime's own contract:
; counting that runs no user code, destructors that return and objects that never come back to
; life (arc, Objective-C ARC). The user's destructors-return promise is not enough: a GObject's
; dispose may take a new reference (the object lives on after its "last" release, so a use after
; the loop proves nothing), and GLib's toggle notifications run in releases that are not the
; last. The same shape: the function's own reference released after the loop, a read of @n after
; the in-loop release.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s 2>&1 \
; RUN:   | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin \
; RUN:   -passes='arc-elide<retain=my_ref;release=my_unref;no-user-code;destructors-return>' \
; RUN:   -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s \
; RUN:   2>&1 | FileCheck %s --check-prefix=CUSTOM

@n = external global i64

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare ptr @g_object_ref(ptr) nounwind
declare void @g_object_unref(ptr) nounwind
declare ptr @my_ref(ptr) nounwind
declare void @my_unref(ptr) nounwind
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)

; Fires: arc's contract.
; CHECK-DAG: hoisted retain/release of 'h' {{.*}} in arc_owned()
define void @arc_owned(ptr %h) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @arc_release(ptr %s)
  %bound = load i64, ptr @n
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @arc_release(ptr %h)
  ret void
}

; Refuses, promise or not: GLib's counting runs user code and its objects may come back to life.
; CHECK-DAG: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in glib_owned()
define void @glib_owned(ptr %h) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @g_object_ref(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @g_object_unref(ptr %s)
  %bound = load i64, ptr @n
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @g_object_unref(ptr %h)
  ret void
}

; Refuses: a custom runtime with no-user-code and the promise; nothing says its destructors cannot
; revive an object.
; CUSTOM: retain/release of 'h' not hoisted (H8): the read of 'n' {{.*}} in custom_owned()
define void @custom_owned(ptr %h) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @my_ref(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @my_unref(ptr %s)
  %bound = load i64, ptr @n
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %bound
  br i1 %c, label %loop, label %exit
exit:
  call void @my_unref(ptr %h)
  ret void
}
