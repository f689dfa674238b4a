; numba's conventions in the profile table (runtime_profiles.def, docs/rules/h5-every-entry.md,
; "numba's conventions"): its code reports errors by status codes (H1: calls in a function
; without a personality are no unwind exit), NRT_incref/NRT_decref ignore NULL (H6: such calls
; are deleted), and its callers hold their arguments' references for the whole call (H5, H8: a
; handle that is an argument is alive or NULL on every entry, and no release of it is the last).
; Declarations as numba 0.56 emits them: no nounwind anywhere.
; The conventions hold only where the user names the runtime (the module is numba's code):
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=numba;destructors-return>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Recognised by default, NRT_incref may be called from C code that follows none of them: every
; loop is refused by H1 as before, and only the NULL rule (a fact about NRT itself) applies.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>' -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEFAULT
; DEFAULT: retain/release of 'mi' not hoisted (H1): the call to kernel() may unwind out of the loop (numba runtime; the loop in while_loop())
; DEFAULT: retain/release of 'a' not hoisted (H1): the call to kernel() may unwind out of the loop (numba runtime; the loop in two_arguments())
; DEFAULT: retain/release of 'b' not hoisted (H1): the call to kernel() may unwind out of the loop (numba runtime; the loop in two_arguments())
; DEFAULT-NOT: hoisted retain/release
; DEFAULT: deleted release of NULL: the numba runtime does nothing on NULL
; DEFAULT-NOT: hoisted retain/release

declare void @NRT_incref(ptr)
declare void @NRT_decref(ptr)
declare i64 @kernel(ptr)
declare i64 @kernel_returns(ptr) willreturn memory(argmem: read)
declare i32 @__gxx_personality_v0(...)
declare void @g_object_unref(ptr) nounwind

@destroyed = global i64 0
@global_meminfo = global ptr null

; Fires (H1 status codes, H5 and H8 by the convention): numba's "while" loop (the test in the
; header, so the body may run zero times), a kernel call that is neither nounwind nor willreturn
; between the pair, and a read of a global after the release in the iteration that leaves.
; CHECK-LABEL: define i64 @while_loop(
; CHECK: entry:
; CHECK-NEXT: call void @NRT_incref(ptr %mi)
; CHECK: header:
; CHECK-NOT: @NRT_
; CHECK: exit:
; CHECK-NEXT: call void @NRT_decref(ptr %mi)
; REMARK-DAG: hoisted retain/release of 'mi' out of the loop in while_loop()
define i64 @while_loop(ptr %mi, i64 %n) {
entry:
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %exit
body:
  call void @NRT_incref(ptr %mi)
  %u = call i64 @kernel(ptr %mi)
  call void @NRT_decref(ptr %mi)
  %d = load i64, ptr @destroyed
  %s = add i64 %u, %d
  %acc.next = add i64 %acc, %s
  %i.next = add i64 %i, 1
  br label %header
exit:
  ret i64 %acc
}

; Refuses (H1): the same loop in a function with a personality: a function that takes part in
; unwinding is not numba's, and its calls may unwind (not NRT's own: they never do).
; CHECK-LABEL: define i64 @with_personality(
; CHECK: body:
; CHECK-NEXT: call void @NRT_incref(ptr %mi)
; REMARK-DAG: retain/release of 'mi' not hoisted (H1): the call to kernel() may unwind out of the loop (numba runtime; the loop in with_personality())
define i64 @with_personality(ptr %mi, i64 %n) personality ptr @__gxx_personality_v0 {
entry:
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %body ]
  %more = icmp slt i64 %i, %n
  br i1 %more, label %body, label %exit
body:
  call void @NRT_incref(ptr %mi)
  %u = call i64 @kernel(ptr %mi)
  call void @NRT_decref(ptr %mi)
  %i.next = add i64 %i, 1
  br label %header
exit:
  ret i64 %i
}

; Fires: two argument handles one after the other, an opaque kernel between the pairs (the
; usual shape): both in one preheader and one exit sequence, in the source's release order.
; CHECK-LABEL: define i64 @two_arguments(
; CHECK: entry:
; CHECK-NEXT: call void @NRT_incref(ptr %a)
; CHECK-NEXT: call void @NRT_incref(ptr %b)
; CHECK: loop:
; CHECK-NOT: @NRT_
; CHECK: exit:
; CHECK-NEXT: call void @NRT_decref(ptr %a)
; CHECK-NEXT: call void @NRT_decref(ptr %b)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in two_arguments()
; REMARK-DAG: hoisted retain/release of 'b' out of the loop in two_arguments()
define i64 @two_arguments(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @NRT_incref(ptr %a)
  %u = call i64 @kernel(ptr %a)
  call void @NRT_decref(ptr %a)
  call void @NRT_incref(ptr %b)
  %v = call i64 @kernel(ptr %b)
  call void @NRT_decref(ptr %b)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

; The second handle is not an argument (loaded from a global before the loop): nobody is known
; to hold it. Refuses (H5): the kernel before its retain may not return. The argument handle
; before it is hoisted.
; CHECK-LABEL: define i64 @not_an_argument(
; CHECK: loop:
; CHECK-NOT: call void @NRT_incref(ptr %a)
; CHECK: call void @NRT_incref(ptr %g)
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in not_an_argument()
; REMARK-DAG: retain/release of 'g' not hoisted (H5): no retain of it runs on every entry to the loop (numba runtime; the loop in not_an_argument())
define i64 @not_an_argument(ptr %a, i64 %n) {
entry:
  %g = load ptr, ptr @global_meminfo
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @NRT_incref(ptr %a)
  %u = call i64 @kernel(ptr %a)
  call void @NRT_decref(ptr %a)
  call void @NRT_incref(ptr %g)
  %v = call i64 @kernel_returns(ptr %g)
  call void @NRT_decref(ptr %g)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

; Fires (H5 refinement): the same with a kernel that returns (willreturn): before the retain of
; %g run only calls that return, the retain of %a, and the release of %a, which its caller's
; reference keeps from being the last (so it runs no destructor and returns).
; CHECK-LABEL: define i64 @returning_kernel(
; CHECK: entry:
; CHECK: call void @NRT_incref(ptr %a)
; CHECK-NEXT: call void @NRT_incref(ptr %g)
; CHECK: loop:
; CHECK-NOT: @NRT_
; CHECK: exit:
; REMARK-DAG: hoisted retain/release of 'a' out of the loop in returning_kernel()
; REMARK-DAG: hoisted retain/release of 'g' out of the loop in returning_kernel()
define i64 @returning_kernel(ptr %a, i64 %n) {
entry:
  %g = load ptr, ptr @global_meminfo
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @NRT_incref(ptr %a)
  %u = call i64 @kernel_returns(ptr %a)
  call void @NRT_decref(ptr %a)
  call void @NRT_incref(ptr %g)
  %v = call i64 @kernel_returns(ptr %g)
  call void @NRT_decref(ptr %g)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

; Refuses (H5): a MemInfo reloaded in the loop from memory an argument points to is not itself
; an argument; its pair runs under a condition.
; CHECK-LABEL: define i64 @reloaded_from_argument(
; CHECK: then:
; CHECK: call void @NRT_incref(ptr %m)
; REMARK-DAG: retain/release of 'slot' not hoisted (H5): no retain of it runs on every entry to the loop (numba runtime; the loop in reloaded_from_argument())
define i64 @reloaded_from_argument(ptr %slot, i64 %n, i1 %c) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  br i1 %c, label %then, label %latch
then:
  %m = load ptr, ptr %slot
  call void @NRT_incref(ptr %m)
  %u = call i64 @kernel_returns(ptr %m)
  call void @NRT_decref(ptr %m)
  br label %latch
latch:
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

; Refuses (H8): a handle that is not an argument, retained on every entry, and a read of a global
; after its release in the iteration that may leave: its release may be the last.
; CHECK-LABEL: define i64 @window_not_argument(
; CHECK: loop:
; CHECK: call void @NRT_incref(ptr %g)
; REMARK-DAG: retain/release of 'g' not hoisted (H8): the read of 'destroyed' after the release may see what a destructor writes
define i64 @window_not_argument(i64 %n) {
entry:
  %g = load ptr, ptr @global_meminfo
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @NRT_incref(ptr %g)
  call void @NRT_decref(ptr %g)
  %d = load i64, ptr @destroyed
  %i.next = add i64 %i, %d
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

; Fires (H6): NRT_decref(NULL) does nothing; numba emits it for a variable not yet bound.
; CHECK-LABEL: define void @decref_of_null(
; CHECK-NOT: @NRT_decref
; CHECK: ret void
; REMARK-DAG: deleted release of NULL: the numba runtime does nothing on NULL
define void @decref_of_null(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @NRT_decref(ptr null)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; Refuses: GLib's release of NULL is not a no-op (g_object_unref(NULL) prints a critical; the
; glib profile has no NULL_IS_NOOP flag), so it stays, with and without runtime=numba.
; CHECK-LABEL: define void @glib_release_of_null(
; CHECK: call void @g_object_unref(ptr null)
; DEFAULT-NOT: deleted release of NULL: the glib runtime
define void @glib_release_of_null(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @g_object_unref(ptr null)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
