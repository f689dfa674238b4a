; ModuleID = 'shared_ptr_debug.cpp'
source_filename = "shared_ptr_debug.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__1::shared_ptr" = type { ptr, ptr }

$_ZNSt3__110shared_ptrIlED2B8ne190107Ev = comdat any

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_in_loop(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 !dbg !13 {
entry:
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  %cmp10 = icmp sgt i64 %n, 0, !dbg !16
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup, !dbg !17

for.body.lr.ph:                                   ; preds = %entry
  %__cntrl_.i = getelementptr inbounds nuw i8, ptr %copy, i64 8
  %__cntrl_3.i = getelementptr inbounds nuw i8, ptr %handle, i64 8
  br label %for.body, !dbg !17

for.cond.cleanup:                                 ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ], !dbg !18
  ret i64 %acc.0.lcssa, !dbg !19

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %acc.012 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %i.011 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  call void @llvm.lifetime.start.p0(ptr nonnull %copy) #5, !dbg !20
  %0 = load ptr, ptr %handle, align 8, !dbg !21, !tbaa !25
  store ptr %0, ptr %copy, align 8, !dbg !30, !tbaa !25
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !31, !tbaa !32
  store ptr %1, ptr %__cntrl_.i, align 8, !dbg !33, !tbaa !32
  %tobool.not.i = icmp eq ptr %1, null, !dbg !34
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i, !dbg !35

if.then.i:                                        ; preds = %for.body
  %__shared_owners_.i.i.i = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !36
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !41
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, !dbg !44

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %for.body, %if.then.i
  %call1 = invoke i64 @use(ptr noundef %0)
          to label %invoke.cont unwind label %lpad, !dbg !45

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %add = add nsw i64 %call1, %acc.012, !dbg !46
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i7, !dbg !47

if.then.i7:                                       ; preds = %invoke.cont
  %__shared_owners_.i.i.i8 = getelementptr inbounds nuw i8, ptr %1, i64 8, !dbg !50
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i8, i64 -1 acq_rel, align 8, !dbg !55
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !58
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !59

if.then.i.i:                                      ; preds = %if.then.i7
  %vtable.i.i.i = load ptr, ptr %1, align 8, !dbg !60, !tbaa !61
  %vfn.i.i.i = getelementptr inbounds nuw i8, ptr %vtable.i.i.i, i64 16, !dbg !60
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !60
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(24) %1) #5, !dbg !60
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %1) #5, !dbg !63
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !63

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i7, %if.then.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %copy) #5, !dbg !64
  %inc = add nuw nsw i64 %i.011, 1, !dbg !65
  %exitcond.not = icmp eq i64 %inc, %n, !dbg !66
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !dbg !67, !llvm.loop !68

lpad:                                             ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %5 = landingpad { ptr, i32 }
          cleanup, !dbg !71
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #5, !dbg !64
  call void @llvm.lifetime.end.p0(ptr nonnull %copy) #5, !dbg !64
  resume { ptr, i32 } %5, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

declare !dbg !72 i64 @use(ptr noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr hidden void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %this) unnamed_addr #3 comdat align 2 !dbg !48 {
entry:
  %__cntrl_ = getelementptr inbounds nuw i8, ptr %this, i64 8, !dbg !73
  %0 = load ptr, ptr %__cntrl_, align 8, !dbg !73, !tbaa !32
  %tobool.not = icmp eq ptr %0, null, !dbg !74
  br i1 %tobool.not, label %if.end, label %if.then, !dbg !75

if.then:                                          ; preds = %entry
  %__shared_owners_.i.i = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !76
  %1 = atomicrmw add ptr %__shared_owners_.i.i, i64 -1 acq_rel, align 8, !dbg !79
  %cmp.i.i = icmp eq i64 %1, 0, !dbg !81
  br i1 %cmp.i.i, label %if.then.i, label %if.end, !dbg !82

if.then.i:                                        ; preds = %if.then
  %vtable.i.i = load ptr, ptr %0, align 8, !dbg !83, !tbaa !61
  %vfn.i.i = getelementptr inbounds nuw i8, ptr %vtable.i.i, i64 16, !dbg !83
  %2 = load ptr, ptr %vfn.i.i, align 8, !dbg !83
  tail call void %2(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !83
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !84
  br label %if.end, !dbg !84

if.end:                                           ; preds = %if.then.i, %if.then, %entry
  ret void, !dbg !85
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nounwind uwtable
define dso_local range(i64 -9223372036854775807, -9223372036854775808) i64 @copy_and_drop(ptr noundef nonnull readonly align 8 captures(none) dereferenceable(16) %handle) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 !dbg !86 {
entry:
  %__cntrl_3.i = getelementptr inbounds nuw i8, ptr %handle, i64 8, !dbg !87
  %0 = load ptr, ptr %__cntrl_3.i, align 8, !dbg !89, !tbaa !32
  %tobool.not.i = icmp eq ptr %0, null, !dbg !90
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i6, !dbg !91

if.then.i6:                                       ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds nuw i8, ptr %0, i64 8, !dbg !92
  %1 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8, !dbg !95
  %2 = load atomic i64, ptr %__shared_owners_.i.i.i monotonic, align 8, !dbg !97
  %add.i.i.i = add nsw i64 %2, 1, !dbg !106
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 -1 acq_rel, align 8, !dbg !107
  %cmp.i.i.i = icmp eq i64 %3, 0, !dbg !112
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !113

if.then.i.i:                                      ; preds = %if.then.i6
  %vtable.i.i.i = load ptr, ptr %0, align 8, !dbg !114, !tbaa !61
  %vfn.i.i.i = getelementptr inbounds nuw i8, ptr %vtable.i.i.i, i64 16, !dbg !114
  %4 = load ptr, ptr %vfn.i.i.i, align 8, !dbg !114
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !114
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #5, !dbg !115
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, !dbg !115

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %entry, %if.then.i6, %if.then.i.i
  %cond.i10 = phi i64 [ %add.i.i.i, %if.then.i6 ], [ %add.i.i.i, %if.then.i.i ], [ 0, %entry ]
  ret i64 %cond.i10, !dbg !116
}

; Function Attrs: nounwind
declare !dbg !117 void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}
!llvm.errno.tbaa = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "shared_ptr_debug.cpp", directory: "/work/main/tests/idioms/Inputs", checksumkind: CSK_MD5, checksum: "087d07c88ab63d470fecf6992e382575")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
!13 = distinct !DISubprogram(name: "copy_in_loop", scope: !1, file: !1, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 10, column: 22, scope: !13, atomGroup: 10, atomRank: 1)
!17 = !DILocation(line: 10, column: 3, scope: !13, atomGroup: 11, atomRank: 1)
!18 = !DILocation(line: 0, scope: !13)
!19 = !DILocation(line: 14, column: 3, scope: !13, atomGroup: 9, atomRank: 1)
!20 = !DILocation(line: 11, column: 5, scope: !13)
!21 = !DILocation(line: 583, column: 82, scope: !22, inlinedAt: !24, atomGroup: 1, atomRank: 2)
!22 = distinct !DISubprogram(name: "shared_ptr", scope: !23, file: !23, line: 583, type: !14, scopeLine: 583, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!23 = !DIFile(filename: "/usr/lib/llvm-19/include/c++/v1/__memory/shared_ptr.h", directory: "")
!24 = distinct !DILocation(line: 11, column: 34, scope: !13)
!25 = !{!26, !27, i64 0}
!26 = !{!"_ZTSNSt3__110shared_ptrIlEE", !27, i64 0, !29, i64 8}
!27 = !{!"p1 long", !28, i64 0}
!28 = !{!"any pointer", !11, i64 0}
!29 = !{!"p1 _ZTSNSt3__119__shared_weak_countE", !28, i64 0}
!30 = !DILocation(line: 583, column: 71, scope: !22, inlinedAt: !24, atomGroup: 1, atomRank: 1)
!31 = !DILocation(line: 583, column: 104, scope: !22, inlinedAt: !24, atomGroup: 2, atomRank: 2)
!32 = !{!26, !29, i64 8}
!33 = !DILocation(line: 583, column: 91, scope: !22, inlinedAt: !24, atomGroup: 2, atomRank: 1)
!34 = !DILocation(line: 584, column: 9, scope: !22, inlinedAt: !24, atomGroup: 3, atomRank: 2)
!35 = !DILocation(line: 584, column: 9, scope: !22, inlinedAt: !24, atomGroup: 3, atomRank: 1)
!36 = !DILocation(line: 153, column: 92, scope: !37, inlinedAt: !38)
!37 = distinct !DISubprogram(name: "__add_shared", scope: !23, file: !23, line: 153, type: !14, scopeLine: 153, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!38 = distinct !DILocation(line: 182, column: 73, scope: !39, inlinedAt: !40)
!39 = distinct !DISubprogram(name: "__add_shared", scope: !23, file: !23, line: 182, type: !14, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!40 = distinct !DILocation(line: 585, column: 17, scope: !22, inlinedAt: !24)
!41 = !DILocation(line: 100, column: 10, scope: !42, inlinedAt: !43)
!42 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_increment<long>", scope: !23, file: !23, line: 98, type: !14, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!43 = distinct !DILocation(line: 153, column: 57, scope: !37, inlinedAt: !38)
!44 = !DILocation(line: 585, column: 7, scope: !22, inlinedAt: !24)
!45 = !DILocation(line: 12, column: 12, scope: !13)
!46 = !DILocation(line: 12, column: 9, scope: !13, atomGroup: 5, atomRank: 2)
!47 = !DILocation(line: 667, column: 9, scope: !48, inlinedAt: !49, atomGroup: 1, atomRank: 1)
!48 = distinct !DISubprogram(name: "~shared_ptr", scope: !23, file: !23, line: 666, type: !14, scopeLine: 666, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!49 = distinct !DILocation(line: 13, column: 3, scope: !13)
!50 = !DILocation(line: 155, column: 44, scope: !51, inlinedAt: !52)
!51 = distinct !DISubprogram(name: "__release_shared", scope: !23, file: !23, line: 154, type: !14, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!52 = distinct !DILocation(line: 185, column: 25, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "__release_shared", scope: !23, file: !23, line: 184, type: !14, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!54 = distinct !DILocation(line: 668, column: 17, scope: !48, inlinedAt: !49)
!55 = !DILocation(line: 109, column: 10, scope: !56, inlinedAt: !57)
!56 = distinct !DISubprogram(name: "__libcpp_atomic_refcount_decrement<long>", scope: !23, file: !23, line: 107, type: !14, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!57 = distinct !DILocation(line: 155, column: 9, scope: !51, inlinedAt: !52)
!58 = !DILocation(line: 155, column: 62, scope: !51, inlinedAt: !52, atomGroup: 1, atomRank: 2)
!59 = !DILocation(line: 155, column: 62, scope: !51, inlinedAt: !52, atomGroup: 1, atomRank: 1)
!60 = !DILocation(line: 156, column: 7, scope: !51, inlinedAt: !52)
!61 = !{!62, !62, i64 0}
!62 = !{!"vtable pointer", !12, i64 0}
!63 = !DILocation(line: 186, column: 7, scope: !53, inlinedAt: !54)
!64 = !DILocation(line: 13, column: 3, scope: !13)
!65 = !DILocation(line: 10, column: 28, scope: !13, atomGroup: 6, atomRank: 2)
!66 = !DILocation(line: 10, column: 22, scope: !13, atomGroup: 3, atomRank: 1)
!67 = !DILocation(line: 10, column: 3, scope: !13, atomGroup: 4, atomRank: 1)
!68 = distinct !{!68, !69, !64, !70}
!69 = !DILocation(line: 10, column: 3, scope: !13)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 15, column: 1, scope: !13)
!72 = !DISubprogram(name: "use", scope: !1, file: !1, line: 6, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DILocation(line: 667, column: 9, scope: !48)
!74 = !DILocation(line: 667, column: 9, scope: !48, atomGroup: 1, atomRank: 2)
!75 = !DILocation(line: 667, column: 9, scope: !48, atomGroup: 1, atomRank: 1)
!76 = !DILocation(line: 155, column: 44, scope: !51, inlinedAt: !77)
!77 = distinct !DILocation(line: 185, column: 25, scope: !53, inlinedAt: !78)
!78 = distinct !DILocation(line: 668, column: 17, scope: !48)
!79 = !DILocation(line: 109, column: 10, scope: !56, inlinedAt: !80)
!80 = distinct !DILocation(line: 155, column: 9, scope: !51, inlinedAt: !77)
!81 = !DILocation(line: 155, column: 62, scope: !51, inlinedAt: !77, atomGroup: 1, atomRank: 2)
!82 = !DILocation(line: 155, column: 62, scope: !51, inlinedAt: !77, atomGroup: 1, atomRank: 1)
!83 = !DILocation(line: 156, column: 7, scope: !51, inlinedAt: !77)
!84 = !DILocation(line: 186, column: 7, scope: !53, inlinedAt: !78)
!85 = !DILocation(line: 669, column: 3, scope: !48, atomGroup: 2, atomRank: 1)
!86 = distinct !DISubprogram(name: "copy_and_drop", scope: !1, file: !1, line: 17, type: !14, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!87 = !DILocation(line: 583, column: 104, scope: !22, inlinedAt: !88)
!88 = distinct !DILocation(line: 18, column: 32, scope: !86)
!89 = !DILocation(line: 583, column: 104, scope: !22, inlinedAt: !88, atomGroup: 2, atomRank: 2)
!90 = !DILocation(line: 584, column: 9, scope: !22, inlinedAt: !88, atomGroup: 3, atomRank: 2)
!91 = !DILocation(line: 584, column: 9, scope: !22, inlinedAt: !88, atomGroup: 3, atomRank: 1)
!92 = !DILocation(line: 153, column: 92, scope: !37, inlinedAt: !93)
!93 = distinct !DILocation(line: 182, column: 73, scope: !39, inlinedAt: !94)
!94 = distinct !DILocation(line: 585, column: 17, scope: !22, inlinedAt: !88)
!95 = !DILocation(line: 100, column: 10, scope: !42, inlinedAt: !96)
!96 = distinct !DILocation(line: 153, column: 57, scope: !37, inlinedAt: !93)
!97 = !DILocation(line: 81, column: 10, scope: !98, inlinedAt: !99, atomGroup: 2, atomRank: 2)
!98 = distinct !DISubprogram(name: "__libcpp_relaxed_load<long>", scope: !23, file: !23, line: 78, type: !14, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!99 = distinct !DILocation(line: 162, column: 67, scope: !100, inlinedAt: !101)
!100 = distinct !DISubprogram(name: "use_count", scope: !23, file: !23, line: 162, type: !14, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!101 = distinct !DILocation(line: 190, column: 83, scope: !102, inlinedAt: !103)
!102 = distinct !DISubprogram(name: "use_count", scope: !23, file: !23, line: 190, type: !14, scopeLine: 190, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!103 = distinct !DILocation(line: 747, column: 88, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "use_count", scope: !23, file: !23, line: 747, type: !14, scopeLine: 747, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!105 = distinct !DILocation(line: 19, column: 15, scope: !86)
!106 = !DILocation(line: 162, column: 108, scope: !100, inlinedAt: !101, atomGroup: 1, atomRank: 2)
!107 = !DILocation(line: 109, column: 10, scope: !56, inlinedAt: !108)
!108 = distinct !DILocation(line: 155, column: 9, scope: !51, inlinedAt: !109)
!109 = distinct !DILocation(line: 185, column: 25, scope: !53, inlinedAt: !110)
!110 = distinct !DILocation(line: 668, column: 17, scope: !48, inlinedAt: !111)
!111 = distinct !DILocation(line: 20, column: 1, scope: !86)
!112 = !DILocation(line: 155, column: 62, scope: !51, inlinedAt: !109, atomGroup: 1, atomRank: 2)
!113 = !DILocation(line: 155, column: 62, scope: !51, inlinedAt: !109, atomGroup: 1, atomRank: 1)
!114 = !DILocation(line: 156, column: 7, scope: !51, inlinedAt: !109)
!115 = !DILocation(line: 186, column: 7, scope: !53, inlinedAt: !110)
!116 = !DILocation(line: 20, column: 1, scope: !86, atomGroup: 2, atomRank: 1)
!117 = !DISubprogram(name: "__release_weak", scope: !23, file: !23, line: 189, type: !14, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
