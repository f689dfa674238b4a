; ModuleID = 'shared_ptr_debug.cpp'
source_filename = "shared_ptr_debug.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__1::shared_ptr" = type { ptr, ptr }

$_ZNSt3__110shared_ptrIlED2B8ne190107Ev = comdat any

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !10 {
entry:
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  %cmp10 = icmp sgt i64 %n, 0, !dbg !13
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !14

for.body.lr.ph:                                   ; preds = %entry
  %__cntrl_.i = getelementptr inbounds i8, ptr %copy, i64 8
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %for.body, !dbg !14

for.cond.cleanup:                                 ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ], !dbg !15
  ret i64 %acc.0.lcssa, !dbg !16

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %acc.012 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %i.011 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #5, !dbg !17
  %0 = load ptr, ptr %handle, align 8, !dbg !18, !tbaa !22
  store ptr %0, ptr %copy, align 8, !dbg !27, !tbaa !22
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !28, !tbaa !29
  store ptr %1, ptr %__cntrl_.i, align 8, !dbg !30, !tbaa !29
  %tobool.not.i = icmp eq ptr %1, null, !dbg !31
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i, !dbg !31

if.then.i:                                        ; preds = %for.body
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8, !dbg !32
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !37
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, !dbg !40

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %for.body, %if.then.i
  %call1 = invoke i64 @use(ptr noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !41

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %add = add nsw i64 %call1, %acc.012, !dbg !42
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i7, !dbg !43

if.then.i7:                                       ; preds = %invoke.cont
  %__shared_owners_.i.i.i8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !46
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i8, i64 -1 acq_rel, align 8, !dbg !51
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !54
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !55

if.then.i.i:                                      ; preds = %if.then.i7
  %vtable.i.i.i = load ptr, ptr %1, align 8, !dbg !56, !tbaa !57
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16, !dbg !56
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !56
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %1) #5, !dbg !56
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %1) #5, !dbg !59
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !59

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i7, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #5, !dbg !60
  %inc = add nuw nsw i64 %i.011, 1, !dbg !61
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !13
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !14, !llvm.loop !62

lpad:                                             ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %5 = landingpad { ptr, i32 }
          cleanup, !dbg !64
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #5, !dbg !60
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #5, !dbg !60
  resume { ptr, i32 } %5, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !65 i64 @use(ptr noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr hidden void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %this) unnamed_addr #3 comdat align 2 !dbg !44 {
entry:
  %__cntrl_ = getelementptr inbounds i8, ptr %this, i64 8, !dbg !66
  %0 = load ptr, ptr %__cntrl_, align 8, !dbg !66, !tbaa !29
  %tobool.not = icmp eq ptr %0, null, !dbg !66
  br i1 %tobool.not, label %if.end, label %if.then, !dbg !66

if.then:                                          ; preds = %entry
  %__shared_owners_.i.i = getelementptr inbounds i8, ptr %0, i64 8, !dbg !67
  %1 = atomicrmw add ptr %__shared_owners_.i.i, i64 -1 acq_rel, align 8, !dbg !70
  %cmp.i.i = icmp eq i64 %1, 0, !dbg !72
  br i1 %cmp.i.i, label %if.then.i, label %if.end, !dbg !73

if.then.i:                                        ; preds = %if.then
  %vtable.i.i = load ptr, ptr %0, align 8, !dbg !74, !tbaa !57
  %vfn.i.i = getelementptr inbounds i8, ptr %vtable.i.i, i64 16, !dbg !74
  %2 = load ptr, ptr %vfn.i.i, align 8, !dbg !74
  tail call void %2(ptr noundef nonnull align 8 dereferenceable(16) %0) #5, !dbg !74
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !75
  br label %if.end, !dbg !75

if.end:                                           ; preds = %if.then.i, %if.then, %entry
  ret void, !dbg !76
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define dso_local i64 @copy_and_drop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !77 {
entry:
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8, !dbg !78
  %0 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !78, !tbaa !29
  %tobool.not.i = icmp eq ptr %0, null, !dbg !80
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i6, !dbg !80

if.then.i6:                                       ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %0, i64 8, !dbg !81
  %1 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !84
  %2 = load atomic i64, ptr %__shared_owners_.i.i.i monotonic, align 8, !dbg !86
  %add.i.i.i = add nsw i64 %2, 1, !dbg !95
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 -1 acq_rel, align 8, !dbg !96
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !101
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !102

if.then.i.i:                                      ; preds = %if.then.i6
  %vtable.i.i.i = load ptr, ptr %0, align 8, !dbg !103, !tbaa !57
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16, !dbg !103
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !103
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #5, !dbg !103
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !104
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !104

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %entry, %if.then.i6, %if.then.i.i
  %cond.i10 = phi i64 [ %add.i.i.i, %if.then.i6 ], [ %add.i.i.i, %if.then.i.i ], [ 0, %entry ]
  ret i64 %cond.i10, !dbg !105
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shared_ptr_debug.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "087d07c88ab63d470fecf6992e382575")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"openmp", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "copy_in_loop", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{}
!13 = !DILocation(line: 10, column: 22, scope: !10)
!14 = !DILocation(line: 10, column: 3, scope: !10)
!15 = !DILocation(line: 0, scope: !10)
!16 = !DILocation(line: 14, column: 3, scope: !10)
!17 = !DILocation(line: 11, column: 5, scope: !10)
!18 = !DILocation(line: 583, column: 82, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "shared_ptr", scope: !20, file: !20, line: 583, type: !11, scopeLine: 583, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!20 = !DIFile(filename: "/usr/lib/llvm-19/include/c++/v1/__memory/shared_ptr.h", directory: "")
!21 = distinct !DILocation(line: 11, column: 34, scope: !10)
!22 = !{!23, !24, i64 0}
!23 = !{!"_ZTSNSt3__110shared_ptrIlEE", !24, i64 0, !24, i64 8}
!24 = !{!"any pointer", !25, i64 0}
!25 = !{!"omnipotent char", !26, i64 0}
!26 = !{!"Simple C++ TBAA"}
!27 = !DILocation(line: 583, column: 71, scope: !19, inlinedAt: !21)
!28 = !DILocation(line: 583, column: 104, scope: !19, inlinedAt: !21)
!29 = !{!23, !24, i64 8}
!30 = !DILocation(line: 583, column: 91, scope: !19, inlinedAt: !21)
!31 = !DILocation(line: 584, column: 9, scope: !19, inlinedAt: !21)
!32 = !DILocation(line: 153, column: 92, scope: !33, inlinedAt: !34)
!33 = distinct !DISubprogram(name: "__add_shared", scope: !20, file: !20, line: 153, type: !11, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!34 = distinct !DILocation(line: 182, column: 73, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__add_shared", scope: !20, file: !20, line: 182, type: !11, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!36 = distinct !DILocation(line: 585, column: 17, scope: !19, inlinedAt: !21)
!37 = !DILocation(line: 100, column: 10, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_increment<long>", scope: !20, file: !20, line: 98, type: !11, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!39 = distinct !DILocation(line: 153, column: 57, scope: !33, inlinedAt: !34)
!40 = !DILocation(line: 585, column: 7, scope: !19, inlinedAt: !21)
!41 = !DILocation(line: 12, column: 12, scope: !10)
!42 = !DILocation(line: 12, column: 9, scope: !10)
!43 = !DILocation(line: 667, column: 9, scope: !44, inlinedAt: !45)
!44 = distinct !DISubprogram(name: "~shared_ptr", scope: !20, file: !20, line: 666, type: !11, scopeLine: 666, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!45 = distinct !DILocation(line: 13, column: 3, scope: !10)
!46 = !DILocation(line: 155, column: 44, scope: !47, inlinedAt: !48)
!47 = distinct !DISubprogram(name: "__release_shared", scope: !20, file: !20, line: 154, type: !11, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!48 = distinct !DILocation(line: 185, column: 25, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "__release_shared", scope: !20, file: !20, line: 184, type: !11, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!50 = distinct !DILocation(line: 668, column: 17, scope: !44, inlinedAt: !45)
!51 = !DILocation(line: 109, column: 10, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_decrement<long>", scope: !20, file: !20, line: 107, type: !11, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!53 = distinct !DILocation(line: 155, column: 9, scope: !47, inlinedAt: !48)
!54 = !DILocation(line: 155, column: 62, scope: !47, inlinedAt: !48)
!55 = !DILocation(line: 155, column: 9, scope: !47, inlinedAt: !48)
!56 = !DILocation(line: 156, column: 7, scope: !47, inlinedAt: !48)
!57 = !{!58, !58, i64 0}
!58 = !{!"vtable pointer", !26, i64 0}
!59 = !DILocation(line: 186, column: 7, scope: !49, inlinedAt: !50)
!60 = !DILocation(line: 13, column: 3, scope: !10)
!61 = !DILocation(line: 10, column: 28, scope: !10)
!62 = distinct !{!62, !14, !60, !63}
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 15, column: 1, scope: !10)
!65 = !DISubprogram(name: "use", scope: !1, file: !1, line: 6, type: !11, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DILocation(line: 667, column: 9, scope: !44)
!67 = !DILocation(line: 155, column: 44, scope: !47, inlinedAt: !68)
!68 = distinct !DILocation(line: 185, column: 25, scope: !49, inlinedAt: !69)
!69 = distinct !DILocation(line: 668, column: 17, scope: !44)
!70 = !DILocation(line: 109, column: 10, scope: !52, inlinedAt: !71)
!71 = distinct !DILocation(line: 155, column: 9, scope: !47, inlinedAt: !68)
!72 = !DILocation(line: 155, column: 62, scope: !47, inlinedAt: !68)
!73 = !DILocation(line: 155, column: 9, scope: !47, inlinedAt: !68)
!74 = !DILocation(line: 156, column: 7, scope: !47, inlinedAt: !68)
!75 = !DILocation(line: 186, column: 7, scope: !49, inlinedAt: !69)
!76 = !DILocation(line: 669, column: 3, scope: !44)
!77 = distinct !DISubprogram(name: "copy_and_drop", scope: !1, file: !1, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!78 = !DILocation(line: 583, column: 104, scope: !19, inlinedAt: !79)
!79 = distinct !DILocation(line: 18, column: 32, scope: !77)
!80 = !DILocation(line: 584, column: 9, scope: !19, inlinedAt: !79)
!81 = !DILocation(line: 153, column: 92, scope: !33, inlinedAt: !82)
!82 = distinct !DILocation(line: 182, column: 73, scope: !35, inlinedAt: !83)
!83 = distinct !DILocation(line: 585, column: 17, scope: !19, inlinedAt: !79)
!84 = !DILocation(line: 100, column: 10, scope: !38, inlinedAt: !85)
!85 = distinct !DILocation(line: 153, column: 57, scope: !33, inlinedAt: !82)
!86 = !DILocation(line: 81, column: 10, scope: !87, inlinedAt: !88)
!87 = distinct !DISubprogram(name: "__libcpp_relaxed_load<long>", scope: !20, file: !20, line: 78, type: !11, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!88 = distinct !DILocation(line: 162, column: 67, scope: !89, inlinedAt: !90)
!89 = distinct !DISubprogram(name: "use_count", scope: !20, file: !20, line: 162, type: !11, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!90 = distinct !DILocation(line: 190, column: 83, scope: !91, inlinedAt: !92)
!91 = distinct !DISubprogram(name: "use_count", scope: !20, file: !20, line: 190, type: !11, scopeLine: 190, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!92 = distinct !DILocation(line: 747, column: 88, scope: !93, inlinedAt: !94)
!93 = distinct !DISubprogram(name: "use_count", scope: !20, file: !20, line: 747, type: !11, scopeLine: 747, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!94 = distinct !DILocation(line: 19, column: 15, scope: !77)
!95 = !DILocation(line: 162, column: 108, scope: !89, inlinedAt: !90)
!96 = !DILocation(line: 109, column: 10, scope: !52, inlinedAt: !97)
!97 = distinct !DILocation(line: 155, column: 9, scope: !47, inlinedAt: !98)
!98 = distinct !DILocation(line: 185, column: 25, scope: !49, inlinedAt: !99)
!99 = distinct !DILocation(line: 668, column: 17, scope: !44, inlinedAt: !100)
!100 = distinct !DILocation(line: 20, column: 1, scope: !77)
!101 = !DILocation(line: 155, column: 62, scope: !47, inlinedAt: !98)
!102 = !DILocation(line: 155, column: 9, scope: !47, inlinedAt: !98)
!103 = !DILocation(line: 156, column: 7, scope: !47, inlinedAt: !98)
!104 = !DILocation(line: 186, column: 7, scope: !49, inlinedAt: !99)
!105 = !DILocation(line: 20, column: 1, scope: !77)
