; A custom runtime's entries are known by name only: nothing says its release-local accepts NULL
; because the program hands its generic release NULL. A handle that is the object or NULL keeps
; its generic calls unless the user promises arc-elide<null-is-noop> (every entry given does
; nothing on NULL, what a built-in profile's NULL_IS_NOOP says of its runtime). Handles that are
; certainly the object become local either way.
; DEFINE: %{entries}=retain=my_ref;release=my_unref;retain-local=my_ref_local;release-local=my_unref_local;alloc=my_alloc;alloc-local=my_alloc_local
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<%{entries}>,verify' \
; RUN:   -pass-remarks=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s --check-prefix=UNKNOWN
; RUN: FileCheck %s --check-prefix=UNKNOWN-REMARK < %t.remarks
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<%{entries};null-is-noop>,verify' \
; RUN:   -pass-remarks=arc-elide -S %s -o - 2>%t.promised | FileCheck %s --check-prefix=PROMISED
; RUN: FileCheck %s --check-prefix=PROMISED-REMARK < %t.promised
; The option is printed back with the pipeline, and means nothing without a custom runtime.
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide<%{entries};null-is-noop>' \
; RUN:   -print-pipeline-passes -disable-output %s | FileCheck %s --check-prefix=PRINT
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<runtime=arc;null-is-noop>' \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=BUILTIN
; RUN: not %opt -load-pass-plugin=%plugin -passes='arc-elide<null-is-noop>' \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=BUILTIN
; PRINT: null-is-noop
; BUILTIN: null-is-noop describes a custom runtime

declare ptr @my_alloc(i64, ptr) nounwind
declare ptr @my_ref(ptr) nounwind
declare void @my_unref(ptr) nounwind
declare void @unrelated_work() nounwind

; UNKNOWN-LABEL: define void @object_or_null(
; UNKNOWN: %o = call ptr @my_alloc_local(
; UNKNOWN: %r = call ptr @my_ref_local(ptr %o)
; UNKNOWN: call void @my_unref(ptr %maybe)
; UNKNOWN: call void @my_unref_local(ptr %o)
; UNKNOWN-REMARK: object 'o' is thread-local: 2 atomic operations made plain
; PROMISED-LABEL: define void @object_or_null(
; PROMISED: %o = call ptr @my_alloc_local(
; PROMISED: %r = call ptr @my_ref_local(ptr %o)
; PROMISED: call void @my_unref_local(ptr %maybe)
; PROMISED: call void @my_unref_local(ptr %o)
; PROMISED-REMARK: object 'o' is thread-local: 3 atomic operations made plain
define void @object_or_null(i1 %c) {
entry:
  %o = call ptr @my_alloc(i64 8, ptr null)
  %r = call ptr @my_ref(ptr %o)
  call void @unrelated_work() ; keeps the pair from H9 (pairs nothing can disturb)
  %maybe = select i1 %c, ptr %r, ptr null
  call void @my_unref(ptr %maybe)
  call void @my_unref(ptr %o)
  ret void
}
