; A runtime described by parameters instead of built in: arc-elide<retain=NAME;release=NAME;...>
; hoists its calls (a retain may return its argument or nothing) and only its calls. Under clang
; the same text comes from the environment variable ARCELIDE_OPTIONS (tests/profiles/custom_runtime_clang.c).
; RUN: %opt -load-pass-plugin=%plugin \
; RUN:   -passes='arc-elide<retain=my_ref;release=my_unref;retain=buf_hold;release=buf_drop;observer=my_refcount;no-user-code;destructors-return>' \
; RUN:   -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - \
; RUN:   2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Without no-user-code, the user has not said that the retains run no user code: my_ref() may
; call exit() before buf_hold() runs, so buf_hold() is not sure to run on every entry (H5).
; RUN: %opt -load-pass-plugin=%plugin \
; RUN:   -passes='arc-elide<retain=my_ref;release=my_unref;retain=buf_hold;release=buf_drop;observer=my_refcount;destructors-return>' \
; RUN:   -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s \
; RUN:   2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: retain/release of 'b' not hoisted (H5): no retain of it runs on every entry to the loop (custom runtime; the loop in custom())
; UNKNOWN: hoisted retain/release of 'h' out of the loop in custom()
; Without destructors-return, nothing says a custom runtime's destructors return: a release in
; the loop may be the last one, and the source would end in it (H8).
; RUN: %opt -load-pass-plugin=%plugin \
; RUN:   -passes='arc-elide<retain=my_ref;release=my_unref;retain=buf_hold;release=buf_drop;observer=my_refcount;no-user-code>' \
; RUN:   -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -disable-output %s \
; RUN:   2>&1 | FileCheck %s --check-prefix=NO-PROMISE
; NO-PROMISE: retain/release of 'h' not hoisted (H8): the release may be the object's last, and its destructor may not return (it may exit, longjmp or end the thread){{.*}}(custom runtime; the loop in custom()); to hoist it, if every release of the program returns, its destructor and callbacks included, say so with arc-elide<destructors-return>
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<no-user-code>' -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NO-CUSTOM
; NO-CUSTOM: no-user-code describes a custom runtime
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<retain=my_ref>' -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NO-RELEASE
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=arc;retain=a;release=b>' -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BOTH
; NO-RELEASE: a custom runtime needs at least retain=NAME and release=NAME
; BOTH: arc-elide takes runtime=NAME or a custom runtime's entries, not both

declare ptr @my_ref(ptr) nounwind
declare void @my_unref(ptr) nounwind
declare void @buf_hold(ptr) nounwind
declare void @buf_drop(ptr) nounwind
declare i32 @my_refcount(ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind

; CHECK-LABEL: define i64 @custom(
; CHECK: entry:
; CHECK-DAG: call ptr @my_ref(ptr %h)
; CHECK-DAG: call void @buf_hold(ptr %b)
; CHECK: loop:
; CHECK-NOT: call {{.*}} @my_
; CHECK-NOT: call {{.*}} @buf_
; CHECK: call ptr @arc_retain(ptr %other)
; CHECK: exit:
; CHECK-DAG: call void @my_unref(ptr %h)
; CHECK-DAG: call void @buf_drop(ptr %b)
; REMARK-DAG: hoisted retain/release of 'h' out of the loop
; REMARK-DAG: hoisted retain/release of 'b' out of the loop
; REMARK-NOT: 'other'
define i64 @custom(ptr %h, ptr %b, ptr %other, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @my_ref(ptr %h)
  call void @buf_hold(ptr %b)
  %o = call ptr @arc_retain(ptr %other)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %o)
  call void @buf_drop(ptr %b)
  call void @my_unref(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; The custom observer stops the hoist (H4).
; CHECK-LABEL: define i32 @custom_observer(
; CHECK: loop:
; CHECK: call ptr @my_ref(ptr %h)
; REMARK-DAG: retain/release of 'h' not hoisted (H4): the loop reads its count with my_refcount()
define i32 @custom_observer(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %s = call ptr @my_ref(ptr %h)
  %k = call i32 @my_refcount(ptr %s)
  call void @my_unref(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %k
}
