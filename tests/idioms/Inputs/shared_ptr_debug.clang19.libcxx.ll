; ModuleID = 'shared_ptr_debug.cpp'
source_filename = "shared_ptr_debug.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__1::shared_ptr" = type { ptr, ptr }

$_ZNSt3__110shared_ptrIlED2B8ne190107Ev = comdat any

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !9 {
entry:
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  %cmp10 = icmp sgt i64 %n, 0, !dbg !12
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !13

for.body.lr.ph:                                   ; preds = %entry
  %__cntrl_.i = getelementptr inbounds i8, ptr %copy, i64 8
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %for.body, !dbg !13

for.cond.cleanup:                                 ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ], !dbg !14
  ret i64 %acc.0.lcssa, !dbg !15

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %acc.012 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %i.011 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #5, !dbg !16
  %0 = load ptr, ptr %handle, align 8, !dbg !17, !tbaa !21
  store ptr %0, ptr %copy, align 8, !dbg !26, !tbaa !21
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !27, !tbaa !28
  store ptr %1, ptr %__cntrl_.i, align 8, !dbg !29, !tbaa !28
  %tobool.not.i = icmp eq ptr %1, null, !dbg !30
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i, !dbg !30

if.then.i:                                        ; preds = %for.body
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8, !dbg !31
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !36
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, !dbg !39

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %for.body, %if.then.i
  %call1 = invoke i64 @use(ptr noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !40

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %add = add nsw i64 %call1, %acc.012, !dbg !41
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i7, !dbg !42

if.then.i7:                                       ; preds = %invoke.cont
  %__shared_owners_.i.i.i8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !45
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i8, i64 -1 acq_rel, align 8, !dbg !50
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !53
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !54

if.then.i.i:                                      ; preds = %if.then.i7
  %vtable.i.i.i = load ptr, ptr %1, align 8, !dbg !55, !tbaa !56
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16, !dbg !55
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !55
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %1) #5, !dbg !55
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %1) #5, !dbg !58
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !58

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i7, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #5, !dbg !59
  %inc = add nuw nsw i64 %i.011, 1, !dbg !60
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !12
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !13, !llvm.loop !61

lpad:                                             ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %5 = landingpad { ptr, i32 }
          cleanup, !dbg !63
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #5, !dbg !59
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #5, !dbg !59
  resume { ptr, i32 } %5, !dbg !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !64 i64 @use(ptr noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr hidden void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %this) unnamed_addr #3 comdat align 2 !dbg !43 {
entry:
  %__cntrl_ = getelementptr inbounds i8, ptr %this, i64 8, !dbg !65
  %0 = load ptr, ptr %__cntrl_, align 8, !dbg !65, !tbaa !28
  %tobool.not = icmp eq ptr %0, null, !dbg !65
  br i1 %tobool.not, label %if.end, label %if.then, !dbg !65

if.then:                                          ; preds = %entry
  %__shared_owners_.i.i = getelementptr inbounds i8, ptr %0, i64 8, !dbg !66
  %1 = atomicrmw add ptr %__shared_owners_.i.i, i64 -1 acq_rel, align 8, !dbg !69
  %cmp.i.i = icmp eq i64 %1, 0, !dbg !71
  br i1 %cmp.i.i, label %if.then.i, label %if.end, !dbg !72

if.then.i:                                        ; preds = %if.then
  %vtable.i.i = load ptr, ptr %0, align 8, !dbg !73, !tbaa !56
  %vfn.i.i = getelementptr inbounds i8, ptr %vtable.i.i, i64 16, !dbg !73
  %2 = load ptr, ptr %vfn.i.i, align 8, !dbg !73
  tail call void %2(ptr noundef nonnull align 8 dereferenceable(16) %0) #5, !dbg !73
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !74
  br label %if.end, !dbg !74

if.end:                                           ; preds = %if.then.i, %if.then, %entry
  ret void, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nounwind uwtable
define dso_local i64 @copy_and_drop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !76 {
entry:
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8, !dbg !77
  %0 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !77, !tbaa !28
  %tobool.not.i = icmp eq ptr %0, null, !dbg !79
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i6, !dbg !79

if.then.i6:                                       ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %0, i64 8, !dbg !80
  %1 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !83
  %2 = load atomic i64, ptr %__shared_owners_.i.i.i monotonic, align 8, !dbg !85
  %add.i.i.i = add nsw i64 %2, 1, !dbg !94
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 -1 acq_rel, align 8, !dbg !95
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !100
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !101

if.then.i.i:                                      ; preds = %if.then.i6
  %vtable.i.i.i = load ptr, ptr %0, align 8, !dbg !102, !tbaa !56
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16, !dbg !102
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !102
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #5, !dbg !102
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !103
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !103

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %entry, %if.then.i6, %if.then.i.i
  %cond.i10 = phi i64 [ %add.i.i.i, %if.then.i6 ], [ %add.i.i.i, %if.then.i.i ], [ 0, %entry ]
  ret i64 %cond.i10, !dbg !104
}

; Function Attrs: nounwind
declare void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shared_ptr_debug.cpp", directory: "/work/main/tests/idioms/Inputs", checksumkind: CSK_MD5, checksum: "087d07c88ab63d470fecf6992e382575")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!9 = distinct !DISubprogram(name: "copy_in_loop", scope: !1, file: !1, line: 8, type: !10, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 10, column: 22, scope: !9)
!13 = !DILocation(line: 10, column: 3, scope: !9)
!14 = !DILocation(line: 0, scope: !9)
!15 = !DILocation(line: 14, column: 3, scope: !9)
!16 = !DILocation(line: 11, column: 5, scope: !9)
!17 = !DILocation(line: 583, column: 82, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "shared_ptr", scope: !19, file: !19, line: 583, type: !10, scopeLine: 583, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!19 = !DIFile(filename: "/usr/lib/llvm-19/include/c++/v1/__memory/shared_ptr.h", directory: "")
!20 = distinct !DILocation(line: 11, column: 34, scope: !9)
!21 = !{!22, !23, i64 0}
!22 = !{!"_ZTSNSt3__110shared_ptrIlEE", !23, i64 0, !23, i64 8}
!23 = !{!"any pointer", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C++ TBAA"}
!26 = !DILocation(line: 583, column: 71, scope: !18, inlinedAt: !20)
!27 = !DILocation(line: 583, column: 104, scope: !18, inlinedAt: !20)
!28 = !{!22, !23, i64 8}
!29 = !DILocation(line: 583, column: 91, scope: !18, inlinedAt: !20)
!30 = !DILocation(line: 584, column: 9, scope: !18, inlinedAt: !20)
!31 = !DILocation(line: 153, column: 92, scope: !32, inlinedAt: !33)
!32 = distinct !DISubprogram(name: "__add_shared", scope: !19, file: !19, line: 153, type: !10, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!33 = distinct !DILocation(line: 182, column: 73, scope: !34, inlinedAt: !35)
!34 = distinct !DISubprogram(name: "__add_shared", scope: !19, file: !19, line: 182, type: !10, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!35 = distinct !DILocation(line: 585, column: 17, scope: !18, inlinedAt: !20)
!36 = !DILocation(line: 100, column: 10, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_increment<long>", scope: !19, file: !19, line: 98, type: !10, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!38 = distinct !DILocation(line: 153, column: 57, scope: !32, inlinedAt: !33)
!39 = !DILocation(line: 585, column: 7, scope: !18, inlinedAt: !20)
!40 = !DILocation(line: 12, column: 12, scope: !9)
!41 = !DILocation(line: 12, column: 9, scope: !9)
!42 = !DILocation(line: 667, column: 9, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "~shared_ptr", scope: !19, file: !19, line: 666, type: !10, scopeLine: 666, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!44 = distinct !DILocation(line: 13, column: 3, scope: !9)
!45 = !DILocation(line: 155, column: 44, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "__release_shared", scope: !19, file: !19, line: 154, type: !10, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!47 = distinct !DILocation(line: 185, column: 25, scope: !48, inlinedAt: !49)
!48 = distinct !DISubprogram(name: "__release_shared", scope: !19, file: !19, line: 184, type: !10, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!49 = distinct !DILocation(line: 668, column: 17, scope: !43, inlinedAt: !44)
!50 = !DILocation(line: 109, column: 10, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_decrement<long>", scope: !19, file: !19, line: 107, type: !10, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!52 = distinct !DILocation(line: 155, column: 9, scope: !46, inlinedAt: !47)
!53 = !DILocation(line: 155, column: 62, scope: !46, inlinedAt: !47)
!54 = !DILocation(line: 155, column: 9, scope: !46, inlinedAt: !47)
!55 = !DILocation(line: 156, column: 7, scope: !46, inlinedAt: !47)
!56 = !{!57, !57, i64 0}
!57 = !{!"vtable pointer", !25, i64 0}
!58 = !DILocation(line: 186, column: 7, scope: !48, inlinedAt: !49)
!59 = !DILocation(line: 13, column: 3, scope: !9)
!60 = !DILocation(line: 10, column: 28, scope: !9)
!61 = distinct !{!61, !13, !59, !62}
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocation(line: 15, column: 1, scope: !9)
!64 = !DISubprogram(name: "use", scope: !1, file: !1, line: 6, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!65 = !DILocation(line: 667, column: 9, scope: !43)
!66 = !DILocation(line: 155, column: 44, scope: !46, inlinedAt: !67)
!67 = distinct !DILocation(line: 185, column: 25, scope: !48, inlinedAt: !68)
!68 = distinct !DILocation(line: 668, column: 17, scope: !43)
!69 = !DILocation(line: 109, column: 10, scope: !51, inlinedAt: !70)
!70 = distinct !DILocation(line: 155, column: 9, scope: !46, inlinedAt: !67)
!71 = !DILocation(line: 155, column: 62, scope: !46, inlinedAt: !67)
!72 = !DILocation(line: 155, column: 9, scope: !46, inlinedAt: !67)
!73 = !DILocation(line: 156, column: 7, scope: !46, inlinedAt: !67)
!74 = !DILocation(line: 186, column: 7, scope: !48, inlinedAt: !68)
!75 = !DILocation(line: 669, column: 3, scope: !43)
!76 = distinct !DISubprogram(name: "copy_and_drop", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!77 = !DILocation(line: 583, column: 104, scope: !18, inlinedAt: !78)
!78 = distinct !DILocation(line: 18, column: 32, scope: !76)
!79 = !DILocation(line: 584, column: 9, scope: !18, inlinedAt: !78)
!80 = !DILocation(line: 153, column: 92, scope: !32, inlinedAt: !81)
!81 = distinct !DILocation(line: 182, column: 73, scope: !34, inlinedAt: !82)
!82 = distinct !DILocation(line: 585, column: 17, scope: !18, inlinedAt: !78)
!83 = !DILocation(line: 100, column: 10, scope: !37, inlinedAt: !84)
!84 = distinct !DILocation(line: 153, column: 57, scope: !32, inlinedAt: !81)
!85 = !DILocation(line: 81, column: 10, scope: !86, inlinedAt: !87)
!86 = distinct !DISubprogram(name: "__libcpp_relaxed_load<long>", scope: !19, file: !19, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!87 = distinct !DILocation(line: 162, column: 67, scope: !88, inlinedAt: !89)
!88 = distinct !DISubprogram(name: "use_count", scope: !19, file: !19, line: 162, type: !10, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!89 = distinct !DILocation(line: 190, column: 83, scope: !90, inlinedAt: !91)
!90 = distinct !DISubprogram(name: "use_count", scope: !19, file: !19, line: 190, type: !10, scopeLine: 190, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!91 = distinct !DILocation(line: 747, column: 88, scope: !92, inlinedAt: !93)
!92 = distinct !DISubprogram(name: "use_count", scope: !19, file: !19, line: 747, type: !10, scopeLine: 747, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!93 = distinct !DILocation(line: 19, column: 15, scope: !76)
!94 = !DILocation(line: 162, column: 108, scope: !88, inlinedAt: !89)
!95 = !DILocation(line: 109, column: 10, scope: !51, inlinedAt: !96)
!96 = distinct !DILocation(line: 155, column: 9, scope: !46, inlinedAt: !97)
!97 = distinct !DILocation(line: 185, column: 25, scope: !48, inlinedAt: !98)
!98 = distinct !DILocation(line: 668, column: 17, scope: !43, inlinedAt: !99)
!99 = distinct !DILocation(line: 20, column: 1, scope: !76)
!100 = !DILocation(line: 155, column: 62, scope: !46, inlinedAt: !97)
!101 = !DILocation(line: 155, column: 9, scope: !46, inlinedAt: !97)
!102 = !DILocation(line: 156, column: 7, scope: !46, inlinedAt: !97)
!103 = !DILocation(line: 186, column: 7, scope: !48, inlinedAt: !98)
!104 = !DILocation(line: 20, column: 1, scope: !76)
