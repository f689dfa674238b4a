; Objective-C ARC's rules (H9 deletes an undisturbed pair; an imprecise release ends the variable
; at its last use; a call clang marks clang.arc.no_objc_arc_exceptions is no unwind exit, H1;
; objc_retain runs no user code, since ARC code may not implement -retain) are the language's
; rules for code compiled under ARC. They apply
; where the module says it is ARC code: it declares an llvm.objc.* intrinsic (what clang
; -fobjc-arc emits, and what LLVM's objc-arc looks for) or carries clang's ARC marker flag. The
; same objc_retain/objc_release calls in a plain module (C, or manual retain/release code, which
; clang compiles to direct calls) get C's rules: no pair is deleted, and the marks are ignored.
; destructors-return: the user's promise that every destructor returns, so that what this file
; tests decides, not H8's check of destructors (h8_destructors_return.ll).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>,verify' -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.plain | FileCheck %s --check-prefix=PLAIN
; RUN: FileCheck %s --check-prefix=PLAIN-REMARK < %t.plain
; RUN: sed -e 's/^; INTRINSIC: //' %s | %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>,verify' \
; RUN:   -pass-remarks=arc-elide -S -o - 2>%t.arc | FileCheck %s --check-prefix=ARC
; RUN: FileCheck %s --check-prefix=ARC-REMARK < %t.arc
; RUN: sed -e 's/^; FLAG: //' %s | %opt -load-pass-plugin=%plugin -passes='arc-elide<destructors-return>,verify' \
; RUN:   -pass-remarks=arc-elide -S -o - 2>%t.flag | FileCheck %s --check-prefix=ARC
; RUN: FileCheck %s --check-prefix=ARC-REMARK < %t.flag

; INTRINSIC: declare void @llvm.objc.autoreleasePoolPop(ptr) nounwind
; FLAG: !llvm.module.flags = !{!9}
; FLAG: !9 = !{i32 1, !"clang.arc.retainAutoreleasedReturnValueMarker", !"mov\09fp, fp"}

declare ptr @objc_retain(ptr) nounwind
declare void @objc_release(ptr) nounwind
declare void @use_pointer(ptr) nounwind
declare i64 @may_throw(ptr)
declare i64 @peek(ptr) nounwind willreturn memory(argmem: read)

@slot = global ptr null

; An undisturbed pair: deleted in ARC code; in a plain module hoisted instead (H1-H8), never
; deleted.
; PLAIN-LABEL: define i64 @undisturbed(
; PLAIN: entry:
; PLAIN-NEXT: call ptr @objc_retain(ptr %x)
; PLAIN: exit:
; PLAIN-NEXT: call void @objc_release(ptr %x)
; PLAIN-REMARK-NOT: H9
; PLAIN-REMARK: hoisted retain/release of 'x' out of the loop in undisturbed()
; ARC-LABEL: define i64 @undisturbed(
; ARC-NOT: @objc_re
; ARC: ret i64
; ARC-REMARK: deleted retain/release of 'x' in the loop in undisturbed(): nothing between the retain and the release can release it or read its count (H9, objc runtime)
define i64 @undisturbed(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  %f = getelementptr i8, ptr %r, i64 8
  %v = load i64, ptr %f
  call void @objc_release(ptr %r)
  %acc.next = add i64 %acc, %v
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}

; An imprecise release after a call that may release the object (its last use): ARC ends the
; variable there, and H9 deletes the pair; in a plain module the mark means nothing: the pair is
; hoisted (H1-H8), not deleted.
; PLAIN-LABEL: define void @imprecise(
; PLAIN: entry:
; PLAIN-NEXT: call ptr @objc_retain(ptr %x)
; PLAIN: exit:
; PLAIN-NEXT: call void @objc_release(ptr %x)
; PLAIN-REMARK-NOT: H9
; PLAIN-REMARK: hoisted retain/release of 'x' out of the loop in imprecise()
; ARC-LABEL: define void @imprecise(
; ARC-NOT: @objc_re
; ARC: ret void
; ARC-REMARK: deleted retain/release of 'x' in the loop in imprecise(): nothing between the retain and its last use can release it, and the release is imprecise (clang.imprecise_release): the variable may end at its last use (H9, objc runtime)
define void @imprecise(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  call void @use_pointer(ptr %x)
  call void @objc_release(ptr %x), !clang.imprecise_release !0
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; A call that may throw, marked by clang as exempt under ARC, is no unwind exit for ARC's handles
; (hoisted); in a plain module the mark is not ARC's to give, and the call is an unwind exit (H1).
; PLAIN-LABEL: define i64 @exempt_call(
; PLAIN: loop:
; PLAIN: call ptr @objc_retain(ptr %x)
; PLAIN-REMARK: retain/release of 'x' not hoisted (H1): the call to may_throw() may unwind out of the loop (objc runtime; the loop in exempt_call())
; ARC-LABEL: define i64 @exempt_call(
; ARC: entry:
; ARC-NEXT: call ptr @objc_retain(ptr %x)
; ARC-REMARK: hoisted retain/release of 'x' out of the loop in exempt_call()
define i64 @exempt_call(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %r = call ptr @objc_retain(ptr %x)
  %u = call i64 @may_throw(ptr %r), !clang.arc.no_objc_arc_exceptions !0
  call void @objc_release(ptr %r)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %u
}

; A handle reloaded from a global each iteration: in ARC code objc_retain writes only the count
; (hoisted); under manual retain/release it may send an overriding -retain, which may store a
; new object in the slot (H2).
; PLAIN-LABEL: define void @reload(
; PLAIN: loop:
; PLAIN: call ptr @objc_retain(
; PLAIN-REMARK: retain/release of 'slot' not hoisted (H2): it is reloaded from memory that the call to objc_retain() may write
; ARC-LABEL: define void @reload(
; ARC: entry:
; ARC: call ptr @objc_retain(
; ARC-REMARK: hoisted retain/release of 'slot' out of the loop in reload()
define void @reload(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %h = load ptr, ptr @slot
  %s = call ptr @objc_retain(ptr %h)
  %u = call i64 @peek(ptr %s)
  call void @objc_release(ptr %s)
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

!0 = !{}
