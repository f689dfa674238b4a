; Fires: a fresh object per iteration of a serial loop, copied (retained), read by a nocapture
; nosync callee, and dropped. It never escapes, so it is allocated LOCAL and its three retains
; and releases use the local entries, which the remark counts per iteration. A loop-invariant
; handle refcounted in the same loop is hoisted first, and stays on the generic entries.
; RUN: %opt -load-pass-plugin=%plugin -passes=arc-elide -verify-each -pass-remarks=arc-elide \
; RUN:   -pass-remarks-missed=arc-elide -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

declare ptr @arc_alloc(i64, ptr) nounwind
declare ptr @arc_retain(ptr) nounwind
declare void @arc_release(ptr) nounwind
declare i64 @peek(ptr nocapture) nounwind nosync

; CHECK-LABEL: define i64 @loop(
; CHECK: entry:
; CHECK-NEXT: {{.*}}call ptr @arc_retain(ptr %shared)
; CHECK: loop:
; CHECK: %o = call ptr @arc_alloc_local(i64 8, ptr null)
; CHECK-NEXT: %s = call ptr @arc_retain_local(ptr %o)
; CHECK-NEXT: %v = call i64 @peek(ptr %s)
; CHECK-NEXT: %w = call i64 @peek(ptr %shared)
; CHECK-NEXT: call void @arc_release_local(ptr %s)
; CHECK-NEXT: call void @arc_release_local(ptr %o)
; CHECK: exit:
; CHECK-NEXT: call void @arc_release(ptr %shared)
; The new declarations copy the originals' attributes.
; CHECK: declare ptr @arc_alloc_local(i64, ptr) [[ATTR:#[0-9]+]]
; CHECK: declare ptr @arc_retain_local(ptr) [[ATTR]]
; CHECK: declare void @arc_release_local(ptr) [[ATTR]]
; CHECK: attributes [[ATTR]] = { nounwind }
; REMARK-DAG: x.c:4:0: object 'o' allocated at x.c:4 is thread-local: 3 atomic operations per iteration made plain
; REMARK-DAG: hoisted retain/release of 'shared' out of the loop at x.c:3: 2 atomic operations per iteration removed
define i64 @loop(ptr %shared, i64 %n) !dbg !5 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %h = call ptr @arc_retain(ptr %shared), !dbg !11
  %o = call ptr @arc_alloc(i64 8, ptr null), !dbg !8
  %s = call ptr @arc_retain(ptr %o), !dbg !9
  %v = call i64 @peek(ptr %s), !dbg !9
  %w = call i64 @peek(ptr %shared), !dbg !9
  call void @arc_release(ptr %s), !dbg !10
  call void @arc_release(ptr %o), !dbg !10
  call void @arc_release(ptr %h), !dbg !10
  %sum = add i64 %v, %w
  %acc.next = add i64 %acc, %sum
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit, !llvm.loop !12
exit:
  ret i64 %acc.next
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "x.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "loop", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 4, scope: !5)
!9 = !DILocation(line: 5, scope: !5)
!10 = !DILocation(line: 6, scope: !5)
!11 = !DILocation(line: 3, scope: !5)
!12 = distinct !{!12, !13}
!13 = !DILocation(line: 3, scope: !5)
