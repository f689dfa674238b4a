; ModuleID = 'intrusive_local.cpp'
source_filename = "intrusive_local.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%"class.llvm::IntrusiveRefCntPtr" = type { ptr }

$__clang_call_terminate = comdat any

$_ZN6Buffer7releaseEv = comdat any

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: mustprogress uwtable
define dso_local i64 @llvm_local_copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  %tobool.not.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %entry
  %1 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit: ; preds = %entry, %if.then.i.i
  %cmp43 = icmp sgt i64 %n, 0
  br i1 %cmp43, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit
  %payload = getelementptr inbounds i8, ptr %0, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22, %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit
  %acc.0.lcssa = phi i64 [ 0, %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit ], [ %add, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22 ]
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, label %if.then.i.i14

if.then.i.i14:                                    ; preds = %for.cond.cleanup
  %2 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i = icmp eq i32 %2, 1
  br i1 %cmp.not.i.i.i.i, label %delete.notnull.i.i.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

delete.notnull.i.i.i.i:                           ; preds = %if.then.i.i14
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit:     ; preds = %for.cond.cleanup, %if.then.i.i14, %delete.notnull.i.i.i.i
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22
  %i.045 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22 ]
  %acc.044 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22 ]
  br i1 %tobool.not.i.i, label %invoke.cont, label %if.then.i.i16

if.then.i.i16:                                    ; preds = %for.body
  %3 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  br label %invoke.cont

invoke.cont:                                      ; preds = %if.then.i.i16, %for.body
  %call4 = invoke i64 @use(ptr noundef nonnull %payload)
          to label %invoke.cont3 unwind label %lpad1

invoke.cont3:                                     ; preds = %invoke.cont
  %add = add nsw i64 %call4, %acc.044
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22, label %if.then.i.i19

if.then.i.i19:                                    ; preds = %invoke.cont3
  %4 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i20 = icmp eq i32 %4, 1
  br i1 %cmp.not.i.i.i.i20, label %delete.notnull.i.i.i.i21, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22

delete.notnull.i.i.i.i21:                         ; preds = %if.then.i.i19
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit22:   ; preds = %invoke.cont3, %if.then.i.i19, %delete.notnull.i.i.i.i21
  %inc = add nuw nsw i64 %i.045, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11

lpad1:                                            ; preds = %invoke.cont
  %5 = landingpad { ptr, i32 }
          cleanup
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit32, label %if.then.i.i24

if.then.i.i24:                                    ; preds = %lpad1
  %6 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i25 = icmp eq i32 %6, 1
  br i1 %cmp.not.i.i.i.i25, label %delete.notnull.i.i.i.i26, label %if.then.i.i29

delete.notnull.i.i.i.i26:                         ; preds = %if.then.i.i24
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %if.then.i.i29

if.then.i.i29:                                    ; preds = %delete.notnull.i.i.i.i26, %if.then.i.i24
  %7 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i30 = icmp eq i32 %7, 1
  br i1 %cmp.not.i.i.i.i30, label %delete.notnull.i.i.i.i31, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit32

delete.notnull.i.i.i.i31:                         ; preds = %if.then.i.i29
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit32

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit32:   ; preds = %lpad1, %if.then.i.i29, %delete.notnull.i.i.i.i31
  resume { ptr, i32 } %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i32 @__gxx_personality_v0(...)

declare i64 @use(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #3 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #7
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define dso_local i64 @llvm_firstprivate_copy_in_omp(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle, i64 noundef %n) local_unnamed_addr #5 personality ptr @__gxx_personality_v0 {
entry:
  %n.addr = alloca i64, align 8
  %local = alloca %"class.llvm::IntrusiveRefCntPtr", align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %local) #7
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %local, align 8, !tbaa !6
  %tobool.not.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %entry
  %1 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit: ; preds = %entry, %if.then.i.i
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc) #7
  store i64 0, ptr %acc, align 8, !tbaa !13
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @llvm_firstprivate_copy_in_omp.omp_outlined, ptr nonnull %n.addr, ptr nonnull %local, ptr nonnull %acc)
  %2 = load i64, ptr %acc, align 8, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc) #7
  %3 = load ptr, ptr %local, align 8, !tbaa !6
  %tobool.not.i.i1 = icmp eq ptr %3, null
  br i1 %tobool.not.i.i1, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, label %if.then.i.i2

if.then.i.i2:                                     ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit
  %4 = atomicrmw sub ptr %3, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i = icmp eq i32 %4, 1
  br i1 %cmp.not.i.i.i.i, label %delete.notnull.i.i.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

delete.notnull.i.i.i.i:                           ; preds = %if.then.i.i2
  call void @_ZdlPvm(ptr noundef nonnull %3, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit:     ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit, %if.then.i.i2, %delete.notnull.i.i.i.i
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %local) #7
  ret i64 %2
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @llvm_firstprivate_copy_in_omp.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %n, ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %local, ptr nocapture noundef nonnull align 8 dereferenceable(8) %acc) #6 personality ptr @__gxx_personality_v0 {
entry:
  %.omp.lb = alloca i64, align 8
  %.omp.ub = alloca i64, align 8
  %.omp.stride = alloca i64, align 8
  %.omp.is_last = alloca i32, align 4
  %acc4 = alloca i64, align 8
  %.omp.reduction.red_list = alloca [1 x ptr], align 8
  %0 = load i64, ptr %n, align 8, !tbaa !13
  %sub2 = add nsw i64 %0, -1
  %cmp = icmp sgt i64 %0, 0
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end

omp.precond.then:                                 ; preds = %entry
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.lb) #7
  store i64 0, ptr %.omp.lb, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.ub) #7
  store i64 %sub2, ptr %.omp.ub, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.stride) #7
  store i64 1, ptr %.omp.stride, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last) #7
  store i32 0, ptr %.omp.is_last, align 4, !tbaa !15
  %1 = load ptr, ptr %local, align 8, !tbaa !6
  %tobool.not.i.i = icmp eq ptr %1, null
  br i1 %tobool.not.i.i, label %invoke.cont, label %if.then.i.i

if.then.i.i:                                      ; preds = %omp.precond.then
  %2 = atomicrmw add ptr %1, i32 1 monotonic, align 4
  br label %invoke.cont

invoke.cont:                                      ; preds = %if.then.i.i, %omp.precond.then
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc4) #7
  store i64 0, ptr %acc4, align 8, !tbaa !13
  %3 = load i32, ptr %.global_tid., align 4, !tbaa !15
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %3, i32 34, ptr nonnull %.omp.is_last, ptr nonnull %.omp.lb, ptr nonnull %.omp.ub, ptr nonnull %.omp.stride, i64 1, i64 1)
  %4 = load i64, ptr %.omp.ub, align 8
  %cond = call i64 @llvm.smin.i64(i64 %4, i64 %sub2)
  store i64 %cond, ptr %.omp.ub, align 8, !tbaa !13
  %5 = load i64, ptr %.omp.lb, align 8, !tbaa !13
  %cmp7.not33 = icmp sgt i64 %5, %cond
  br i1 %cmp7.not33, label %omp.loop.exit, label %omp.inner.for.body.lr.ph

omp.inner.for.body.lr.ph:                         ; preds = %invoke.cont
  %payload = getelementptr inbounds i8, ptr %1, i64 8
  br label %omp.inner.for.body

omp.inner.for.body:                               ; preds = %omp.inner.for.body.lr.ph, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit
  %.omp.iv.034 = phi i64 [ %5, %omp.inner.for.body.lr.ph ], [ %add12, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit ]
  br i1 %tobool.not.i.i, label %invoke.cont8, label %if.then.i.i22

if.then.i.i22:                                    ; preds = %omp.inner.for.body
  %6 = atomicrmw add ptr %1, i32 1 monotonic, align 4
  br label %invoke.cont8

invoke.cont8:                                     ; preds = %if.then.i.i22, %omp.inner.for.body
  %call10 = invoke i64 @use(ptr noundef nonnull %payload)
          to label %invoke.cont9 unwind label %terminate.lpad

invoke.cont9:                                     ; preds = %invoke.cont8
  %7 = load i64, ptr %acc4, align 8, !tbaa !13
  %add11 = add nsw i64 %7, %call10
  store i64 %add11, ptr %acc4, align 8, !tbaa !13
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, label %if.then.i.i25

if.then.i.i25:                                    ; preds = %invoke.cont9
  %8 = atomicrmw sub ptr %1, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i = icmp eq i32 %8, 1
  br i1 %cmp.not.i.i.i.i, label %delete.notnull.i.i.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

delete.notnull.i.i.i.i:                           ; preds = %if.then.i.i25
  call void @_ZdlPvm(ptr noundef nonnull %1, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit:     ; preds = %invoke.cont9, %if.then.i.i25, %delete.notnull.i.i.i.i
  %add12 = add nsw i64 %.omp.iv.034, 1
  %9 = load i64, ptr %.omp.ub, align 8, !tbaa !13
  %cmp7.not.not = icmp slt i64 %.omp.iv.034, %9
  br i1 %cmp7.not.not, label %omp.inner.for.body, label %omp.loop.exit

omp.loop.exit:                                    ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, %invoke.cont
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %3)
  store ptr %acc4, ptr %.omp.reduction.red_list, align 8
  %10 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %3, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list, ptr nonnull @llvm_firstprivate_copy_in_omp.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %10, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ]

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %11 = load i64, ptr %acc, align 8, !tbaa !13
  %12 = load i64, ptr %acc4, align 8, !tbaa !13
  %add13 = add nsw i64 %12, %11
  store i64 %add13, ptr %acc, align 8, !tbaa !13
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %3, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %.omp.reduction.default

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %13 = load i64, ptr %acc4, align 8, !tbaa !13
  %14 = atomicrmw add ptr %acc, i64 %13 monotonic, align 8
  br label %.omp.reduction.default

.omp.reduction.default:                           ; preds = %.omp.reduction.case2, %.omp.reduction.case1, %omp.loop.exit
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc4) #7
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit30, label %if.then.i.i27

if.then.i.i27:                                    ; preds = %.omp.reduction.default
  %15 = atomicrmw sub ptr %1, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i28 = icmp eq i32 %15, 1
  br i1 %cmp.not.i.i.i.i28, label %delete.notnull.i.i.i.i29, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit30

delete.notnull.i.i.i.i29:                         ; preds = %if.then.i.i27
  call void @_ZdlPvm(ptr noundef nonnull %1, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit30

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit30:   ; preds = %.omp.reduction.default, %if.then.i.i27, %delete.notnull.i.i.i.i29
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.is_last) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.stride) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.ub) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.lb) #7
  br label %omp.precond.end

omp.precond.end:                                  ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit30, %entry
  ret void

terminate.lpad:                                   ; preds = %invoke.cont8
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  call void @__clang_call_terminate(ptr %17) #13
  unreachable
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @llvm_firstprivate_copy_in_omp.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
entry:
  %2 = load ptr, ptr %1, align 8
  %3 = load ptr, ptr %0, align 8
  %4 = load i64, ptr %3, align 8, !tbaa !13
  %5 = load i64, ptr %2, align 8, !tbaa !13
  %add = add nsw i64 %5, %4
  store i64 %add, ptr %3, align 8, !tbaa !13
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) local_unnamed_addr #9

; Function Attrs: nounwind
declare !callback !17 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #7

; Function Attrs: mustprogress uwtable
define dso_local i64 @boost_local_copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %0 = load ptr, ptr %handle, align 8, !tbaa !19
  %cmp.not.i = icmp eq ptr %0, null
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit, label %if.then.i

if.then.i:                                        ; preds = %entry
  %1 = atomicrmw add ptr %0, i32 1 acq_rel, align 4
  br label %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit

_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit: ; preds = %entry, %if.then.i
  %cmp36 = icmp sgt i64 %n, 0
  br i1 %cmp36, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit
  %payload = getelementptr inbounds i8, ptr %0, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20, %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit
  %acc.0.lcssa = phi i64 [ 0, %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit ], [ %add, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20 ]
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit, label %if.then.i12

if.then.i12:                                      ; preds = %for.cond.cleanup
  %2 = atomicrmw add ptr %0, i32 -1 acq_rel, align 4
  %cmp.i.i = icmp eq i32 %2, 1
  br i1 %cmp.i.i, label %delete.notnull.i.i, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit

delete.notnull.i.i:                               ; preds = %if.then.i12
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit

_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit:    ; preds = %for.cond.cleanup, %if.then.i12, %delete.notnull.i.i
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20
  %acc.038 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20 ]
  %i.037 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20 ]
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit15, label %if.then.i14

if.then.i14:                                      ; preds = %for.body
  %3 = atomicrmw add ptr %0, i32 1 acq_rel, align 4
  br label %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit15

_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit15: ; preds = %for.body, %if.then.i14
  %call3 = invoke i64 @use(ptr noundef nonnull %payload)
          to label %invoke.cont2 unwind label %lpad1

invoke.cont2:                                     ; preds = %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit15
  %add = add nsw i64 %call3, %acc.038
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20, label %if.then.i17

if.then.i17:                                      ; preds = %invoke.cont2
  %4 = atomicrmw add ptr %0, i32 -1 acq_rel, align 4
  %cmp.i.i18 = icmp eq i32 %4, 1
  br i1 %cmp.i.i18, label %delete.notnull.i.i19, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20

delete.notnull.i.i19:                             ; preds = %if.then.i17
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20

_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit20:  ; preds = %invoke.cont2, %if.then.i17, %delete.notnull.i.i19
  %inc = add nuw nsw i64 %i.037, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21

lpad1:                                            ; preds = %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit15
  %5 = landingpad { ptr, i32 }
          cleanup
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit30, label %if.then.i22

if.then.i22:                                      ; preds = %lpad1
  %6 = atomicrmw add ptr %0, i32 -1 acq_rel, align 4
  %cmp.i.i23 = icmp eq i32 %6, 1
  br i1 %cmp.i.i23, label %delete.notnull.i.i24, label %if.then.i27

delete.notnull.i.i24:                             ; preds = %if.then.i22
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %if.then.i27

if.then.i27:                                      ; preds = %if.then.i22, %delete.notnull.i.i24
  %7 = atomicrmw add ptr %0, i32 -1 acq_rel, align 4
  %cmp.i.i28 = icmp eq i32 %7, 1
  br i1 %cmp.i.i28, label %delete.notnull.i.i29, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit30

delete.notnull.i.i29:                             ; preds = %if.then.i27
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit30

_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit30:  ; preds = %lpad1, %if.then.i27, %delete.notnull.i.i29
  resume { ptr, i32 } %5
}

; Function Attrs: mustprogress uwtable
define dso_local i64 @buffer_local_copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %0 = load ptr, ptr %handle, align 8, !tbaa !22
  %1 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  %cmp16 = icmp sgt i64 %n, 0
  br i1 %cmp16, label %invoke.cont.lr.ph, label %for.cond.cleanup

invoke.cont.lr.ph:                                ; preds = %entry
  %data = getelementptr inbounds i8, ptr %0, i64 8
  br label %invoke.cont

for.cond.cleanup:                                 ; preds = %invoke.cont2, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %invoke.cont2 ]
  tail call void @_ZN6Buffer7releaseEv(ptr noundef nonnull align 8 dereferenceable(48) %0)
  ret i64 %acc.0.lcssa

invoke.cont:                                      ; preds = %invoke.cont.lr.ph, %invoke.cont2
  %i.018 = phi i64 [ 0, %invoke.cont.lr.ph ], [ %inc, %invoke.cont2 ]
  %acc.017 = phi i64 [ 0, %invoke.cont.lr.ph ], [ %add, %invoke.cont2 ]
  %2 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  %3 = load ptr, ptr %data, align 8, !tbaa !24
  %call = invoke i64 @use(ptr noundef %3)
          to label %invoke.cont2 unwind label %lpad1

invoke.cont2:                                     ; preds = %invoke.cont
  %add = add nsw i64 %call, %acc.017
  tail call void @_ZN6Buffer7releaseEv(ptr noundef nonnull align 8 dereferenceable(48) %0)
  %inc = add nuw nsw i64 %i.018, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %invoke.cont, !llvm.loop !28

lpad1:                                            ; preds = %invoke.cont
  %4 = landingpad { ptr, i32 }
          cleanup
  tail call void @_ZN6Buffer7releaseEv(ptr noundef nonnull align 8 dereferenceable(48) %0)
  tail call void @_ZN6Buffer7releaseEv(ptr noundef nonnull align 8 dereferenceable(48) %0)
  resume { ptr, i32 } %4
}

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZN6Buffer7releaseEv(ptr noundef nonnull align 8 dereferenceable(48) %this) local_unnamed_addr #5 comdat align 2 {
entry:
  %0 = atomicrmw sub ptr %this, i32 1 acq_rel, align 4
  %cmp.not = icmp eq i32 %0, 1
  br i1 %cmp.not, label %delete.notnull, label %if.end

delete.notnull:                                   ; preds = %entry
  %data.i = getelementptr inbounds i8, ptr %this, i64 8
  %1 = load ptr, ptr %data.i, align 8, !tbaa !24
  tail call void @free(ptr noundef %1) #7
  %__begin1.0.ptr.i = getelementptr inbounds i8, ptr %this, i64 16
  %2 = load ptr, ptr %__begin1.0.ptr.i, align 8, !tbaa !29
  %tobool.not.i = icmp eq ptr %2, null
  br i1 %tobool.not.i, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %delete.notnull
  tail call void @free(ptr noundef nonnull %2) #7
  br label %if.end.i

if.end.i:                                         ; preds = %if.then.i, %delete.notnull
  %__begin1.0.ptr.1.i = getelementptr inbounds i8, ptr %this, i64 24
  %3 = load ptr, ptr %__begin1.0.ptr.1.i, align 8, !tbaa !29
  %tobool.not.1.i = icmp eq ptr %3, null
  br i1 %tobool.not.1.i, label %if.end.1.i, label %if.then.1.i

if.then.1.i:                                      ; preds = %if.end.i
  tail call void @free(ptr noundef nonnull %3) #7
  br label %if.end.1.i

if.end.1.i:                                       ; preds = %if.then.1.i, %if.end.i
  %__begin1.0.ptr.2.i = getelementptr inbounds i8, ptr %this, i64 32
  %4 = load ptr, ptr %__begin1.0.ptr.2.i, align 8, !tbaa !29
  %tobool.not.2.i = icmp eq ptr %4, null
  br i1 %tobool.not.2.i, label %if.end.2.i, label %if.then.2.i

if.then.2.i:                                      ; preds = %if.end.1.i
  tail call void @free(ptr noundef nonnull %4) #7
  br label %if.end.2.i

if.end.2.i:                                       ; preds = %if.then.2.i, %if.end.1.i
  %__begin1.0.ptr.3.i = getelementptr inbounds i8, ptr %this, i64 40
  %5 = load ptr, ptr %__begin1.0.ptr.3.i, align 8, !tbaa !29
  %tobool.not.3.i = icmp eq ptr %5, null
  br i1 %tobool.not.3.i, label %_ZN6BufferD2Ev.exit, label %if.then.3.i

if.then.3.i:                                      ; preds = %if.end.2.i
  tail call void @free(ptr noundef nonnull %5) #7
  br label %_ZN6BufferD2Ev.exit

_ZN6BufferD2Ev.exit:                              ; preds = %if.end.2.i, %if.then.3.i
  tail call void @_ZdlPvm(ptr noundef nonnull %this, i64 noundef 48) #12
  br label %if.end

if.end:                                           ; preds = %_ZN6BufferD2Ev.exit, %entry
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: mustprogress uwtable
define dso_local i64 @llvm_copy_through_reference(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %cmp15 = icmp sgt i64 %n, 0
  br i1 %cmp15, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %entry, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit
  %acc.017 = phi i64 [ %add, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit ], [ 0, %entry ]
  %i.016 = phi i64 [ %inc, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit ], [ 0, %entry ]
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  %tobool.not.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %for.body
  %1 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit: ; preds = %for.body, %if.then.i.i
  %payload = getelementptr inbounds i8, ptr %0, i64 8
  %call1 = invoke i64 @use(ptr noundef nonnull %payload)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit
  %add = add nsw i64 %call1, %acc.017
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, label %if.then.i.i6

if.then.i.i6:                                     ; preds = %invoke.cont
  %2 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i = icmp eq i32 %2, 1
  br i1 %cmp.not.i.i.i.i, label %delete.notnull.i.i.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

delete.notnull.i.i.i.i:                           ; preds = %if.then.i.i6
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit:     ; preds = %invoke.cont, %if.then.i.i6, %delete.notnull.i.i.i.i
  %inc = add nuw nsw i64 %i.016, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30

lpad:                                             ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit
  %3 = landingpad { ptr, i32 }
          cleanup
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit11, label %if.then.i.i8

if.then.i.i8:                                     ; preds = %lpad
  %4 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i9 = icmp eq i32 %4, 1
  br i1 %cmp.not.i.i.i.i9, label %delete.notnull.i.i.i.i10, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit11

delete.notnull.i.i.i.i10:                         ; preds = %if.then.i.i8
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #12
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit11

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit11:   ; preds = %lpad, %if.then.i.i8, %delete.notnull.i.i.i.i10
  resume { ptr, i32 } %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #11

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { convergent nounwind }
attributes #10 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { builtin nounwind }
attributes #13 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"openmp", i32 51}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSN4llvm18IntrusiveRefCntPtrI4NodeEE", !8, i64 0}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !9, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !9, i64 0}
!17 = !{!18}
!18 = !{i64 2, i64 -1, i64 -1, i1 true}
!19 = !{!20, !8, i64 0}
!20 = !{!"_ZTSN5boost13intrusive_ptrI9BoostNodeEE", !8, i64 0}
!21 = distinct !{!21, !12}
!22 = !{!23, !8, i64 0}
!23 = !{!"_ZTS9BufferRef", !8, i64 0}
!24 = !{!25, !8, i64 8}
!25 = !{!"_ZTS6Buffer", !26, i64 0, !8, i64 8, !9, i64 16}
!26 = !{!"_ZTSSt6atomicIiE", !27, i64 0}
!27 = !{!"_ZTSSt13__atomic_baseIiE", !16, i64 0}
!28 = distinct !{!28, !12}
!29 = !{!8, !8, i64 0}
!30 = distinct !{!30, !12}
