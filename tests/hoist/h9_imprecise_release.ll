; H9 for imprecise releases (docs/pair-elision.md, "Imprecise releases"): clang marks the release
; that ends an Objective-C local strong variable without objc_precise_lifetime with
; !clang.imprecise_release, and ARC lets such a variable's object go at any point after the
; variable's last use. For the objc profile only, and only for a release that carries the mark,
; H9 judges the window up to the last use of the object: nothing before it may disturb the pair;
; the last use itself (a call that may release the object keeps its argument alive by ARC's
; local balancing) and everything after it may. Every other pair is judged as before.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-analysis=arc-elide \
; RUN:   -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; The mark means nothing for another runtime, even where H9 runs for it (delete-pairs):
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<delete-pairs>' -verify-each \
; RUN:   -pass-remarks=arc-elide -pass-remarks-analysis=arc-elide \
; RUN:   -S %s -o - 2>%t.all | FileCheck %s --check-prefix=ALL
; RUN: FileCheck %s --check-prefix=ALL-REMARK < %t.all

declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare ptr @llvm.objc.retain(ptr) nounwind
declare void @llvm.objc.release(ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @use_pointer(ptr) nounwind
declare void @may_throw(ptr)
declare void @callee() nounwind willreturn
declare ptr @child(ptr) nounwind willreturn nosync memory(none)

; Fires: the call that may release the object is its last use (the issue's loop is left without
; calls: objc-arc deletes this pair too).
; CHECK-LABEL: define void @call_is_last_use(
; CHECK-NOT: @objc_
; CHECK: ret void
; REMARK: deleted retain/release of 'x' in the loop in call_is_last_use(): nothing between the retain and its last use can release it, and the release is imprecise (clang.imprecise_release): the variable may end at its last use (H9, objc runtime)
define void @call_is_last_use(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  %i.next = add i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; Fires: the copy is never used; the call between may release the object, after no use of it.
; The intrinsics clang emits are the same calls.
; CHECK-LABEL: define void @not_used(
; CHECK-NOT: @llvm.objc.
; CHECK: ret void
; REMARK: deleted retain/release of 'y': it is not used between the retain and the release, which is imprecise (clang.imprecise_release): the variable may end at its last use (H9, objc runtime)
define void @not_used(ptr %y) {
  %t = call ptr @llvm.objc.retain(ptr %y)
  call void @callee()
  call void @llvm.objc.release(ptr %t), !clang.imprecise_release !0
  ret void
}

; Fires: a field is read, then a call that may release the object and one that may unwind; the
; object is not used after the read.
; CHECK-LABEL: define i64 @work_after_last_use(
; CHECK-NOT: @objc_
; CHECK: ret i64
; REMARK: deleted retain/release of 'x': nothing between the retain and its last use can release it, and the release is imprecise (clang.imprecise_release): the variable may end at its last use (H9, objc runtime)
define i64 @work_after_last_use(ptr %x, ptr %other) {
  %r = call ptr @objc_retain(ptr %x)
  %f = getelementptr i8, ptr %r, i64 8
  %v = load i64, ptr %f
  call void @callee()
  call void @may_throw(ptr null)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret i64 %v
}

; Fires: the last use may unwind (without the mark clang.arc.no_objc_arc_exceptions).
; CHECK-LABEL: define void @last_use_may_throw(
; CHECK-NOT: @objc_
; CHECK: ret void
; REMARK: deleted retain/release of 'x': nothing between the retain and its last use can release it
define void @last_use_may_throw(ptr %x) {
  %r = call ptr @objc_retain(ptr %x)
  call void @may_throw(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret void
}

; Refuses: a call that may release the object comes before a use of it (the retain is what keeps
; it alive there).
; CHECK-LABEL: define void @call_then_use(
; CHECK: call ptr @objc_retain(ptr %x)
; CHECK: call void @objc_release(
; REMARK: (H9) retain/release of 'x' not deleted: the call to callee() between them may release it (objc runtime)
define void @call_then_use(ptr %x) {
  %r = call ptr @objc_retain(ptr %x)
  call void @callee()
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret void
}

; Refuses: a precise release (objc_precise_lifetime, or no mark at all) is judged over the whole
; window.
; CHECK-LABEL: define void @precise(
; CHECK: call ptr @objc_retain(ptr %x)
; CHECK: call void @objc_release(
; REMARK: (H9) retain/release of 'x' not deleted: the call to use_pointer() between them may not return
define void @precise(ptr %x) {
  %r = call ptr @objc_retain(ptr %x)
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r)
  ret void
}

; Refuses: the pointer used after the call is loaded from the object (an ivar it owns), so it
; depends on the object although alias analysis says it cannot point into it.
; CHECK-LABEL: define void @loaded_from_object(
; CHECK: call ptr @objc_retain(ptr %x)
; CHECK: call void @objc_release(
; REMARK: (H9) retain/release of 'x' not deleted: the call to callee() between them may release it (objc runtime)
define void @loaded_from_object(ptr noalias %x) {
  %r = call ptr @objc_retain(ptr %x)
  %slot = getelementptr i8, ptr %r, i64 16
  %ivar = load ptr, ptr %slot
  call void @callee()
  call void @use_pointer(ptr %ivar)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret void
}

; Refuses: a pointer that may be the object (alias analysis cannot tell) is used after a call
; that may release it.
; CHECK-LABEL: define void @alias_used_after_call(
; CHECK: call ptr @objc_retain(ptr %x)
; CHECK: call void @objc_release(
; REMARK: (H9) retain/release of 'x' not deleted: the call to callee() between them may release it (objc runtime)
define void @alias_used_after_call(ptr %x, ptr %y) {
  %r = call ptr @objc_retain(ptr %x)
  call void @callee()
  call void @use_pointer(ptr %y)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret void
}

; Refuses: an inner pointer returned by a call that took the object, used after a call that may
; release it.
; CHECK-LABEL: define void @inner_pointer(
; CHECK: call ptr @objc_retain(ptr %x)
; CHECK: call void @objc_release(
; REMARK: (H9) retain/release of 'x' not deleted: the call to callee() between them may release it (objc runtime)
define void @inner_pointer(ptr noalias %x) {
  %r = call ptr @objc_retain(ptr %x)
  %p = call ptr @child(ptr %r)
  call void @callee()
  %v = load i8, ptr %p
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret void
}

; Refuses: a retain of the object after a call that may release it is a use (it would retain a
; dead object). The second retain and the first release are a pair with nothing between them.
; CHECK-LABEL: define void @retained_again(
; CHECK: call ptr @objc_retain(ptr %x)
; CHECK-NEXT: call void @callee()
; CHECK-NEXT: call void @use_pointer(ptr %x)
; CHECK-NEXT: call void @objc_release(ptr %x)
; REMARK: (H9) retain/release of 'x' not deleted: the call to callee() between them may release it (objc runtime)
; REMARK: deleted retain/release of 'x': nothing between the retain and the release can release it or read its count (H9, objc runtime)
define void @retained_again(ptr %x) {
  %r = call ptr @objc_retain(ptr %x)
  call void @callee()
  %s = call ptr @objc_retain(ptr %x)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  call void @use_pointer(ptr %s)
  call void @objc_release(ptr %s)
  ret void
}

; Refuses: a release of an object that may be this one, then a use; a fence, then a use.
; CHECK-LABEL: define i64 @release_or_fence_then_use(
; CHECK: call ptr @objc_retain(ptr %x)
; CHECK: call ptr @objc_retain(ptr %z)
; REMARK: (H9) retain/release of 'x' not deleted: the release of 'y' may release the same object (objc runtime)
; REMARK: (H9) retain/release of 'z' not deleted: the atomic or volatile access between them may let another thread release it (objc runtime)
define i64 @release_or_fence_then_use(ptr %x, ptr %y, ptr %z) {
  %r = call ptr @objc_retain(ptr %x)
  call void @objc_release(ptr %y)
  %a = load i64, ptr %r
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  %q = call ptr @objc_retain(ptr %z)
  fence seq_cst
  %b = load i64, ptr %q
  call void @objc_release(ptr %q), !clang.imprecise_release !0
  %s = add i64 %a, %b
  ret i64 %s
}

; Refuses: the retained copy is stored (its reference belongs to the memory).
; CHECK-LABEL: define void @copy_stored(
; CHECK: call ptr @objc_retain(ptr %x)
; REMARK: (H9) retain/release of 'x' not deleted: the retained copy is stored to memory
define void @copy_stored(ptr %x, ptr noalias %out) {
  %r = call ptr @objc_retain(ptr %x)
  store ptr %r, ptr %out
  call void @use_pointer(ptr %r)
  call void @objc_release(ptr %r), !clang.imprecise_release !0
  ret void
}

; Refuses, in both runs: another runtime's release with the mark (it means nothing there).
; CHECK-LABEL: define void @other_runtime(
; CHECK: call ptr @arc_retain(ptr %x)
; ALL-LABEL: define void @other_runtime(
; ALL: call ptr @arc_retain(ptr %x)
; ALL: call void @arc_release(
; ALL-REMARK: (H9) retain/release of 'x' not deleted: the call to use_pointer() between them may not return
define void @other_runtime(ptr %x) {
  %r = call ptr @arc_retain(ptr %x)
  call void @use_pointer(ptr %r)
  call void @arc_release(ptr %r), !clang.imprecise_release !0
  ret void
}

!0 = !{}
