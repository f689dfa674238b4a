; ModuleID = 'shared_ptr_debug.cpp'
source_filename = "shared_ptr_debug.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__1::shared_ptr" = type { ptr, ptr }

$_ZNSt3__110shared_ptrIlED2B8ne190107Ev = comdat any

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_in_loop(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !14 {
entry:
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  %cmp10 = icmp sgt i64 %n, 0, !dbg !17
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !18

for.body.lr.ph:                                   ; preds = %entry
  %__cntrl_.i = getelementptr inbounds nuw i8, ptr %copy, i64 8
  %__cntrl_3.i = getelementptr inbounds nuw i8, ptr %handle, i64 8
  br label %for.body, !dbg !18

for.cond.cleanup:                                 ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ], !dbg !19
  ret i64 %acc.0.lcssa, !dbg !20

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %acc.012 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %i.011 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  call void @llvm.lifetime.start.p0(ptr nonnull %copy) #5, !dbg !21
  %0 = load ptr, ptr %handle, align 8, !dbg !22, !tbaa !26
  store ptr %0, ptr %copy, align 8, !dbg !31, !tbaa !26
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !32, !tbaa !33
  store ptr %1, ptr %__cntrl_.i, align 8, !dbg !34, !tbaa !33
  %tobool.not.i = icmp eq ptr %1, null, !dbg !35
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i, !dbg !36

if.then.i:                                        ; preds = %for.body
  %__shared_owners_.i.i.i = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !37
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !42
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, !dbg !45

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %for.body, %if.then.i
  %call1 = invoke i64 @use(ptr noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !46

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %add = add nsw i64 %call1, %acc.012, !dbg !47
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i7, !dbg !48

if.then.i7:                                       ; preds = %invoke.cont
  %__shared_owners_.i.i.i8 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !51
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i8, i64 -1 acq_rel, align 8, !dbg !56
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !59
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !60

if.then.i.i:                                      ; preds = %if.then.i7
  %vtable.i.i.i = load ptr, ptr %1, align 8, !dbg !61, !tbaa !62
  %vfn.i.i.i = getelementptr inbounds nuw i8, ptr %vtable.i.i.i, i64 16, !dbg !61
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !61
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(24) %1) #5, !dbg !61
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %1) #5, !dbg !64
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !64

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i7, %if.then.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %copy) #5, !dbg !65
  %inc = add nuw nsw i64 %i.011, 1, !dbg !66
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !67
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !68, !llvm.loop !69

lpad:                                             ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %5 = landingpad { ptr, i32 }
          cleanup, !dbg !72
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #5, !dbg !65
  call void @llvm.lifetime.end.p0(ptr nonnull %copy) #5, !dbg !65
  resume { ptr, i32 } %5, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare !dbg !73 i64 @use(ptr noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr hidden void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %this) unnamed_addr #3 comdat align 2 !dbg !49 {
entry:
  %__cntrl_ = getelementptr inbounds nuw i8, ptr %this, i64 8, !dbg !74
  %0 = load ptr, ptr %__cntrl_, align 8, !dbg !74, !tbaa !33
  %tobool.not = icmp eq ptr %0, null, !dbg !75
  br i1 %tobool.not, label %if.end, label %if.then, !dbg !76

if.then:                                          ; preds = %entry
  %__shared_owners_.i.i = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !77
  %1 = atomicrmw add ptr %__shared_owners_.i.i, i64 -1 acq_rel, align 8, !dbg !80
  %cmp.i.i = icmp eq i64 %1, 0, !dbg !82
  br i1 %cmp.i.i, label %if.then.i, label %if.end, !dbg !83

if.then.i:                                        ; preds = %if.then
  %vtable.i.i = load ptr, ptr %0, align 8, !dbg !84, !tbaa !62
  %vfn.i.i = getelementptr inbounds nuw i8, ptr %vtable.i.i, i64 16, !dbg !84
  %2 = load ptr, ptr %vfn.i.i, align 8, !dbg !84
  tail call void %2(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !84
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !85
  br label %if.end, !dbg !85

if.end:                                           ; preds = %if.then.i, %if.then, %entry
  ret void, !dbg !86
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nounwind
declare !dbg !87 void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define dso_local range(i64 -9223372036854775807, -9223372036854775808) i64 @copy_and_drop(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %handle) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !88 {
entry:
  %__cntrl_3.i = getelementptr inbounds nuw i8, ptr %handle, i64 8, !dbg !89
  %0 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !91, !tbaa !33
  %tobool.not.i = icmp eq ptr %0, null, !dbg !92
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i6, !dbg !93

if.then.i6:                                       ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !94
  %1 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !97
  %2 = load atomic i64, ptr %__shared_owners_.i.i.i monotonic, align 8, !dbg !99
  %add.i.i.i = add nsw i64 %2, 1, !dbg !108
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 -1 acq_rel, align 8, !dbg !109
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !114
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !115

if.then.i.i:                                      ; preds = %if.then.i6
  %vtable.i.i.i = load ptr, ptr %0, align 8, !dbg !116, !tbaa !62
  %vfn.i.i.i = getelementptr inbounds nuw i8, ptr %vtable.i.i.i, i64 16, !dbg !116
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !116
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !116
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !117
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !117

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %entry, %if.then.i6, %if.then.i.i
  %cond.i10 = phi i64 [ %add.i.i.i, %if.then.i6 ], [ %add.i.i.i, %if.then.i.i ], [ 0, %entry ]
  ret i64 %cond.i10, !dbg !118
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
!llvm.errno.tbaa = !{!10}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shared_ptr_debug.cpp", directory: ".", checksumkind: CSK_MD5, checksum: "087d07c88ab63d470fecf6992e382575")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"openmp", i32 51}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = distinct !DISubprogram(name: "copy_in_loop", scope: !1, file: !1, line: 8, type: !15, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 10, column: 22, scope: !14, atomGroup: 10, atomRank: 1)
!18 = !DILocation(line: 10, column: 3, scope: !14, atomGroup: 11, atomRank: 1)
!19 = !DILocation(line: 0, scope: !14)
!20 = !DILocation(line: 14, column: 3, scope: !14, atomGroup: 9, atomRank: 1)
!21 = !DILocation(line: 11, column: 5, scope: !14)
!22 = !DILocation(line: 583, column: 82, scope: !23, inlinedAt: !25, atomGroup: 1, atomRank: 2)
!23 = distinct !DISubprogram(name: "shared_ptr", scope: !24, file: !24, line: 583, type: !15, scopeLine: 583, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!24 = !DIFile(filename: "/usr/lib/llvm-19/include/c++/v1/__memory/shared_ptr.h", directory: "")
!25 = distinct !DILocation(line: 11, column: 34, scope: !14)
!26 = !{!27, !28, i64 0}
!27 = !{!"_ZTSNSt3__110shared_ptrIlEE", !28, i64 0, !30, i64 8}
!28 = !{!"p1 long", !29, i64 0}
!29 = !{!"any pointer", !12, i64 0}
!30 = !{!"p1 _ZTSNSt3__119__shared_weak_countE", !29, i64 0}
!31 = !DILocation(line: 583, column: 71, scope: !23, inlinedAt: !25, atomGroup: 1, atomRank: 1)
!32 = !DILocation(line: 583, column: 104, scope: !23, inlinedAt: !25, atomGroup: 2, atomRank: 2)
!33 = !{!27, !30, i64 8}
!34 = !DILocation(line: 583, column: 91, scope: !23, inlinedAt: !25, atomGroup: 2, atomRank: 1)
!35 = !DILocation(line: 584, column: 9, scope: !23, inlinedAt: !25, atomGroup: 3, atomRank: 2)
!36 = !DILocation(line: 584, column: 9, scope: !23, inlinedAt: !25, atomGroup: 3, atomRank: 1)
!37 = !DILocation(line: 153, column: 92, scope: !38, inlinedAt: !39)
!38 = distinct !DISubprogram(name: "__add_shared", scope: !24, file: !24, line: 153, type: !15, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!39 = distinct !DILocation(line: 182, column: 73, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__add_shared", scope: !24, file: !24, line: 182, type: !15, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!41 = distinct !DILocation(line: 585, column: 17, scope: !23, inlinedAt: !25)
!42 = !DILocation(line: 100, column: 10, scope: !43, inlinedAt: !44)
!43 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_increment<long>", scope: !24, file: !24, line: 98, type: !15, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!44 = distinct !DILocation(line: 153, column: 57, scope: !38, inlinedAt: !39)
!45 = !DILocation(line: 585, column: 7, scope: !23, inlinedAt: !25)
!46 = !DILocation(line: 12, column: 12, scope: !14)
!47 = !DILocation(line: 12, column: 9, scope: !14, atomGroup: 5, atomRank: 2)
!48 = !DILocation(line: 667, column: 9, scope: !49, inlinedAt: !50, atomGroup: 1, atomRank: 1)
!49 = distinct !DISubprogram(name: "~shared_ptr", scope: !24, file: !24, line: 666, type: !15, scopeLine: 666, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!50 = distinct !DILocation(line: 13, column: 3, scope: !14)
!51 = !DILocation(line: 155, column: 44, scope: !52, inlinedAt: !53)
!52 = distinct !DISubprogram(name: "__release_shared", scope: !24, file: !24, line: 154, type: !15, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!53 = distinct !DILocation(line: 185, column: 25, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "__release_shared", scope: !24, file: !24, line: 184, type: !15, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!55 = distinct !DILocation(line: 668, column: 17, scope: !49, inlinedAt: !50)
!56 = !DILocation(line: 109, column: 10, scope: !57, inlinedAt: !58)
!57 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_decrement<long>", scope: !24, file: !24, line: 107, type: !15, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!58 = distinct !DILocation(line: 155, column: 9, scope: !52, inlinedAt: !53)
!59 = !DILocation(line: 155, column: 62, scope: !52, inlinedAt: !53, atomGroup: 1, atomRank: 2)
!60 = !DILocation(line: 155, column: 62, scope: !52, inlinedAt: !53, atomGroup: 1, atomRank: 1)
!61 = !DILocation(line: 156, column: 7, scope: !52, inlinedAt: !53)
!62 = !{!63, !63, i64 0}
!63 = !{!"vtable pointer", !13, i64 0}
!64 = !DILocation(line: 186, column: 7, scope: !54, inlinedAt: !55)
!65 = !DILocation(line: 13, column: 3, scope: !14)
!66 = !DILocation(line: 10, column: 28, scope: !14, atomGroup: 6, atomRank: 2)
!67 = !DILocation(line: 10, column: 22, scope: !14, atomGroup: 3, atomRank: 1)
!68 = !DILocation(line: 10, column: 3, scope: !14, atomGroup: 4, atomRank: 1)
!69 = distinct !{!69, !70, !65, !71}
!70 = !DILocation(line: 10, column: 3, scope: !14)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 15, column: 1, scope: !14)
!73 = !DISubprogram(name: "use", scope: !1, file: !1, line: 6, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DILocation(line: 667, column: 9, scope: !49)
!75 = !DILocation(line: 667, column: 9, scope: !49, atomGroup: 1, atomRank: 2)
!76 = !DILocation(line: 667, column: 9, scope: !49, atomGroup: 1, atomRank: 1)
!77 = !DILocation(line: 155, column: 44, scope: !52, inlinedAt: !78)
!78 = distinct !DILocation(line: 185, column: 25, scope: !54, inlinedAt: !79)
!79 = distinct !DILocation(line: 668, column: 17, scope: !49)
!80 = !DILocation(line: 109, column: 10, scope: !57, inlinedAt: !81)
!81 = distinct !DILocation(line: 155, column: 9, scope: !52, inlinedAt: !78)
!82 = !DILocation(line: 155, column: 62, scope: !52, inlinedAt: !78, atomGroup: 1, atomRank: 2)
!83 = !DILocation(line: 155, column: 62, scope: !52, inlinedAt: !78, atomGroup: 1, atomRank: 1)
!84 = !DILocation(line: 156, column: 7, scope: !52, inlinedAt: !78)
!85 = !DILocation(line: 186, column: 7, scope: !54, inlinedAt: !79)
!86 = !DILocation(line: 669, column: 3, scope: !49, atomGroup: 2, atomRank: 1)
!87 = !DISubprogram(name: "__release_weak", scope: !24, file: !24, line: 189, type: !15, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!88 = distinct !DISubprogram(name: "copy_and_drop", scope: !1, file: !1, line: 17, type: !15, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!89 = !DILocation(line: 583, column: 104, scope: !23, inlinedAt: !90)
!90 = distinct !DILocation(line: 18, column: 32, scope: !88)
!91 = !DILocation(line: 583, column: 104, scope: !23, inlinedAt: !90, atomGroup: 2, atomRank: 2)
!92 = !DILocation(line: 584, column: 9, scope: !23, inlinedAt: !90, atomGroup: 3, atomRank: 2)
!93 = !DILocation(line: 584, column: 9, scope: !23, inlinedAt: !90, atomGroup: 3, atomRank: 1)
!94 = !DILocation(line: 153, column: 92, scope: !38, inlinedAt: !95)
!95 = distinct !DILocation(line: 182, column: 73, scope: !40, inlinedAt: !96)
!96 = distinct !DILocation(line: 585, column: 17, scope: !23, inlinedAt: !90)
!97 = !DILocation(line: 100, column: 10, scope: !43, inlinedAt: !98)
!98 = distinct !DILocation(line: 153, column: 57, scope: !38, inlinedAt: !95)
!99 = !DILocation(line: 81, column: 10, scope: !100, inlinedAt: !101, atomGroup: 2, atomRank: 2)
!100 = distinct !DISubprogram(name: "__libcpp_relaxed_load<long>", scope: !24, file: !24, line: 78, type: !15, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!101 = distinct !DILocation(line: 162, column: 67, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "use_count", scope: !24, file: !24, line: 162, type: !15, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!103 = distinct !DILocation(line: 190, column: 83, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "use_count", scope: !24, file: !24, line: 190, type: !15, scopeLine: 190, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!105 = distinct !DILocation(line: 747, column: 88, scope: !106, inlinedAt: !107)
!106 = distinct !DISubprogram(name: "use_count", scope: !24, file: !24, line: 747, type: !15, scopeLine: 747, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!107 = distinct !DILocation(line: 19, column: 15, scope: !88)
!108 = !DILocation(line: 162, column: 108, scope: !102, inlinedAt: !103, atomGroup: 1, atomRank: 2)
!109 = !DILocation(line: 109, column: 10, scope: !57, inlinedAt: !110)
!110 = distinct !DILocation(line: 155, column: 9, scope: !52, inlinedAt: !111)
!111 = distinct !DILocation(line: 185, column: 25, scope: !54, inlinedAt: !112)
!112 = distinct !DILocation(line: 668, column: 17, scope: !49, inlinedAt: !113)
!113 = distinct !DILocation(line: 20, column: 1, scope: !88)
!114 = !DILocation(line: 155, column: 62, scope: !52, inlinedAt: !111, atomGroup: 1, atomRank: 2)
!115 = !DILocation(line: 155, column: 62, scope: !52, inlinedAt: !111, atomGroup: 1, atomRank: 1)
!116 = !DILocation(line: 156, column: 7, scope: !52, inlinedAt: !111)
!117 = !DILocation(line: 186, column: 7, scope: !54, inlinedAt: !112)
!118 = !DILocation(line: 20, column: 1, scope: !88, atomGroup: 2, atomRank: 1)
