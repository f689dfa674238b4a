; ModuleID = 'shared_ptr_idioms.cpp'
source_filename = "shared_ptr_idioms.cpp"
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
define dso_local i64 @copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  %cmp10 = icmp sgt i64 %n, 0
  br i1 %cmp10, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %__cntrl_.i = getelementptr inbounds i8, ptr %copy, i64 8
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %acc.012 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %i.011 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #6
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %copy, align 8, !tbaa !6
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  store ptr %1, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %1, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %for.body
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %for.body, %if.then.i
  %call1 = invoke i64 @use(ptr noundef %0)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %add = add nsw i64 %call1, %acc.012
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i7

if.then.i7:                                       ; preds = %invoke.cont
  %__shared_owners_.i.i.i8 = getelementptr inbounds i8, ptr %1, i64 8
  %3 = atomicrmw add ptr %__shared_owners_.i.i.i8, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %3, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i7
  %vtable.i.i.i = load ptr, ptr %1, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %4 = load ptr, ptr %vfn.i.i.i, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %1) #6
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %1) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i7, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  %inc = add nuw nsw i64 %i.011, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14

lpad:                                             ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %5 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  resume { ptr, i32 } %5
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
define dso_local i64 @copy_in_omp(ptr noundef nonnull align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #3 {
entry:
  %n.addr = alloca i64, align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc) #6
  store i64 0, ptr %acc, align 8, !tbaa !16
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @copy_in_omp.omp_outlined, ptr nonnull %n.addr, ptr nonnull %handle, ptr nonnull %acc)
  %0 = load i64, ptr %acc, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc) #6
  ret i64 %0
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @copy_in_omp.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %n, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, ptr nocapture noundef nonnull align 8 dereferenceable(8) %acc) #5 personality ptr @__gxx_personality_v0 {
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
  %sub3 = add nsw i64 %0, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.lb) #6
  store i64 0, ptr %.omp.lb, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.ub) #6
  store i64 %sub3, ptr %.omp.ub, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.stride) #6
  store i64 1, ptr %.omp.stride, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last) #6
  store i32 0, ptr %.omp.is_last, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc4) #6
  store i64 0, ptr %acc4, align 8, !tbaa !16
  %1 = load i32, ptr %.global_tid., align 4, !tbaa !18
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %1, i32 34, ptr nonnull %.omp.is_last, ptr nonnull %.omp.lb, ptr nonnull %.omp.ub, ptr nonnull %.omp.stride, i64 1, i64 1)
  %2 = load i64, ptr %.omp.ub, align 8
  %cond = call i64 @llvm.smin.i64(i64 %2, i64 %sub3)
  store i64 %cond, ptr %.omp.ub, align 8, !tbaa !16
  %3 = load i64, ptr %.omp.lb, align 8, !tbaa !16
  %cmp7.not23 = icmp sgt i64 %3, %cond
  br i1 %cmp7.not23, label %omp.loop.exit, label %omp.inner.for.body.lr.ph

omp.inner.for.body.lr.ph:                         ; preds = %omp.precond.then
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %omp.inner.for.body

omp.inner.for.body:                               ; preds = %omp.inner.for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %.omp.iv.024 = phi i64 [ %3, %omp.inner.for.body.lr.ph ], [ %add10, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %4 = load ptr, ptr %handle, align 8, !tbaa !6
  %5 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %5, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %omp.inner.for.body
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %5, i64 8
  %6 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %omp.inner.for.body, %if.then.i
  %call8 = invoke i64 @use(ptr noundef %4)
          to label %invoke.cont unwind label %terminate.lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %7 = load i64, ptr %acc4, align 8, !tbaa !16
  %add9 = add nsw i64 %7, %call8
  store i64 %add9, ptr %acc4, align 8, !tbaa !16
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i21

if.then.i21:                                      ; preds = %invoke.cont
  %__shared_owners_.i.i.i22 = getelementptr inbounds i8, ptr %5, i64 8
  %8 = atomicrmw add ptr %__shared_owners_.i.i.i22, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %8, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i21
  %vtable.i.i.i = load ptr, ptr %5, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %9 = load ptr, ptr %vfn.i.i.i, align 8
  call void %9(ptr noundef nonnull align 8 dereferenceable(16) %5) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %5) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i21, %if.then.i.i
  %add10 = add nsw i64 %.omp.iv.024, 1
  %10 = load i64, ptr %.omp.ub, align 8, !tbaa !16
  %cmp7.not.not = icmp slt i64 %.omp.iv.024, %10
  br i1 %cmp7.not.not, label %omp.inner.for.body, label %omp.loop.exit

omp.loop.exit:                                    ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %omp.precond.then
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %1)
  store ptr %acc4, ptr %.omp.reduction.red_list, align 8
  %11 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %1, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list, ptr nonnull @copy_in_omp.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %11, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ]

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %12 = load i64, ptr %acc, align 8, !tbaa !16
  %13 = load i64, ptr %acc4, align 8, !tbaa !16
  %add11 = add nsw i64 %13, %12
  store i64 %add11, ptr %acc, align 8, !tbaa !16
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %1, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %.omp.reduction.default

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %14 = load i64, ptr %acc4, align 8, !tbaa !16
  %15 = atomicrmw add ptr %acc, i64 %14 monotonic, align 8
  br label %.omp.reduction.default

.omp.reduction.default:                           ; preds = %.omp.reduction.case2, %.omp.reduction.case1, %omp.loop.exit
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc4) #6
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
  call void @__clang_call_terminate(ptr %17) #14
  unreachable
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #6

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #7 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #6
  tail call void @_ZSt9terminatev() #14
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @copy_in_omp.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
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

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @observe_count(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #10 personality ptr @__gxx_personality_v0 {
entry:
  %__cntrl_.i = getelementptr inbounds i8, ptr %handle, i64 8
  %0 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %0, null
  br i1 %tobool.not.i, label %_ZNKSt3__110shared_ptrIlE9use_countB8ne190107Ev.exit, label %cond.true.i

cond.true.i:                                      ; preds = %entry
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load atomic i64, ptr %__shared_owners_.i.i.i monotonic, align 8
  %add.i.i.i = add nsw i64 %1, 1
  br label %_ZNKSt3__110shared_ptrIlE9use_countB8ne190107Ev.exit

_ZNKSt3__110shared_ptrIlE9use_countB8ne190107Ev.exit: ; preds = %entry, %cond.true.i
  %cond.i = phi i64 [ %add.i.i.i, %cond.true.i ], [ 0, %entry ]
  ret i64 %cond.i
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local zeroext i1 @observe_unique(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #10 personality ptr @__gxx_personality_v0 {
entry:
  %__cntrl_.i.i = getelementptr inbounds i8, ptr %handle, i64 8
  %0 = load ptr, ptr %__cntrl_.i.i, align 8, !tbaa !11
  %tobool.not.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i, label %_ZNKSt3__110shared_ptrIlE6uniqueB8ne190107Ev.exit, label %cond.true.i.i

cond.true.i.i:                                    ; preds = %entry
  %__shared_owners_.i.i.i.i = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load atomic i64, ptr %__shared_owners_.i.i.i.i monotonic, align 8
  %2 = icmp eq i64 %1, 0
  br label %_ZNKSt3__110shared_ptrIlE6uniqueB8ne190107Ev.exit

_ZNKSt3__110shared_ptrIlE6uniqueB8ne190107Ev.exit: ; preds = %entry, %cond.true.i.i
  %cond.i.i = phi i1 [ %2, %cond.true.i.i ], [ false, %entry ]
  ret i1 %cond.i.i
}

; Function Attrs: mustprogress uwtable
define dso_local i64 @weak_lock(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %weak) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %strong = alloca %"class.std::__1::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %strong) #6
  tail call void @llvm.experimental.noalias.scope.decl(metadata !22)
  %__cntrl_.i = getelementptr inbounds i8, ptr %weak, i64 8
  %0 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !25, !noalias !22
  %tobool.not.i = icmp eq ptr %0, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %cond.end.i

cond.end.i:                                       ; preds = %entry
  %call.i = tail call noundef ptr @_ZNSt3__119__shared_weak_count4lockEv(ptr noundef nonnull align 8 dereferenceable(24) %0) #6, !noalias !22
  %__cntrl_4.i = getelementptr inbounds i8, ptr %strong, i64 8
  store ptr %call.i, ptr %__cntrl_4.i, align 8, !tbaa !11, !alias.scope !22
  %tobool6.not.i = icmp eq ptr %call.i, null
  br i1 %tobool6.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %_ZNKSt3__18weak_ptrIlE4lockEv.exit

_ZNKSt3__18weak_ptrIlE4lockEv.exit:               ; preds = %cond.end.i
  %1 = load ptr, ptr %weak, align 8, !tbaa !27, !noalias !22
  store ptr %1, ptr %strong, align 8, !tbaa !6, !alias.scope !22
  %cmp.i.not = icmp eq ptr %1, null
  br i1 %cmp.i.not, label %if.then.i6, label %cond.true

cond.true:                                        ; preds = %_ZNKSt3__18weak_ptrIlE4lockEv.exit
  %call2 = invoke i64 @use(ptr noundef nonnull %1)
          to label %if.then.i6 unwind label %lpad

if.then.i6:                                       ; preds = %cond.true, %_ZNKSt3__18weak_ptrIlE4lockEv.exit
  %cond.ph = phi i64 [ 0, %_ZNKSt3__18weak_ptrIlE4lockEv.exit ], [ %call2, %cond.true ]
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %call.i, i64 8
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %2, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i6
  %vtable.i.i.i = load ptr, ptr %call.i, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %3 = load ptr, ptr %vfn.i.i.i, align 8
  tail call void %3(ptr noundef nonnull align 8 dereferenceable(16) %call.i) #6
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %call.i) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %cond.end.i, %entry, %if.then.i6, %if.then.i.i
  %cond11 = phi i64 [ %cond.ph, %if.then.i6 ], [ %cond.ph, %if.then.i.i ], [ 0, %entry ], [ 0, %cond.end.i ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %strong) #6
  ret i64 %cond11

lpad:                                             ; preds = %cond.true
  %4 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %strong) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %strong) #6
  resume { ptr, i32 } %4
}

; Function Attrs: nounwind
declare noundef ptr @_ZNSt3__119__shared_weak_count4lockEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

; Function Attrs: mustprogress uwtable
define dso_local void @move_into(ptr nocapture noundef nonnull align 8 dereferenceable(16) %from) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %agg.tmp = alloca %"class.std::__1::shared_ptr", align 16
  %0 = load <2 x ptr>, ptr %from, align 8, !tbaa !28
  store <2 x ptr> %0, ptr %agg.tmp, align 16, !tbaa !28
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %from, i8 0, i64 16, i1 false)
  invoke void @_Z4takeNSt3__110shared_ptrIlEE(ptr noundef nonnull %agg.tmp)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %entry
  %__cntrl_.i = getelementptr inbounds i8, ptr %agg.tmp, i64 8
  %1 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %1, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i

if.then.i:                                        ; preds = %invoke.cont
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %2, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i
  %vtable.i.i.i = load ptr, ptr %1, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %3 = load ptr, ptr %vfn.i.i.i, align 8
  call void %3(ptr noundef nonnull align 8 dereferenceable(16) %1) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %1) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i, %if.then.i.i
  ret void

lpad:                                             ; preds = %entry
  %4 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %agg.tmp) #6
  resume { ptr, i32 } %4
}

declare void @_Z4takeNSt3__110shared_ptrIlEE(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define dso_local void @copy_by_value(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %agg.tmp = alloca %"class.std::__1::shared_ptr", align 8
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %agg.tmp, align 8, !tbaa !6
  %__cntrl_.i = getelementptr inbounds i8, ptr %agg.tmp, i64 8
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
  invoke void @_Z4takeNSt3__110shared_ptrIlEE(ptr noundef nonnull %agg.tmp)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %3 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i3 = icmp eq ptr %3, null
  br i1 %tobool.not.i3, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i4

if.then.i4:                                       ; preds = %invoke.cont
  %__shared_owners_.i.i.i5 = getelementptr inbounds i8, ptr %3, i64 8
  %4 = atomicrmw add ptr %__shared_owners_.i.i.i5, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %4, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i4
  %vtable.i.i.i = load ptr, ptr %3, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %5 = load ptr, ptr %vfn.i.i.i, align 8
  call void %5(ptr noundef nonnull align 8 dereferenceable(16) %3) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont, %if.then.i4, %if.then.i.i
  ret void

lpad:                                             ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %6 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %agg.tmp) #6
  resume { ptr, i32 } %6
}

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_slot_escapes(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  %cmp12 = icmp sgt i64 %n, 0
  br i1 %cmp12, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %__cntrl_.i = getelementptr inbounds i8, ptr %copy, i64 8
  %__cntrl_3.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit
  %acc.014 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  %i.013 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #6
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %copy, align 8, !tbaa !6
  %1 = load ptr, ptr %__cntrl_3.i, align 8, !tbaa !11
  store ptr %1, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i = icmp eq ptr %1, null
  br i1 %tobool.not.i, label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit, label %if.then.i

if.then.i:                                        ; preds = %for.body
  %__shared_owners_.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = atomicrmw add ptr %__shared_owners_.i.i.i, i64 1 monotonic, align 8
  br label %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit

_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit:  ; preds = %for.body, %if.then.i
  invoke void @_Z8take_refRNSt3__110shared_ptrIlEE(ptr noundef nonnull align 8 dereferenceable(16) %copy)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %3 = load ptr, ptr %copy, align 8, !tbaa !6
  %cmp.i.not = icmp eq ptr %3, null
  br i1 %cmp.i.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %invoke.cont
  %call3 = invoke i64 @use(ptr noundef nonnull %3)
          to label %cond.end unwind label %lpad

cond.end:                                         ; preds = %invoke.cont, %cond.true
  %cond = phi i64 [ %call3, %cond.true ], [ 0, %invoke.cont ]
  %add = add nsw i64 %cond, %acc.014
  %4 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i8 = icmp eq ptr %4, null
  br i1 %tobool.not.i8, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i9

if.then.i9:                                       ; preds = %cond.end
  %__shared_owners_.i.i.i10 = getelementptr inbounds i8, ptr %4, i64 8
  %5 = atomicrmw add ptr %__shared_owners_.i.i.i10, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %5, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i9
  %vtable.i.i.i = load ptr, ptr %4, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %6 = load ptr, ptr %vfn.i.i.i, align 8
  call void %6(ptr noundef nonnull align 8 dereferenceable(16) %4) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %4) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %cond.end, %if.then.i9, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  %inc = add nuw nsw i64 %i.013, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29

lpad:                                             ; preds = %cond.true, %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %7 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  resume { ptr, i32 } %7
}

declare void @_Z8take_refRNSt3__110shared_ptrIlEE(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_across_throw(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %copy = alloca %"class.std::__1::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #6
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %copy, align 8, !tbaa !6
  %__cntrl_.i = getelementptr inbounds i8, ptr %copy, i64 8
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
  %call1 = invoke i64 @use(ptr noundef %0)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  invoke void @_Z8take_refRNSt3__110shared_ptrIlEE(ptr noundef nonnull align 8 dereferenceable(16) %copy)
          to label %invoke.cont2 unwind label %lpad

invoke.cont2:                                     ; preds = %invoke.cont
  %3 = load ptr, ptr %__cntrl_.i, align 8, !tbaa !11
  %tobool.not.i5 = icmp eq ptr %3, null
  br i1 %tobool.not.i5, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit, label %if.then.i6

if.then.i6:                                       ; preds = %invoke.cont2
  %__shared_owners_.i.i.i7 = getelementptr inbounds i8, ptr %3, i64 8
  %4 = atomicrmw add ptr %__shared_owners_.i.i.i7, i64 -1 acq_rel, align 8
  %cmp.i.i.i = icmp eq i64 %4, 0
  br i1 %cmp.i.i.i, label %if.then.i.i, label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

if.then.i.i:                                      ; preds = %if.then.i6
  %vtable.i.i.i = load ptr, ptr %3, align 8, !tbaa !12
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %5 = load ptr, ptr %vfn.i.i.i, align 8
  call void %5(ptr noundef nonnull align 8 dereferenceable(16) %3) #6
  call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #6
  br label %_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit

_ZNSt3__110shared_ptrIlED2B8ne190107Ev.exit:      ; preds = %invoke.cont2, %if.then.i6, %if.then.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  ret i64 %call1

lpad:                                             ; preds = %invoke.cont, %_ZNSt3__110shared_ptrIlEC2B8ne190107ERKS1_.exit
  %6 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt3__110shared_ptrIlED2B8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #6
  resume { ptr, i32 } %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #12

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #13

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
attributes #10 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #13 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #14 = { noreturn nounwind }

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
!22 = !{!23}
!23 = distinct !{!23, !24, !"_ZNKSt3__18weak_ptrIlE4lockEv: %agg.result"}
!24 = distinct !{!24, !"_ZNKSt3__18weak_ptrIlE4lockEv"}
!25 = !{!26, !8, i64 8}
!26 = !{!"_ZTSNSt3__18weak_ptrIlEE", !8, i64 0, !8, i64 8}
!27 = !{!26, !8, i64 0}
!28 = !{!8, !8, i64 0}
!29 = distinct !{!29, !15}
