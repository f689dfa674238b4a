; The plugin loads into opt, registers `arc-elide` (alone and with parameters), and a bad
; parameter is a clear error, not a crash.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes='function(arc-elide<no-local>)' -S %s | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=arc;no-local>' -S %s | FileCheck %s
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<bogus>' -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAD-PARAM
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=nosuch>' -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BAD-RUNTIME
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<no-hoist>' -S %s | FileCheck %s --check-prefix=NO-HOIST
;
; At module level too: next to a module pass, and after an explicit function(...) group.
; RUN: %opt -load-pass-plugin=%plugin -passes='function(loop-simplify),arc-elide,verify' -S %s \
; RUN:   | FileCheck %s
; RUN: %opt -load-pass-plugin=%plugin -passes='verify,arc-elide<no-local>' -S %s | FileCheck %s
;
; A missing name, and runtime= twice (an error: one named runtime, or all without runtime=).
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<retain=;release=u>' -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=EMPTY
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=arc;runtime=glib>' -S %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=TWICE
;
; -print-pipeline-passes prints the parameters back, in a form the parser takes again.
; RUN: %opt -load-pass-plugin=%plugin -disable-output -print-pipeline-passes %s \
; RUN:   -passes='arc-elide<retain=my_ref;release=my_unref;no-local>,arc-elide<runtime=glib;no-hoist>,arc-elide<delete-pairs;destructors-return>' \
; RUN:   | FileCheck %s --check-prefix=PRINT
; RUN: %opt -load-pass-plugin=%plugin -S %s \
; RUN:   -passes='function(arc-elide<no-local;retain=my_ref;release=my_unref>),function(arc-elide<no-hoist;runtime=glib>),function(arc-elide)' \
; RUN:   | FileCheck %s

; EMPTY: arc-elide: parameter 'retain=' of arc-elide needs a function name (retain=NAME)
; EMPTY-NOT: arc-elide:
; TWICE: arc-elide: runtime= given twice ('arc' and 'glib'): arc-elide recognises one named runtime, or every built-in runtime when runtime= is left out
; PRINT: function(arc-elide<no-local;retain=my_ref;release=my_unref>),function(arc-elide<no-hoist;runtime=glib>),function(arc-elide<delete-pairs;destructors-return>)

; BAD-PARAM: arc-elide: unknown parameter 'bogus' of arc-elide
; BAD-RUNTIME: arc-elide: unknown runtime 'nosuch' in arc-elide<runtime=...> (known: arc, objc, swift, glib, numba, cpython, libcxx_shared_ptr, rust_arc, libstdcxx_shared_ptr, intrusive_count)

declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @use(ptr) nounwind

; CHECK-LABEL: define i64 @loop(
; CHECK: entry:
; CHECK-NEXT: call ptr @arc_retain(ptr %h)
; NO-HOIST-LABEL: define i64 @loop(
; NO-HOIST: loop:
; NO-HOIST: call ptr @arc_retain(ptr %h)
define i64 @loop(ptr %h, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %s = call ptr @arc_retain(ptr %h)
  %u = call i64 @use(ptr %s)
  call void @arc_release(ptr %s)
  %acc.next = add i64 %acc, %u
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i64 %acc.next
}
