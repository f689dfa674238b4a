; Regression test from the differential fuzzer (tools/fuzz/driver.py), minimised from seed
; 2 (--shapes loop_address): loop-address oracle: opt with the pass failed (20 loads rewritten): Instruction does not dominate all uses!
; The IR of the minimised program at -O2 without the pass, with every handle reloaded through an
; address computed next to the load (tools/fuzz/ir_oracles.py): the pass must leave valid IR.
;
; A miscompile before the loop-address fix of issue 11 ("also found") is
; merged: a reload whose address is a zero-offset GEP or a bitcast computed in the loop is
; hoisted, and the preheader copy uses the in-loop address ("Instruction does not dominate all
; uses").
;
; RUN: %opt -load-pass-plugin=%plugin -passes='loop-simplify,arc-elide,verify' -disable-output %s

; ModuleID = 'fuzz_seed_2_loop_address'
source_filename = "fuzz_seed_2_loop_address.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.fz_box = type { ptr, i64 }
%struct.ident_t = type { i32, i32, i32, i32, ptr }

@.str = private unnamed_addr constant [13 x i8] c"scene2: %ld\0A\00", align 1
@v_n = internal global [8 x i64] [i64 4, i64 6, i64 6, i64 24, i64 11, i64 20, i64 17, i64 39], align 16
@fz_slot = external local_unnamed_addr global [6 x ptr], align 16
@fz_box = external local_unnamed_addr global [3 x %struct.fz_box], align 16
@fz_arr = external local_unnamed_addr global [8 x ptr], align 16
@.str.1 = private unnamed_addr constant [36 x i8] c"destroyed: %ld objects, id sum %ld\0A\00", align 1
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = load volatile i64, ptr getelementptr inbounds (i8, ptr @v_n, i64 56), align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store i64 %3, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  store i64 0, ptr %2, align 8, !tbaa !6
  %4 = tail call ptr @arc_alloc(i64 noundef 32, ptr noundef nonnull @fz_d_plain) #5
  store i64 2030000, ptr %4, align 8, !tbaa !10
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 1, ptr %5, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %4, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %6, i8 0, i64 16, i1 false)
  tail call void @arc_release(ptr noundef nonnull %4) #5
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 2, ptr nonnull @scene2.omp_outlined, ptr nonnull %1, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %7 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef undef)
  br label %8

8:                                                ; preds = %0, %96
  %fz.addr0 = getelementptr i8, ptr @fz_slot, i64 0
  %9 = load ptr, ptr %fz.addr0, align 16, !tbaa !14
  %10 = icmp eq ptr %9, null
  br i1 %10, label %16, label %15

11:                                               ; preds = %96
  %12 = call i64 @fz_destroyed_count() #5
  %13 = call i64 @fz_destroyed_sum() #5
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %12, i64 noundef %13)
  ret i32 0

15:                                               ; preds = %8
  store ptr null, ptr @fz_slot, align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %9) #5
  br label %16

16:                                               ; preds = %8, %15
  %17 = phi i32 [ 1, %15 ], [ 0, %8 ]
  %fz.addr1 = getelementptr [1 x ptr], ptr getelementptr inbounds (i8, ptr @fz_slot, i64 8), i64 0, i64 0
  %18 = load ptr, ptr %fz.addr1, align 8, !tbaa !14
  %19 = icmp eq ptr %18, null
  br i1 %19, label %21, label %20

20:                                               ; preds = %16
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_slot, i64 8), align 8, !tbaa !14
  call void @arc_release(ptr noundef nonnull %18) #5
  br label %21

21:                                               ; preds = %20, %16
  %22 = phi i32 [ 1, %20 ], [ %17, %16 ]
  %fz.addr2 = bitcast ptr getelementptr inbounds (i8, ptr @fz_slot, i64 16) to ptr
  %23 = load ptr, ptr %fz.addr2, align 16, !tbaa !14
  %24 = icmp eq ptr %23, null
  br i1 %24, label %26, label %25

25:                                               ; preds = %21
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_slot, i64 16), align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %23) #5
  br label %26

26:                                               ; preds = %25, %21
  %27 = phi i32 [ 1, %25 ], [ %22, %21 ]
  %fz.addr3 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @fz_slot, i64 24), i64 0
  %28 = load ptr, ptr %fz.addr3, align 8, !tbaa !14
  %29 = icmp eq ptr %28, null
  br i1 %29, label %31, label %30

30:                                               ; preds = %26
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_slot, i64 24), align 8, !tbaa !14
  call void @arc_release(ptr noundef nonnull %28) #5
  br label %31

31:                                               ; preds = %30, %26
  %32 = phi i32 [ 1, %30 ], [ %27, %26 ]
  %fz.addr4 = getelementptr [1 x ptr], ptr getelementptr inbounds (i8, ptr @fz_slot, i64 32), i64 0, i64 0
  %33 = load ptr, ptr %fz.addr4, align 16, !tbaa !14
  %34 = icmp eq ptr %33, null
  br i1 %34, label %36, label %35

35:                                               ; preds = %31
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_slot, i64 32), align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %33) #5
  br label %36

36:                                               ; preds = %35, %31
  %37 = phi i32 [ 1, %35 ], [ %32, %31 ]
  %fz.addr5 = bitcast ptr getelementptr inbounds (i8, ptr @fz_slot, i64 40) to ptr
  %38 = load ptr, ptr %fz.addr5, align 8, !tbaa !14
  %39 = icmp eq ptr %38, null
  br i1 %39, label %41, label %40

40:                                               ; preds = %36
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_slot, i64 40), align 8, !tbaa !14
  call void @arc_release(ptr noundef nonnull %38) #5
  br label %41

41:                                               ; preds = %40, %36
  %42 = phi i32 [ 1, %40 ], [ %37, %36 ]
  %fz.addr6 = getelementptr i8, ptr @fz_box, i64 0
  %43 = load ptr, ptr %fz.addr6, align 16, !tbaa !14
  %44 = icmp eq ptr %43, null
  br i1 %44, label %46, label %45

45:                                               ; preds = %41
  store ptr null, ptr @fz_box, align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %43) #5
  br label %46

46:                                               ; preds = %41, %45
  %47 = phi i32 [ 1, %45 ], [ %42, %41 ]
  %fz.addr7 = getelementptr [1 x ptr], ptr getelementptr inbounds (i8, ptr @fz_box, i64 16), i64 0, i64 0
  %48 = load ptr, ptr %fz.addr7, align 16, !tbaa !14
  %49 = icmp eq ptr %48, null
  br i1 %49, label %51, label %50

50:                                               ; preds = %46
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_box, i64 16), align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %48) #5
  br label %51

51:                                               ; preds = %50, %46
  %52 = phi i32 [ 1, %50 ], [ %47, %46 ]
  %fz.addr8 = bitcast ptr getelementptr inbounds (i8, ptr @fz_box, i64 32) to ptr
  %53 = load ptr, ptr %fz.addr8, align 16, !tbaa !14
  %54 = icmp eq ptr %53, null
  br i1 %54, label %56, label %55

55:                                               ; preds = %51
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_box, i64 32), align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %53) #5
  br label %56

56:                                               ; preds = %55, %51
  %57 = phi i32 [ 1, %55 ], [ %52, %51 ]
  %fz.addr9 = getelementptr i8, ptr @fz_arr, i64 0
  %58 = load ptr, ptr %fz.addr9, align 16, !tbaa !14
  %59 = icmp eq ptr %58, null
  br i1 %59, label %61, label %60

60:                                               ; preds = %56
  store ptr null, ptr @fz_arr, align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %58) #5
  br label %61

61:                                               ; preds = %56, %60
  %62 = phi i32 [ 1, %60 ], [ %57, %56 ]
  %fz.addr10 = getelementptr [1 x ptr], ptr getelementptr inbounds (i8, ptr @fz_arr, i64 8), i64 0, i64 0
  %63 = load ptr, ptr %fz.addr10, align 8, !tbaa !14
  %64 = icmp eq ptr %63, null
  br i1 %64, label %66, label %65

65:                                               ; preds = %61
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 8), align 8, !tbaa !14
  call void @arc_release(ptr noundef nonnull %63) #5
  br label %66

66:                                               ; preds = %65, %61
  %67 = phi i32 [ 1, %65 ], [ %62, %61 ]
  %fz.addr11 = bitcast ptr getelementptr inbounds (i8, ptr @fz_arr, i64 16) to ptr
  %68 = load ptr, ptr %fz.addr11, align 16, !tbaa !14
  %69 = icmp eq ptr %68, null
  br i1 %69, label %71, label %70

70:                                               ; preds = %66
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 16), align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %68) #5
  br label %71

71:                                               ; preds = %70, %66
  %72 = phi i32 [ 1, %70 ], [ %67, %66 ]
  %fz.addr12 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 24), i64 0
  %73 = load ptr, ptr %fz.addr12, align 8, !tbaa !14
  %74 = icmp eq ptr %73, null
  br i1 %74, label %76, label %75

75:                                               ; preds = %71
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 24), align 8, !tbaa !14
  call void @arc_release(ptr noundef nonnull %73) #5
  br label %76

76:                                               ; preds = %75, %71
  %77 = phi i32 [ 1, %75 ], [ %72, %71 ]
  %fz.addr13 = getelementptr [1 x ptr], ptr getelementptr inbounds (i8, ptr @fz_arr, i64 32), i64 0, i64 0
  %78 = load ptr, ptr %fz.addr13, align 16, !tbaa !14
  %79 = icmp eq ptr %78, null
  br i1 %79, label %81, label %80

80:                                               ; preds = %76
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 32), align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %78) #5
  br label %81

81:                                               ; preds = %80, %76
  %82 = phi i32 [ 1, %80 ], [ %77, %76 ]
  %fz.addr14 = bitcast ptr getelementptr inbounds (i8, ptr @fz_arr, i64 40) to ptr
  %83 = load ptr, ptr %fz.addr14, align 8, !tbaa !14
  %84 = icmp eq ptr %83, null
  br i1 %84, label %86, label %85

85:                                               ; preds = %81
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 40), align 8, !tbaa !14
  call void @arc_release(ptr noundef nonnull %83) #5
  br label %86

86:                                               ; preds = %85, %81
  %87 = phi i32 [ 1, %85 ], [ %82, %81 ]
  %fz.addr15 = getelementptr i8, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 48), i64 0
  %88 = load ptr, ptr %fz.addr15, align 16, !tbaa !14
  %89 = icmp eq ptr %88, null
  br i1 %89, label %91, label %90

90:                                               ; preds = %86
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 48), align 16, !tbaa !14
  call void @arc_release(ptr noundef nonnull %88) #5
  br label %91

91:                                               ; preds = %90, %86
  %92 = phi i32 [ 1, %90 ], [ %87, %86 ]
  %fz.addr16 = getelementptr [1 x ptr], ptr getelementptr inbounds (i8, ptr @fz_arr, i64 56), i64 0, i64 0
  %93 = load ptr, ptr %fz.addr16, align 8, !tbaa !14
  %94 = icmp eq ptr %93, null
  br i1 %94, label %96, label %95

95:                                               ; preds = %91
  store ptr null, ptr getelementptr inbounds (i8, ptr @fz_arr, i64 56), align 8, !tbaa !14
  call void @arc_release(ptr noundef nonnull %93) #5
  br label %96

96:                                               ; preds = %95, %91
  %97 = phi i32 [ 1, %95 ], [ %92, %91 ]
  %98 = icmp eq i32 %97, 0
  br i1 %98, label %11, label %8, !llvm.loop !15
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare i64 @fz_destroyed_count() local_unnamed_addr #3

declare i64 @fz_destroyed_sum() local_unnamed_addr #3

declare void @fz_d_plain(ptr noundef) #3

declare void @arc_release(ptr noundef) local_unnamed_addr #3

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @scene2.omp_outlined(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture readnone %1, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %2, ptr nocapture noundef nonnull align 8 dereferenceable(8) %3) #4 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca [1 x ptr], align 8
  %11 = load i64, ptr %2, align 8, !tbaa !6
  %12 = icmp sgt i64 %11, 0
  br i1 %12, label %13, label %37

13:                                               ; preds = %4
  %14 = add nsw i64 %11, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #5
  store i64 0, ptr %5, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #5
  store i64 %14, ptr %6, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #5
  store i64 1, ptr %7, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #5
  store i32 0, ptr %8, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #5
  store i64 0, ptr %9, align 8, !tbaa !6
  %15 = load i32, ptr %0, align 4, !tbaa !17
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %15, i32 34, ptr nonnull %8, ptr nonnull %5, ptr nonnull %6, ptr nonnull %7, i64 1, i64 1)
  %16 = load i64, ptr %6, align 8
  %17 = call i64 @llvm.smin.i64(i64 %16, i64 %14)
  store i64 %17, ptr %6, align 8, !tbaa !6
  %18 = load i64, ptr %5, align 8, !tbaa !6
  %19 = icmp sgt i64 %18, %17
  br i1 %19, label %27, label %20

20:                                               ; preds = %13, %20
  %21 = phi i64 [ %24, %20 ], [ %18, %13 ]
  %fz.addr17 = bitcast ptr getelementptr inbounds (i8, ptr @fz_slot, i64 8) to ptr
  %22 = load ptr, ptr %fz.addr17, align 8, !tbaa !14
  %23 = call ptr @arc_retain(ptr noundef %22) #5
  call void @arc_release(ptr noundef %23) #5
  %24 = add nsw i64 %21, 1
  %25 = load i64, ptr %6, align 8, !tbaa !6
  %26 = icmp slt i64 %21, %25
  br i1 %26, label %20, label %27

27:                                               ; preds = %20, %13
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %15)
  store ptr %9, ptr %10, align 8
  %28 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %15, i32 1, i64 8, ptr nonnull %10, ptr nonnull @scene2.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %28, label %36 [
    i32 1, label %29
    i32 2, label %33
  ]

29:                                               ; preds = %27
  %30 = load i64, ptr %3, align 8, !tbaa !6
  %31 = load i64, ptr %9, align 8, !tbaa !6
  %32 = add nsw i64 %31, %30
  store i64 %32, ptr %3, align 8, !tbaa !6
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %15, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %36

33:                                               ; preds = %27
  %34 = load i64, ptr %9, align 8, !tbaa !6
  %35 = atomicrmw add ptr %3, i64 %34 monotonic, align 8
  br label %36

36:                                               ; preds = %33, %29, %27
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #5
  br label %37

37:                                               ; preds = %36, %4
  ret void
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #5

declare ptr @arc_retain(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @scene2.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %fz.addr18 = getelementptr i8, ptr %1, i64 0
  %3 = load ptr, ptr %fz.addr18, align 8
  %fz.addr19 = getelementptr [1 x ptr], ptr %0, i64 0, i64 0
  %4 = load ptr, ptr %fz.addr19, align 8
  %5 = load i64, ptr %4, align 8, !tbaa !6
  %6 = load i64, ptr %3, align 8, !tbaa !6
  %7 = add nsw i64 %6, %5
  store i64 %7, ptr %4, align 8, !tbaa !6
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) local_unnamed_addr #7

; Function Attrs: nounwind
declare !callback !19 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #5

declare ptr @arc_alloc(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { convergent nounwind }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"openmp", i32 51}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 0}
!11 = !{!"obj", !7, i64 0, !7, i64 8, !12, i64 16, !7, i64 24}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!11, !7, i64 8}
!14 = !{!12, !12, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !8, i64 0}
!19 = !{!20}
!20 = !{i64 2, i64 -1, i64 -1, i1 true}
