; Escape route: the object is passed to a call that may keep it: a parameter without nocapture
; (even in a nosync callee), and an indirect call. Both stay SHARED. The remark names the call
; and its line.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare void @keep(ptr) nounwind nosync

; CHECK-LABEL: define void @kept(
; CHECK: call ptr @arc_alloc(
; CHECK: call ptr @arc_retain(
; CHECK-NOT: call {{.*}}_local
; REMARK: x.c:3:0: object 'o' allocated at x.c:3 stays shared: it is passed to keep() at x.c:5, which may keep it (not nocapture)
define void @kept() !dbg !5 {
entry:
  %o = call ptr @arc_alloc(i64 8, ptr null), !dbg !8
  %s = call ptr @arc_retain(ptr %o), !dbg !9
  call void @keep(ptr %s), !dbg !10
  call void @arc_release(ptr %o), !dbg !10
  ret void
}

; CHECK-LABEL: define void @indirect(
; CHECK: call ptr @arc_alloc(
; CHECK-NOT: call {{.*}}_local
; REMARK: object 'i' stays shared: it is passed to an indirect call
define void @indirect(ptr %fn) {
entry:
  %i = call ptr @arc_alloc(i64 8, ptr null)
  call void %fn(ptr nocapture %i) nounwind nosync
  call void @arc_release(ptr %i)
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "x.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "kept", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 3, scope: !5)
!9 = !DILocation(line: 4, scope: !5)
!10 = !DILocation(line: 5, scope: !5)
