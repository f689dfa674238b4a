; ModuleID = 'arc_idioms.948c3682619c8771-cgu.0'
source_filename = "arc_idioms.948c3682619c8771-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_9bc96f7544a2a4e30fc9ca495ef8a128 = private unnamed_addr constant [20 x i8] c"Arc counter overflow", align 1
@alloc_096bc13c2081c59e2b3fed1cfbfaafd2 = private unnamed_addr constant <{ ptr, [8 x i8] }> <{ ptr @alloc_9bc96f7544a2a4e30fc9ca495ef8a128, [8 x i8] c"\14\00\00\00\00\00\00\00" }>, align 8
@alloc_0c812808379efded5a4fb82d2790b556 = private unnamed_addr constant [2 x i8] c"\C0\00", align 1
@alloc_1ffbd9425aaaa6f67502cc831facad1e = private unnamed_addr constant [74 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/sync.rs\00", align 1
@alloc_f4104eda8cc3f1fbaf1ebd7a5a402eec = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_1ffbd9425aaaa6f67502cc831facad1e, [16 x i8] c"I\00\00\00\00\00\00\00\BD\0C\00\00\0D\00\00\00" }>, align 8

; <&T as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hf64dfdd85be708bdE"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_3.0 = load ptr, ptr %self, align 8, !nonnull !3, !align !4, !noundef !3
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_3.1 = load i64, ptr %0, align 8, !noundef !3
; call <str as core::fmt::Display>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) %_3.0, i64 noundef %_3.1, ptr noalias noundef nonnull align 8 dereferenceable(24) %f)
  ret i1 %_0
}

; alloc::sync::Arc<T,A>::drop_slow
; Function Attrs: noinline nounwind nonlazybind uwtable
define void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h851ced82e4689101E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !3, !noundef !3
  %0 = icmp eq ptr %_3, inttoptr (i64 -1 to ptr)
  br i1 %0, label %"_ZN4core3ptr76drop_in_place$LT$alloc..sync..Weak$LT$u64$C$$RF$alloc..alloc..Global$GT$$GT$17h51ee002028311c30E.exit", label %bb8.i.i

bb8.i.i:                                          ; preds = %start
  %_19.i.i = getelementptr inbounds nuw i8, ptr %_3, i64 8
  %1 = atomicrmw sub ptr %_19.i.i, i64 1 release, align 8
  %2 = icmp eq i64 %1, 1
  br i1 %2, label %bb1.i.i, label %"_ZN4core3ptr76drop_in_place$LT$alloc..sync..Weak$LT$u64$C$$RF$alloc..alloc..Global$GT$$GT$17h51ee002028311c30E.exit"

bb1.i.i:                                          ; preds = %bb8.i.i
  fence acquire
; call __rustc::__rust_dealloc
  tail call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_3, i64 noundef 24, i64 noundef 8) #8
  br label %"_ZN4core3ptr76drop_in_place$LT$alloc..sync..Weak$LT$u64$C$$RF$alloc..alloc..Global$GT$$GT$17h51ee002028311c30E.exit"

"_ZN4core3ptr76drop_in_place$LT$alloc..sync..Weak$LT$u64$C$$RF$alloc..alloc..Global$GT$$GT$17h51ee002028311c30E.exit": ; preds = %start, %bb8.i.i, %bb1.i.i
  ret void
}

; Function Attrs: nonlazybind uwtable
define void @clone_across_unwind(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %handle) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %copy = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %copy)
  %_8 = load ptr, ptr %handle, align 8, !nonnull !3, !noundef !3
  %0 = atomicrmw add ptr %_8, i64 1 monotonic, align 8
  %_5 = icmp slt i64 %0, 0
  br i1 %_5, label %bb5, label %bb6

bb6:                                              ; preds = %start
  store ptr %_8, ptr %copy, align 8
  %_3 = getelementptr inbounds nuw i8, ptr %_8, i64 16
  invoke void @may_unwind(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3)
          to label %bb1 unwind label %cleanup

bb5:                                              ; preds = %start
  tail call void @llvm.trap()
  unreachable

cleanup:                                          ; preds = %bb6
  %1 = landingpad { ptr, i32 }
          cleanup
  %2 = atomicrmw sub ptr %_8, i64 1 release, align 8, !noalias !5
  %3 = icmp eq i64 %2, 1
  br i1 %3, label %bb2.i.i, label %bb4

bb2.i.i:                                          ; preds = %cleanup
  fence acquire
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h851ced82e4689101E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %copy) #9
  br label %bb4

bb1:                                              ; preds = %bb6
  %4 = atomicrmw sub ptr %_8, i64 1 release, align 8, !noalias !10
  %5 = icmp eq i64 %4, 1
  br i1 %5, label %bb2.i.i3, label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit4"

bb2.i.i3:                                         ; preds = %bb1
  fence acquire
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h851ced82e4689101E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %copy) #9
  br label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit4"

"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit4": ; preds = %bb1, %bb2.i.i3
  call void @llvm.lifetime.end.p0(ptr nonnull %copy)
  ret void

bb4:                                              ; preds = %bb2.i.i, %cleanup
  resume { ptr, i32 } %1
}

; Function Attrs: nounwind nonlazybind uwtable
define noundef i64 @clone_in_loop(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %handle, i64 noundef %n) unnamed_addr #2 {
start:
  %copy = alloca [8 x i8], align 8
  %_74.not = icmp eq i64 %n, 0
  br i1 %_74.not, label %bb5, label %bb4.lr.ph

bb4.lr.ph:                                        ; preds = %start
  %_14 = load ptr, ptr %handle, align 8, !nonnull !3, !noundef !3
  %_6 = getelementptr inbounds nuw i8, ptr %_14, i64 16
  br label %bb4

bb5:                                              ; preds = %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit", %start
  %acc.sroa.0.0.lcssa = phi i64 [ 0, %start ], [ %1, %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit" ]
  ret i64 %acc.sroa.0.0.lcssa

bb4:                                              ; preds = %bb4.lr.ph, %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"
  %acc.sroa.0.06 = phi i64 [ 0, %bb4.lr.ph ], [ %1, %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit" ]
  %iter.sroa.0.05 = phi i64 [ 0, %bb4.lr.ph ], [ %_8, %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit" ]
  call void @llvm.lifetime.start.p0(ptr nonnull %copy)
  %0 = atomicrmw add ptr %_14, i64 1 monotonic, align 8
  %_11 = icmp slt i64 %0, 0
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb4
  %_8 = add nuw i64 %iter.sroa.0.05, 1
  store ptr %_14, ptr %copy, align 8
  %_5 = tail call noundef i64 @use_payload(ptr noundef nonnull %_6) #8
  %1 = add i64 %_5, %acc.sroa.0.06
  %2 = atomicrmw sub ptr %_14, i64 1 release, align 8, !noalias !15
  %3 = icmp eq i64 %2, 1
  br i1 %3, label %bb2.i.i, label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"

bb2.i.i:                                          ; preds = %bb7
  fence acquire
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h851ced82e4689101E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %copy) #9
  br label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"

"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit": ; preds = %bb7, %bb2.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %copy)
  %exitcond.not = icmp eq i64 %_8, %n
  br i1 %exitcond.not, label %bb5, label %bb4

bb6:                                              ; preds = %bb4
  tail call void @llvm.trap()
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define void @clone_into_callee(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %handle) unnamed_addr #2 {
start:
  %_7 = load ptr, ptr %handle, align 8, !nonnull !3, !noundef !3
  %0 = atomicrmw add ptr %_7, i64 1 monotonic, align 8
  %_4 = icmp slt i64 %0, 0
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %start
  tail call void @take(ptr noundef nonnull %_7) #8
  ret void

bb2:                                              ; preds = %start
  tail call void @llvm.trap()
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define void @drop_owned(ptr noundef nonnull %handle) unnamed_addr #2 {
start:
  %_2 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_2)
  store ptr %handle, ptr %_2, align 8
  %0 = atomicrmw sub ptr %handle, i64 1 release, align 8, !noalias !20
  %1 = icmp eq i64 %0, 1
  br i1 %1, label %bb2.i.i, label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"

bb2.i.i:                                          ; preds = %start
  fence acquire
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h851ced82e4689101E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %_2) #9
  br label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"

"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit": ; preds = %start, %bb2.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %_2)
  ret void
}

; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define noundef zeroext i1 @get_mut(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %handle) unnamed_addr #3 {
start:
  %handle.val = load ptr, ptr %handle, align 8, !nonnull !3, !noundef !3
  %_12.i = getelementptr inbounds nuw i8, ptr %handle.val, i64 8
  %0 = cmpxchg ptr %_12.i, i64 1, i64 -1 acquire monotonic, align 8
  %1 = extractvalue { i64, i1 } %0, 1
  br i1 %1, label %"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17hb5af3177181a36d5E.exit", label %bb1

"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17hb5af3177181a36d5E.exit": ; preds = %start
  %2 = load atomic i64, ptr %handle.val acquire, align 8
  %3 = icmp eq i64 %2, 1
  store atomic i64 1, ptr %_12.i release, align 8
  br i1 %3, label %bb3, label %bb1

bb3:                                              ; preds = %"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17hb5af3177181a36d5E.exit"
  %_6 = getelementptr inbounds nuw i8, ptr %handle.val, i64 16
  %4 = load i64, ptr %_6, align 8, !noundef !3
  %5 = add i64 %4, 1
  store i64 %5, ptr %_6, align 8
  br label %bb1

bb1:                                              ; preds = %start, %"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17hb5af3177181a36d5E.exit", %bb3
  %unique.sroa.0.0.i2 = phi i1 [ true, %bb3 ], [ false, %"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9is_unique17hb5af3177181a36d5E.exit" ], [ false, %start ]
  ret i1 %unique.sroa.0.0.i2
}

; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable
define noundef i64 @strong_count(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %handle) unnamed_addr #3 {
start:
  %_3 = load ptr, ptr %handle, align 8, !nonnull !3, !noundef !3
  %0 = load atomic i64, ptr %_3 monotonic, align 8
  ret i64 %0
}

; Function Attrs: nonlazybind uwtable
define noundef i64 @upgrade(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %weak) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %args.i.i.i.i = alloca [16 x i8], align 8
  %a = alloca [8 x i8], align 8
  %weak.val = load ptr, ptr %weak, align 8, !nonnull !3, !noundef !3
  %0 = icmp eq ptr %weak.val, inttoptr (i64 -1 to ptr)
  br i1 %0, label %bb7, label %bb8.i

bb8.i:                                            ; preds = %start
  %1 = load atomic i64, ptr %weak.val monotonic, align 8
  br label %bb1.i.i

bb1.i.i:                                          ; preds = %bb3.i.i, %bb8.i
  %prev.sroa.0.0.i.i = phi i64 [ %1, %bb8.i ], [ %5, %bb3.i.i ]
  %2 = icmp eq i64 %prev.sroa.0.0.i.i, 0
  br i1 %2, label %bb7, label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %bb1.i.i
  %_2.i.i.i.i = icmp sgt i64 %prev.sroa.0.0.i.i, -1
  br i1 %_2.i.i.i.i, label %bb3.i.i, label %bb4.i.i.i.i, !prof !25

bb4.i.i.i.i:                                      ; preds = %bb2.i.i.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %args.i.i.i.i)
  store ptr @alloc_096bc13c2081c59e2b3fed1cfbfaafd2, ptr %args.i.i.i.i, align 8
  %_8.sroa.4.0..sroa_idx.i.i.i.i = getelementptr inbounds nuw i8, ptr %args.i.i.i.i, i64 8
  store ptr @"_ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17hf64dfdd85be708bdE", ptr %_8.sroa.4.0..sroa_idx.i.i.i.i, align 8
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull @alloc_0c812808379efded5a4fb82d2790b556, ptr noundef nonnull %args.i.i.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_f4104eda8cc3f1fbaf1ebd7a5a402eec) #10
  unreachable

bb3.i.i:                                          ; preds = %bb2.i.i.i.i
  %_3.i.i.i.i = add nuw i64 %prev.sroa.0.0.i.i, 1
  %3 = cmpxchg weak ptr %weak.val, i64 %prev.sroa.0.0.i.i, i64 %_3.i.i.i.i acquire monotonic, align 8
  %4 = extractvalue { i64, i1 } %3, 1
  %5 = extractvalue { i64, i1 } %3, 0
  br i1 %4, label %bb4, label %bb1.i.i

bb4:                                              ; preds = %bb3.i.i
  call void @llvm.lifetime.start.p0(ptr nonnull %a)
  store ptr %weak.val, ptr %a, align 8
  %_5 = getelementptr inbounds nuw i8, ptr %weak.val, i64 16
  %6 = tail call noundef i64 @use_payload(ptr noundef nonnull %_5) #8
  %7 = atomicrmw sub ptr %weak.val, i64 1 release, align 8, !noalias !26
  %8 = icmp eq i64 %7, 1
  br i1 %8, label %bb2.i.i, label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"

bb2.i.i:                                          ; preds = %bb4
  fence acquire
; call alloc::sync::Arc<T,A>::drop_slow
  call void @"_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h851ced82e4689101E"(ptr noalias noundef nonnull readonly align 8 dereferenceable(8) %a) #9
  br label %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"

"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit": ; preds = %bb4, %bb2.i.i
  call void @llvm.lifetime.end.p0(ptr nonnull %a)
  br label %bb7

bb7:                                              ; preds = %bb1.i.i, %start, %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit"
  %_0.sroa.0.0 = phi i64 [ %6, %"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E.exit" ], [ 0, %start ], [ 0, %bb1.i.i ]
  ret i64 %_0.sroa.0.0
}

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr noundef nonnull, ptr noundef nonnull, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #5

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #6

; <str as core::fmt::Display>::fmt
; Function Attrs: nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtCsgEmfK2I1SDS_4core3fmteNtB5_7Display3fmt(ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #2

; Function Attrs: nonlazybind uwtable
declare void @may_unwind(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8)) unnamed_addr #0

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #7

; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @use_payload(ptr noundef) unnamed_addr #2

; Function Attrs: nounwind nonlazybind uwtable
declare void @take(ptr noundef nonnull) unnamed_addr #2

attributes #0 = { nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { mustprogress nofree norecurse nounwind nonlazybind willreturn memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold noinline noreturn nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { cold noreturn nounwind memory(inaccessiblemem: write) }
attributes #8 = { nounwind }
attributes #9 = { noinline }
attributes #10 = { noinline noreturn }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{}
!4 = !{i64 1}
!5 = !{!6, !8}
!6 = distinct !{!6, !7, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E: %self"}
!7 = distinct !{!7, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E"}
!8 = distinct !{!8, !9, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E: %_1"}
!9 = distinct !{!9, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E"}
!10 = !{!11, !13}
!11 = distinct !{!11, !12, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E: %self"}
!12 = distinct !{!12, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E"}
!13 = distinct !{!13, !14, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E: %_1"}
!14 = distinct !{!14, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E"}
!15 = !{!16, !18}
!16 = distinct !{!16, !17, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E: %self"}
!17 = distinct !{!17, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E"}
!18 = distinct !{!18, !19, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E: %_1"}
!19 = distinct !{!19, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E"}
!20 = !{!21, !23}
!21 = distinct !{!21, !22, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E: %self"}
!22 = distinct !{!22, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E"}
!23 = distinct !{!23, !24, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E: %_1"}
!24 = distinct !{!24, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E"}
!25 = !{!"branch_weights", !"expected", i32 2000, i32 1}
!26 = !{!27, !29}
!27 = distinct !{!27, !28, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E: %self"}
!28 = distinct !{!28, !"_ZN71_$LT$alloc..sync..Arc$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17hde45d0e338a04935E"}
!29 = distinct !{!29, !30, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E: %_1"}
!30 = distinct !{!30, !"_ZN4core3ptr48drop_in_place$LT$alloc..sync..Arc$LT$u64$GT$$GT$17h5f3a6edc47755552E"}
