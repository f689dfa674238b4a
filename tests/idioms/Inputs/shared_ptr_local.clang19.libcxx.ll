; ModuleID = 'shared_ptr_local.cpp'
source_filename = "shared_ptr_local.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%"class.std::__1::shared_ptr" = type { ptr, ptr }

$_ZNSt3__110shared_ptrIlED2B8ne190107Ev = comdat any

$__clang_call_terminate = comdat any

@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: mustprogress uwtable
define dso_local i64 @local_copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %local = alloca %"class.std::__1::shared_ptr", align 8
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %local) #6
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %local, align 8, !tbaa !6
  %__cntrl_.i = getelementptr inbounds i8, ptr %local, i64 8
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  store ptr %1, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %1, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %entry, %if.then.i
  %cmp25 = icmp sgt i64 %n, 0
  br i1 %cmp25, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %__cntrl_.i9 = getelementptr inbounds i8, ptr %copy, i64 8
  br label %for.body

for.cond.cleanup.loopexit:                        ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23
  %.pre = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit, %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %3 = phi ptr [ %1, %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit ], [ %.pre, %for.cond.cleanup.loopexit ]
  %acc.0.lcssa = phi i64 [ 0, %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit ], [ %add, %for.cond.cleanup.loopexit ]
  %tobool.not.i6 = icmp eq ptr %3, null
  br i1 %tobool.not.i6, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i7

if.then.i7:                                       ; preds = %for.cond.cleanup
  %__shared_owners_.i.i.i8 = getelementptr inbounds i8, ptr %3, i64 8
  %4 = atomicrmw add ptr %__shared_owners_.i.i.i8, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %4, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i7
  %vtable.i.i.i = load ptr, ptr %3, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %5 = load ptr, ptr %vfn.i.i.i, align 8
  tail call void %5(ptr noundef nonnull align 8 dereferenceable(16) %3) #6
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %for.cond.cleanup, %if.then.i7, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #6
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23
  %acc.027 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23 ]
  %i.026 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #6
  %6 = load ptr, ptr %local, align 8, !tbaa !6
  store ptr %6, ptr %copy, align 8, !tbaa !6
  %7 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  store ptr %7, ptr %__cntrl_.i9, align 8, !tbaa !11
  %tobool.not.i11 = icmp eq ptr %7, null
  br i1 %tobool.not.i11, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit14, label %if.then.i12

if.then.i12:                                      ; preds = %for.body
  %__shared_owners_.i.i.i13 = getelementptr inbounds i8, ptr %7, i64 8
  %8 = atomicrmw add ptr %__shared_owners_.i.i.i13, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit14

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit14: ; preds = %for.body, %if.then.i12
  %call1 = invoke i64 @use(ptr noundef %6)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit14
  %add = add nsw i64 %call1, %acc.027
  br i1 %tobool.not.i11, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23, label %if.then.i17

if.then.i17:                                      ; preds = %invoke.cont
  %__shared_owners_.i.i.i18 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = atomicrmw add ptr %__shared_owners_.i.i.i18, i64 -1 acq_rel, align 8
  %cmp.i.i.i19 = icmp eq i64 %9, 0
  br i1 %cmp.i.i.i19, label %if.then.i.i20, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23

if.then.i.i20:                                    ; preds = %if.then.i17
  %vtable.i.i.i21 = load ptr, ptr %7, align 8, !tbaa !12
  %vfn.i.i.i22 = getelementptr inbounds i8, ptr %vtable.i.i.i21, i64 16
  %10 = load ptr, ptr %vfn.i.i.i22, align 8
  tail call void %10(ptr noundef nonnull align 8 dereferenceable(16) %7) #6
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %7) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit23:    ; preds = %invoke.cont, %if.then.i17, %if.then.i.i20
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  %inc = add nuw nsw i64 %i.026, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body, !llvm.loop !14

lpad:                                             ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit14
  %11 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %local) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #6
  resume { ptr, i32 } %11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @use(ptr noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr hidden void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %this) unnamed_addr #3 comdat align 2 {
entry:
  %__cntrl_ = getelementptr inbounds i8, ptr %this, i64 8
  %0 = load ptr, ptr %__cntrl_, align 8, !tbaa !11
  %tobool.not = icmp eq ptr %0, null
  br i1 %tobool.not, label %if.end, label %if.then

if.then:                                          ; preds = %entry
  %__shared_owners_.i.i = getelementptr inbounds i8, ptr %0, i64 8
  %1 = atomicrmw add ptr %__shared_owners_.i.i, i64 -1 acq_rel, align 8
  %cmp.i.i = icmp eq i64 %1, 0
  br i1 %cmp.i.i, label %if.then.i, label %if.end

if.then.i:                                        ; preds = %if.then
  %vtable.i.i = load ptr, ptr %0, align 8, !tbaa !12
  %vfn.i.i = getelementptr inbounds i8, ptr %vtable.i.i, i64 16
  %2 = load ptr, ptr %vfn.i.i, align 8
  tail call void %2(ptr noundef nonnull align 8 dereferenceable(16) %0) #6
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #6
  br label %if.end

if.end:                                           ; preds = %if.then.i, %if.then, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind uwtable
define dso_local i64 @firstprivate_copy_in_omp(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #3 {
entry:
  %n.addr = alloca i64, align 8
  %local = alloca %"class.std::__1::shared_ptr", align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %local) #6
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %local, align 8, !tbaa !6
  %__cntrl_.i = getelementptr inbounds i8, ptr %local, i64 8
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  store ptr %1, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %1, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %entry, %if.then.i
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc) #6
  store i64 0, ptr %acc, align 8, !tbaa !16
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @firstprivate_copy_in_omp.omp_outlined, ptr nonnull %n.addr, ptr nonnull %local, ptr nonnull %acc)
  %3 = load i64, ptr %acc, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc) #6
  %4 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i2 = icmp eq ptr %4, null
  br i1 %tobool.not.i2, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i3

if.then.i3:                                       ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %__shared_owners_.i.i.i4 = getelementptr inbounds i8, ptr %4, i64 8
  %5 = atomicrmw add ptr %__shared_owners_.i.i.i4, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %5, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i3
  %vtable.i.i.i = load ptr, ptr %4, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %6 = load ptr, ptr %vfn.i.i.i, align 8
  call void %6(ptr noundef nonnull align 8 dereferenceable(16) %4) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %4) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, %if.then.i3, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #6
  ret i64 %3
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @firstprivate_copy_in_omp.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %n, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %local, ptr nocapture noundef nonnull align 8 dereferenceable(8) %acc) #5 personality ptr @__gxx_personality_v0 {
entry:
  %.omp.lb = alloca i64, align 8
  %.omp.ub = alloca i64, align 8
  %.omp.stride = alloca i64, align 8
  %.omp.is_last = alloca i32, align 4
  %acc4 = alloca i64, align 8
  %.omp.reduction.red_list = alloca [1 x ptr], align 8
  %0 = load i64, ptr %n, align 8, !tbaa !16
  %cmp = icmp sgt i64 %0, 0
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end

omp.precond.then:                                 ; preds = %entry
  %sub2 = add nsw i64 %0, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.lb) #6
  store i64 0, ptr %.omp.lb, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.ub) #6
  store i64 %sub2, ptr %.omp.ub, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.stride) #6
  store i64 1, ptr %.omp.stride, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last) #6
  store i32 0, ptr %.omp.is_last, align 4, !tbaa !18
  %1 = load ptr, ptr %local, align 8, !tbaa !6
  %__cntrl_3.i = getelementptr inbounds i8, ptr %local, i64 8
  %2 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %2, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %omp.precond.then
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %2, i64 8
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %omp.precond.then, %if.then.i
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc4) #6
  store i64 0, ptr %acc4, align 8, !tbaa !16
  %4 = load i32, ptr %.global_tid., align 4, !tbaa !18
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %4, i32 34, ptr nonnull %.omp.is_last, ptr nonnull %.omp.lb, ptr nonnull %.omp.ub, ptr nonnull %.omp.stride, i64 1, i64 1)
  %5 = load i64, ptr %.omp.ub, align 8
  %cond = call i64 @llvm.smin.i64(i64 %5, i64 %sub2)
  store i64 %cond, ptr %.omp.ub, align 8, !tbaa !16
  %6 = load i64, ptr %.omp.lb, align 8, !tbaa !16
  %cmp7.not39 = icmp sgt i64 %6, %cond
  br i1 %cmp7.not39, label %omp.loop.exit, label %omp.inner.for.body.lr.ph

omp.inner.for.body.lr.ph:                         ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %__shared_owners_.i.i.i23 = getelementptr inbounds i8, ptr %2, i64 8
  br label %omp.inner.for.body

omp.inner.for.body:                               ; preds = %omp.inner.for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %.omp.iv.040 = phi i64 [ %6, %omp.inner.for.body.lr.ph ], [ %add10, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit24, label %if.then.i22

if.then.i22:                                      ; preds = %omp.inner.for.body
  %7 = atomicrmw add ptr %__shared_owners_.i.i.i23, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit24

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit24: ; preds = %omp.inner.for.body, %if.then.i22
  %call8 = invoke i64 @use(ptr noundef %1)
          to label %invoke.cont unwind label %terminate.lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit24
  %8 = load i64, ptr %acc4, align 8, !tbaa !16
  %add9 = add nsw i64 %8, %call8
  store i64 %add9, ptr %acc4, align 8, !tbaa !16
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i27

if.then.i27:                                      ; preds = %invoke.cont
  %9 = atomicrmw add ptr %__shared_owners_.i.i.i23, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %9, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i27
  %vtable.i.i.i = load ptr, ptr %2, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %10 = load ptr, ptr %vfn.i.i.i, align 8
  call void %10(ptr noundef nonnull align 8 dereferenceable(16) %2) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %2) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i27, %if.then.i.i
  %add10 = add nsw i64 %.omp.iv.040, 1
  %11 = load i64, ptr %.omp.ub, align 8, !tbaa !16
  %cmp7.not.not = icmp slt i64 %.omp.iv.040, %11
  br i1 %cmp7.not.not, label %omp.inner.for.body, label %omp.loop.exit

omp.loop.exit:                                    ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %4)
  store ptr %acc4, ptr %.omp.reduction.red_list, align 8
  %12 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %4, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list, ptr nonnull @firstprivate_copy_in_omp.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %12, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ]

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %13 = load i64, ptr %acc, align 8, !tbaa !16
  %14 = load i64, ptr %acc4, align 8, !tbaa !16
  %add11 = add nsw i64 %14, %13
  store i64 %add11, ptr %acc, align 8, !tbaa !16
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %4, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %.omp.reduction.default

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %15 = load i64, ptr %acc4, align 8, !tbaa !16
  %16 = atomicrmw add ptr %acc, i64 %15 monotonic, align 8
  br label %.omp.reduction.default

.omp.reduction.default:                           ; preds = %.omp.reduction.case2, %.omp.reduction.case1, %omp.loop.exit
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc4) #6
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit37, label %if.then.i31

if.then.i31:                                      ; preds = %.omp.reduction.default
  %__shared_owners_.i.i.i32 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = atomicrmw add ptr %__shared_owners_.i.i.i32, i64 -1 acq_rel, align 8
  %cmp.i.i.i33 = icmp eq i64 %17, 0
  br i1 %cmp.i.i.i33, label %if.then.i.i34, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit37

if.then.i.i34:                                    ; preds = %if.then.i31
  %vtable.i.i.i35 = load ptr, ptr %2, align 8, !tbaa !12
  %vfn.i.i.i36 = getelementptr inbounds i8, ptr %vtable.i.i.i35, i64 16
  %18 = load ptr, ptr %vfn.i.i.i36, align 8
  call void %18(ptr noundef nonnull align 8 dereferenceable(16) %2) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %2) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit37

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit37:    ; preds = %.omp.reduction.default, %if.then.i31, %if.then.i.i34
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.is_last) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.stride) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.ub) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.lb) #6
  br label %omp.precond.end

omp.precond.end:                                  ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit37, %entry
  ret void

terminate.lpad:                                   ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit24
  %19 = landingpad { ptr, i32 }
          catch ptr null
  %20 = extractvalue { ptr, i32 } %19, 0
  call void @__clang_call_terminate(ptr %20) #11
  unreachable
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #6

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #6
  tail call void @_ZSt9terminatev() #11
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @firstprivate_copy_in_omp.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
entry:
  %2 = load ptr, ptr %1, align 8
  %3 = load ptr, ptr %0, align 8
  %4 = load i64, ptr %3, align 8, !tbaa !16
  %5 = load i64, ptr %2, align 8, !tbaa !16
  %add = add nsw i64 %5, %4
  store i64 %add, ptr %3, align 8, !tbaa !16
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) local_unnamed_addr #9

; Function Attrs: nounwind
declare !callback !20 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nounwind uwtable
define dso_local i64 @shared_local_copy_in_omp(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #3 {
entry:
  %n.addr = alloca i64, align 8
  %local = alloca %"class.std::__1::shared_ptr", align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %local) #6
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %local, align 8, !tbaa !6
  %__cntrl_.i = getelementptr inbounds i8, ptr %local, i64 8
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  store ptr %1, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %1, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %entry, %if.then.i
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc) #6
  store i64 0, ptr %acc, align 8, !tbaa !16
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @shared_local_copy_in_omp.omp_outlined, ptr nonnull %n.addr, ptr nonnull %local, ptr nonnull %acc)
  %3 = load i64, ptr %acc, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc) #6
  %4 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i2 = icmp eq ptr %4, null
  br i1 %tobool.not.i2, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i3

if.then.i3:                                       ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %__shared_owners_.i.i.i4 = getelementptr inbounds i8, ptr %4, i64 8
  %5 = atomicrmw add ptr %__shared_owners_.i.i.i4, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %5, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i3
  %vtable.i.i.i = load ptr, ptr %4, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %6 = load ptr, ptr %vfn.i.i.i, align 8
  call void %6(ptr noundef nonnull align 8 dereferenceable(16) %4) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %4) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, %if.then.i3, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #6
  ret i64 %3
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @shared_local_copy_in_omp.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %n, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %local, ptr nocapture noundef nonnull align 8 dereferenceable(8) %acc) #5 personality ptr @__gxx_personality_v0 {
entry:
  %.omp.lb = alloca i64, align 8
  %.omp.ub = alloca i64, align 8
  %.omp.stride = alloca i64, align 8
  %.omp.is_last = alloca i32, align 4
  %acc3 = alloca i64, align 8
  %.omp.reduction.red_list = alloca [1 x ptr], align 8
  %0 = load i64, ptr %n, align 8, !tbaa !16
  %cmp = icmp sgt i64 %0, 0
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end

omp.precond.then:                                 ; preds = %entry
  %sub2 = add nsw i64 %0, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.lb) #6
  store i64 0, ptr %.omp.lb, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.ub) #6
  store i64 %sub2, ptr %.omp.ub, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.stride) #6
  store i64 1, ptr %.omp.stride, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last) #6
  store i32 0, ptr %.omp.is_last, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc3) #6
  store i64 0, ptr %acc3, align 8, !tbaa !16
  %1 = load i32, ptr %.global_tid., align 4, !tbaa !18
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %1, i32 34, ptr nonnull %.omp.is_last, ptr nonnull %.omp.lb, ptr nonnull %.omp.ub, ptr nonnull %.omp.stride, i64 1, i64 1)
  %2 = load i64, ptr %.omp.ub, align 8
  %cond = call i64 @llvm.smin.i64(i64 %2, i64 %sub2)
  store i64 %cond, ptr %.omp.ub, align 8, !tbaa !16
  %3 = load i64, ptr %.omp.lb, align 8, !tbaa !16
  %cmp6.not22 = icmp sgt i64 %3, %cond
  br i1 %cmp6.not22, label %omp.loop.exit, label %omp.inner.for.body.lr.ph

omp.inner.for.body.lr.ph:                         ; preds = %omp.precond.then
  %__cntrl_3.i = getelementptr inbounds i8, ptr %local, i64 8
  br label %omp.inner.for.body

omp.inner.for.body:                               ; preds = %omp.inner.for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %.omp.iv.023 = phi i64 [ %3, %omp.inner.for.body.lr.ph ], [ %add9, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %4 = load ptr, ptr %local, align 8, !tbaa !6
  %5 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %5, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %omp.inner.for.body
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %5, i64 8
  %6 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %omp.inner.for.body, %if.then.i
  %call7 = invoke i64 @use(ptr noundef %4)
          to label %invoke.cont unwind label %terminate.lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %7 = load i64, ptr %acc3, align 8, !tbaa !16
  %add8 = add nsw i64 %7, %call7
  store i64 %add8, ptr %acc3, align 8, !tbaa !16
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i20

if.then.i20:                                      ; preds = %invoke.cont
  %__shared_owners_.i.i.i21 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = atomicrmw add ptr %__shared_owners_.i.i.i21, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %8, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i20
  %vtable.i.i.i = load ptr, ptr %5, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %9 = load ptr, ptr %vfn.i.i.i, align 8
  call void %9(ptr noundef nonnull align 8 dereferenceable(16) %5) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %5) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i20, %if.then.i.i
  %add9 = add nsw i64 %.omp.iv.023, 1
  %10 = load i64, ptr %.omp.ub, align 8, !tbaa !16
  %cmp6.not.not = icmp slt i64 %.omp.iv.023, %10
  br i1 %cmp6.not.not, label %omp.inner.for.body, label %omp.loop.exit

omp.loop.exit:                                    ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %omp.precond.then
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %1)
  store ptr %acc3, ptr %.omp.reduction.red_list, align 8
  %11 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %1, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list, ptr nonnull @shared_local_copy_in_omp.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %11, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ]

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %12 = load i64, ptr %acc, align 8, !tbaa !16
  %13 = load i64, ptr %acc3, align 8, !tbaa !16
  %add10 = add nsw i64 %13, %12
  store i64 %add10, ptr %acc, align 8, !tbaa !16
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %1, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %.omp.reduction.default

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %14 = load i64, ptr %acc3, align 8, !tbaa !16
  %15 = atomicrmw add ptr %acc, i64 %14 monotonic, align 8
  br label %.omp.reduction.default

.omp.reduction.default:                           ; preds = %.omp.reduction.case2, %.omp.reduction.case1, %omp.loop.exit
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc3) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.is_last) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.stride) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.ub) #6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.lb) #6
  br label %omp.precond.end

omp.precond.end:                                  ; preds = %.omp.reduction.default, %entry
  ret void

terminate.lpad:                                   ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %16 = landingpad { ptr, i32 }
          catch ptr null
  %17 = extractvalue { ptr, i32 } %16, 0
  call void @__clang_call_terminate(ptr %17) #11
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @shared_local_copy_in_omp.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
entry:
  %2 = load ptr, ptr %1, align 8
  %3 = load ptr, ptr %0, align 8
  %4 = load i64, ptr %3, align 8, !tbaa !16
  %5 = load i64, ptr %2, align 8, !tbaa !16
  %add = add nsw i64 %5, %4
  store i64 %add, ptr %3, align 8, !tbaa !16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #10

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { convergent nounwind }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"openmp", i32 51}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"_ZTSNSt3__110shared_ptrIlEE", !8, i64 0, !8, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!7, !8, i64 8}
!12 = !{!13, !13, i64 0}
!13 = !{!"vtable pointer", !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !9, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !9, i64 0}
!20 = !{!21}
!21 = !{i64 2, i64 -1, i64 -1, i1 true}
