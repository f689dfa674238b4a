; ModuleID = 'shared_ptr_idioms.cpp'
source_filename = "shared_ptr_idioms.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ident_t = type { i32, i32, i32, i32, ptr }
%"class.std::shared_ptr" = type { %"class.std::__shared_ptr" }
%"class.std::__shared_ptr" = type { ptr, %"class.std::__shared_count" }
%"class.std::__shared_count" = type { ptr }

$_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev = comdat any

$__clang_call_terminate = comdat any

$_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv = comdat any

@__libc_single_threaded = external local_unnamed_addr global i8, align 1
@0 = private unnamed_addr constant [23 x i8] c";unknown;unknown;0;0;;\00", align 1
@1 = private unnamed_addr constant %struct.ident_t { i32 0, i32 514, i32 0, i32 22, ptr @0 }, align 8
@.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
@2 = private unnamed_addr constant %struct.ident_t { i32 0, i32 18, i32 0, i32 22, ptr @0 }, align 8
@3 = private unnamed_addr constant %struct.ident_t { i32 0, i32 2, i32 0, i32 22, ptr @0 }, align 8

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %copy = alloca %"class.std::shared_ptr", align 8
  %cmp7 = icmp sgt i64 %n, 0
  br i1 %cmp7, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %copy, i64 8
  %_M_refcount3.i.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit
  %acc.09 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  %i.08 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #7
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %copy, align 8, !tbaa !6
  %1 = load ptr, ptr %_M_refcount3.i.i, align 8, !tbaa !12
  store ptr %1, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i.i = icmp eq ptr %1, null
  br i1 %cmp.not.i.i.i, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit, label %if.then.i.i.i

if.then.i.i.i:                                    ; preds = %for.body
  %_M_use_count.i.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i = icmp eq i8 %2, 0
  br i1 %tobool.i.not.i.i.i.i, label %if.else.i.i.i.i.i, label %if.then.i.i.i.i.i

if.then.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %3 = load i32, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  %add.i.i.i.i.i = add nsw i32 %3, 1
  store i32 %add.i.i.i.i.i, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

if.else.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %4 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i, i32 1 acq_rel, align 4
  %.pre = load ptr, ptr %copy, align 8, !tbaa !6
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

_ZNSt10shared_ptrIlEC2ERKS0_.exit:                ; preds = %for.body, %if.then.i.i.i.i.i, %if.else.i.i.i.i.i
  %5 = phi ptr [ %0, %for.body ], [ %0, %if.then.i.i.i.i.i ], [ %.pre, %if.else.i.i.i.i.i ]
  %call1 = invoke i64 @use(ptr noundef %5)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %add = add nsw i64 %call1, %acc.09
  %6 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %6, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %invoke.cont
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 8
  %7 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %7, 4294967297
  %8 = trunc i64 %7 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i5, label %if.end.i.i.i

if.then.i.i.i5:                                   ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %6, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %9 = load ptr, ptr %vfn.i.i.i, align 8
  tail call void %9(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %vtable3.i.i.i = load ptr, ptr %6, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %10 = load ptr, ptr %vfn4.i.i.i, align 8
  tail call void %10(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %11, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %8, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %12 = atomicrmw volatile add ptr %_M_use_count.i.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i
  %retval.0.i.i.i.i = phi i32 [ %8, %if.then.i.i.i.i ], [ %12, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %invoke.cont, %if.then.i.i.i5, %invoke.cont.i.i.i, %if.then7.i.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  %inc = add nuw nsw i64 %i.08, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22

lpad:                                             ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %13 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  resume { ptr, i32 } %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare i64 @use(ptr noundef) local_unnamed_addr #2

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr dso_local void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %this) unnamed_addr #3 comdat align 2 personality ptr @__gxx_personality_v0 {
entry:
  %_M_refcount = getelementptr inbounds i8, ptr %this, i64 8
  %0 = load ptr, ptr %_M_refcount, align 8, !tbaa !12
  %cmp.not.i = icmp eq ptr %0, null
  br i1 %cmp.not.i, label %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i

if.then.i:                                        ; preds = %entry
  %_M_use_count.i.i = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load atomic i64, ptr %_M_use_count.i.i acquire, align 8
  %cmp.i.i = icmp eq i64 %1, 4294967297
  %2 = trunc i64 %1 to i32
  br i1 %cmp.i.i, label %if.then.i.i, label %if.end.i.i

if.then.i.i:                                      ; preds = %if.then.i
  store i32 0, ptr %_M_use_count.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i = getelementptr inbounds i8, ptr %0, i64 12
  store i32 0, ptr %_M_weak_count.i.i, align 4, !tbaa !18
  %vtable.i.i = load ptr, ptr %0, align 8, !tbaa !19
  %vfn.i.i = getelementptr inbounds i8, ptr %vtable.i.i, i64 16
  %3 = load ptr, ptr %vfn.i.i, align 8
  tail call void %3(ptr noundef nonnull align 8 dereferenceable(16) %0) #7
  %vtable3.i.i = load ptr, ptr %0, align 8, !tbaa !19
  %vfn4.i.i = getelementptr inbounds i8, ptr %vtable3.i.i, i64 24
  %4 = load ptr, ptr %vfn4.i.i, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %0) #7
  br label %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i:                                       ; preds = %if.then.i
  %5 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i = icmp eq i8 %5, 0
  br i1 %tobool.i.i.not.i.i, label %if.else.i.i.i, label %if.then.i.i.i

if.then.i.i.i:                                    ; preds = %if.end.i.i
  %add.i.i.i = add nsw i32 %2, -1
  store i32 %add.i.i.i, ptr %_M_use_count.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i

if.else.i.i.i:                                    ; preds = %if.end.i.i
  %6 = atomicrmw volatile add ptr %_M_use_count.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i

invoke.cont.i.i:                                  ; preds = %if.else.i.i.i, %if.then.i.i.i
  %retval.0.i.i.i = phi i32 [ %2, %if.then.i.i.i ], [ %6, %if.else.i.i.i ]
  %cmp6.i.i = icmp eq i32 %retval.0.i.i.i, 1
  br i1 %cmp6.i.i, label %if.then7.i.i, label %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i:                                     ; preds = %invoke.cont.i.i
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %0) #7
  br label %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %entry, %if.then.i.i, %invoke.cont.i.i, %if.then7.i.i
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) local_unnamed_addr #4 comdat {
  %2 = tail call ptr @__cxa_begin_catch(ptr %0) #7
  tail call void @_ZSt9terminatev() #13
  unreachable
}

declare ptr @__cxa_begin_catch(ptr) local_unnamed_addr

declare void @_ZSt9terminatev() local_unnamed_addr

; Function Attrs: mustprogress noinline nounwind uwtable
define linkonce_odr dso_local void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %this) local_unnamed_addr #5 comdat align 2 personality ptr @__gxx_personality_v0 {
entry:
  %vtable.i = load ptr, ptr %this, align 8, !tbaa !19
  %vfn.i = getelementptr inbounds i8, ptr %vtable.i, i64 16
  %0 = load ptr, ptr %vfn.i, align 8
  tail call void %0(ptr noundef nonnull align 8 dereferenceable(16) %this) #7
  %_M_weak_count.i = getelementptr inbounds i8, ptr %this, i64 12
  %1 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i = icmp eq i8 %1, 0
  br i1 %tobool.i.i.not.i, label %if.else.i.i, label %if.then.i.i

if.then.i.i:                                      ; preds = %entry
  %2 = load i32, ptr %_M_weak_count.i, align 4, !tbaa !14
  %add.i.i = add nsw i32 %2, -1
  store i32 %add.i.i, ptr %_M_weak_count.i, align 4, !tbaa !14
  br label %invoke.cont.i

if.else.i.i:                                      ; preds = %entry
  %3 = atomicrmw volatile add ptr %_M_weak_count.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i

invoke.cont.i:                                    ; preds = %if.else.i.i, %if.then.i.i
  %retval.0.i.i = phi i32 [ %2, %if.then.i.i ], [ %3, %if.else.i.i ]
  %cmp.i = icmp eq i32 %retval.0.i.i, 1
  br i1 %cmp.i, label %if.then.i, label %_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE19_M_release_last_useEv.exit

if.then.i:                                        ; preds = %invoke.cont.i
  %vtable2.i = load ptr, ptr %this, align 8, !tbaa !19
  %vfn3.i = getelementptr inbounds i8, ptr %vtable2.i, i64 24
  %4 = load ptr, ptr %vfn3.i, align 8
  tail call void %4(ptr noundef nonnull align 8 dereferenceable(16) %this) #7
  br label %_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE19_M_release_last_useEv.exit

_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE19_M_release_last_useEv.exit: ; preds = %invoke.cont.i, %if.then.i
  ret void
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local i64 @copy_in_omp(ptr noundef nonnull align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #3 {
entry:
  %n.addr = alloca i64, align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc) #7
  store i64 0, ptr %acc, align 8, !tbaa !24
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @copy_in_omp.omp_outlined, ptr nonnull %n.addr, ptr nonnull %handle, ptr nonnull %acc)
  %0 = load i64, ptr %acc, align 8, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc) #7
  ret i64 %0
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @copy_in_omp.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %n, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, ptr nocapture noundef nonnull align 8 dereferenceable(8) %acc) #6 personality ptr @__gxx_personality_v0 {
entry:
  %.omp.lb = alloca i64, align 8
  %.omp.ub = alloca i64, align 8
  %.omp.stride = alloca i64, align 8
  %.omp.is_last = alloca i32, align 4
  %acc4 = alloca i64, align 8
  %.omp.reduction.red_list = alloca [1 x ptr], align 8
  %0 = load i64, ptr %n, align 8, !tbaa !24
  %cmp = icmp sgt i64 %0, 0
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end

omp.precond.then:                                 ; preds = %entry
  %sub3 = add nsw i64 %0, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.lb) #7
  store i64 0, ptr %.omp.lb, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.ub) #7
  store i64 %sub3, ptr %.omp.ub, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.stride) #7
  store i64 1, ptr %.omp.stride, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last) #7
  store i32 0, ptr %.omp.is_last, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc4) #7
  store i64 0, ptr %acc4, align 8, !tbaa !24
  %1 = load i32, ptr %.global_tid., align 4, !tbaa !14
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %1, i32 34, ptr nonnull %.omp.is_last, ptr nonnull %.omp.lb, ptr nonnull %.omp.ub, ptr nonnull %.omp.stride, i64 1, i64 1)
  %2 = load i64, ptr %.omp.ub, align 8
  %cond = call i64 @llvm.smin.i64(i64 %2, i64 %sub3)
  store i64 %cond, ptr %.omp.ub, align 8, !tbaa !24
  %3 = load i64, ptr %.omp.lb, align 8, !tbaa !24
  %cmp7.not20 = icmp sgt i64 %3, %cond
  br i1 %cmp7.not20, label %omp.loop.exit, label %omp.inner.for.body.lr.ph

omp.inner.for.body.lr.ph:                         ; preds = %omp.precond.then
  %_M_refcount3.i.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %omp.inner.for.body

omp.inner.for.body:                               ; preds = %omp.inner.for.body.lr.ph, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit
  %.omp.iv.021 = phi i64 [ %3, %omp.inner.for.body.lr.ph ], [ %add10, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  %4 = load ptr, ptr %handle, align 8, !tbaa !6
  %5 = load ptr, ptr %_M_refcount3.i.i, align 8, !tbaa !12
  %cmp.not.i.i.i = icmp eq ptr %5, null
  br i1 %cmp.not.i.i.i, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit, label %if.then.i.i.i

if.then.i.i.i:                                    ; preds = %omp.inner.for.body
  %_M_use_count.i.i.i.i = getelementptr inbounds i8, ptr %5, i64 8
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i = icmp eq i8 %6, 0
  br i1 %tobool.i.not.i.i.i.i, label %if.else.i.i.i.i.i, label %if.then.i.i.i.i.i

if.then.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %7 = load i32, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  %add.i.i.i.i.i = add nsw i32 %7, 1
  store i32 %add.i.i.i.i.i, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

if.else.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %8 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i, i32 1 acq_rel, align 4
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

_ZNSt10shared_ptrIlEC2ERKS0_.exit:                ; preds = %omp.inner.for.body, %if.then.i.i.i.i.i, %if.else.i.i.i.i.i
  %call8 = invoke i64 @use(ptr noundef %4)
          to label %invoke.cont unwind label %terminate.lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %9 = load i64, ptr %acc4, align 8, !tbaa !24
  %add9 = add nsw i64 %9, %call8
  store i64 %add9, ptr %acc4, align 8, !tbaa !24
  br i1 %cmp.not.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %invoke.cont
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %10, 4294967297
  %11 = trunc i64 %10 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i19, label %if.end.i.i.i

if.then.i.i.i19:                                  ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %5, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %12 = load ptr, ptr %vfn.i.i.i, align 8
  call void %12(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  %vtable3.i.i.i = load ptr, ptr %5, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %13 = load ptr, ptr %vfn4.i.i.i, align 8
  call void %13(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %14, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %11, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %15 = atomicrmw volatile add ptr %_M_use_count.i.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i
  %retval.0.i.i.i.i = phi i32 [ %11, %if.then.i.i.i.i ], [ %15, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %invoke.cont, %if.then.i.i.i19, %invoke.cont.i.i.i, %if.then7.i.i.i
  %add10 = add nsw i64 %.omp.iv.021, 1
  %16 = load i64, ptr %.omp.ub, align 8, !tbaa !24
  %cmp7.not.not = icmp slt i64 %.omp.iv.021, %16
  br i1 %cmp7.not.not, label %omp.inner.for.body, label %omp.loop.exit

omp.loop.exit:                                    ; preds = %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, %omp.precond.then
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %1)
  store ptr %acc4, ptr %.omp.reduction.red_list, align 8
  %17 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %1, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list, ptr nonnull @copy_in_omp.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %17, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ]

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %18 = load i64, ptr %acc, align 8, !tbaa !24
  %19 = load i64, ptr %acc4, align 8, !tbaa !24
  %add11 = add nsw i64 %19, %18
  store i64 %add11, ptr %acc, align 8, !tbaa !24
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %1, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %.omp.reduction.default

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %20 = load i64, ptr %acc4, align 8, !tbaa !24
  %21 = atomicrmw add ptr %acc, i64 %20 monotonic, align 8
  br label %.omp.reduction.default

.omp.reduction.default:                           ; preds = %.omp.reduction.case2, %.omp.reduction.case1, %omp.loop.exit
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc4) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.is_last) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.stride) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.ub) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.lb) #7
  br label %omp.precond.end

omp.precond.end:                                  ; preds = %.omp.reduction.default, %entry
  ret void

terminate.lpad:                                   ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %22 = landingpad { ptr, i32 }
          catch ptr null
  %23 = extractvalue { ptr, i32 } %22, 0
  call void @__clang_call_terminate(ptr %23) #13
  unreachable
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @copy_in_omp.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
entry:
  %2 = load ptr, ptr %1, align 8
  %3 = load ptr, ptr %0, align 8
  %4 = load i64, ptr %3, align 8, !tbaa !24
  %5 = load i64, ptr %2, align 8, !tbaa !24
  %add = add nsw i64 %5, %4
  store i64 %add, ptr %3, align 8, !tbaa !24
  ret void
}

; Function Attrs: convergent nounwind
declare i32 @__kmpc_reduce_nowait(ptr, i32, i32, i64, ptr, ptr, ptr) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare void @__kmpc_end_reduce_nowait(ptr, i32, ptr) local_unnamed_addr #9

; Function Attrs: nounwind
declare !callback !26 void @__kmpc_fork_call(ptr, i32, ptr, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @observe_count(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #10 {
entry:
  %_M_refcount.i = getelementptr inbounds i8, ptr %handle, i64 8
  %0 = load ptr, ptr %_M_refcount.i, align 8, !tbaa !12
  %tobool.not.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i, label %_ZNKSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EE9use_countEv.exit, label %cond.true.i.i

cond.true.i.i:                                    ; preds = %entry
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load atomic i32, ptr %_M_use_count.i.i.i monotonic, align 8
  %conv.i.i.i = sext i32 %1 to i64
  br label %_ZNKSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EE9use_countEv.exit

_ZNKSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EE9use_countEv.exit: ; preds = %entry, %cond.true.i.i
  %cond.i.i = phi i64 [ %conv.i.i.i, %cond.true.i.i ], [ 0, %entry ]
  ret i64 %cond.i.i
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local zeroext i1 @observe_unique(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #10 {
entry:
  %_M_refcount.i = getelementptr inbounds i8, ptr %handle, i64 8
  %0 = load ptr, ptr %_M_refcount.i, align 8, !tbaa !12
  %tobool.not.i.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i.i, label %_ZNKSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EE6uniqueEv.exit, label %cond.true.i.i.i

cond.true.i.i.i:                                  ; preds = %entry
  %_M_use_count.i.i.i.i = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load atomic i32, ptr %_M_use_count.i.i.i.i monotonic, align 8
  %2 = icmp eq i32 %1, 1
  br label %_ZNKSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EE6uniqueEv.exit

_ZNKSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EE6uniqueEv.exit: ; preds = %entry, %cond.true.i.i.i
  %cond.i.i.i = phi i1 [ %2, %cond.true.i.i.i ], [ false, %entry ]
  ret i1 %cond.i.i.i
}

; Function Attrs: mustprogress uwtable
define dso_local i64 @weak_lock(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %weak) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %strong = alloca %"class.std::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %strong) #7
  tail call void @llvm.experimental.noalias.scope.decl(metadata !28)
  %_M_refcount.i.i.i = getelementptr inbounds i8, ptr %strong, i64 8
  %_M_refcount2.i.i.i = getelementptr inbounds i8, ptr %weak, i64 8
  %0 = load ptr, ptr %_M_refcount2.i.i.i, align 8, !tbaa !31, !noalias !28
  store ptr %0, ptr %_M_refcount.i.i.i, align 8, !tbaa !12, !alias.scope !28
  %tobool.not.i.i.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %land.lhs.true.i.i.i.i

land.lhs.true.i.i.i.i:                            ; preds = %entry
  %_M_use_count.i.i.i.i.i.i = getelementptr inbounds i8, ptr %0, i64 8
  %1 = load atomic i32, ptr %_M_use_count.i.i.i.i.i.i monotonic, align 8, !noalias !28
  br label %do.body.i.i.i.i.i

do.body.i.i.i.i.i:                                ; preds = %do.cond.i.i.i.i.i, %land.lhs.true.i.i.i.i
  %__count.0.i.i.i.i.i = phi i32 [ %1, %land.lhs.true.i.i.i.i ], [ %4, %do.cond.i.i.i.i.i ]
  %cmp.not.i.not.i.i.i.i = icmp eq i32 %__count.0.i.i.i.i.i, 0
  br i1 %cmp.not.i.not.i.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %do.cond.i.i.i.i.i

do.cond.i.i.i.i.i:                                ; preds = %do.body.i.i.i.i.i
  %add.i.i.i.i.i = add nsw i32 %__count.0.i.i.i.i.i, 1
  %2 = cmpxchg weak ptr %_M_use_count.i.i.i.i.i.i, i32 %__count.0.i.i.i.i.i, i32 %add.i.i.i.i.i acq_rel monotonic, align 8, !noalias !28
  %3 = extractvalue { i32, i1 } %2, 1
  %4 = extractvalue { i32, i1 } %2, 0
  br i1 %3, label %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKSt12__weak_countILS1_2EESt9nothrow_t.exit.i.i.i, label %do.body.i.i.i.i.i, !llvm.loop !33

_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKSt12__weak_countILS1_2EESt9nothrow_t.exit.i.i.i: ; preds = %do.cond.i.i.i.i.i
  %.pr.i.i.i = load ptr, ptr %_M_refcount.i.i.i, align 8, !tbaa !12
  %tobool.not.i6.i.i.i = icmp eq ptr %.pr.i.i.i, null
  br i1 %tobool.not.i6.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %_ZNKSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE16_M_get_use_countEv.exit.i.i.i

_ZNKSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE16_M_get_use_countEv.exit.i.i.i: ; preds = %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKSt12__weak_countILS1_2EESt9nothrow_t.exit.i.i.i
  %_M_use_count.i.i.i.i.i = getelementptr inbounds i8, ptr %.pr.i.i.i, i64 8
  %5 = load atomic i32, ptr %_M_use_count.i.i.i.i.i monotonic, align 8, !noalias !28
  %.fr.i.i.i = freeze i32 %5
  %tobool.not.i.i.i = icmp eq i32 %.fr.i.i.i, 0
  %6 = load ptr, ptr %weak, align 8, !noalias !28
  br i1 %tobool.not.i.i.i, label %cond.end, label %_ZNKSt8weak_ptrIlE4lockEv.exit

_ZNKSt8weak_ptrIlE4lockEv.exit:                   ; preds = %_ZNKSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE16_M_get_use_countEv.exit.i.i.i
  store ptr %6, ptr %strong, align 8, !tbaa !6, !alias.scope !28
  %cmp.i.not = icmp eq ptr %6, null
  br i1 %cmp.i.not, label %if.then.i.i, label %cond.true

cond.true:                                        ; preds = %_ZNKSt8weak_ptrIlE4lockEv.exit
  %call2 = invoke i64 @use(ptr noundef nonnull %6)
          to label %if.then.i.i unwind label %lpad

cond.end:                                         ; preds = %_ZNKSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE16_M_get_use_countEv.exit.i.i.i
  store ptr null, ptr %strong, align 8, !tbaa !6, !alias.scope !28
  br label %if.then.i.i

if.then.i.i:                                      ; preds = %_ZNKSt8weak_ptrIlE4lockEv.exit, %cond.true, %cond.end
  %cond8 = phi i64 [ 0, %cond.end ], [ 0, %_ZNKSt8weak_ptrIlE4lockEv.exit ], [ %call2, %cond.true ]
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %.pr.i.i.i, i64 8
  %7 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %7, 4294967297
  %8 = trunc i64 %7 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i, label %if.end.i.i.i

if.then.i.i.i:                                    ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %.pr.i.i.i, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %.pr.i.i.i, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %9 = load ptr, ptr %vfn.i.i.i, align 8
  tail call void %9(ptr noundef nonnull align 8 dereferenceable(16) %.pr.i.i.i) #7
  %vtable3.i.i.i = load ptr, ptr %.pr.i.i.i, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %10 = load ptr, ptr %vfn4.i.i.i, align 8
  tail call void %10(ptr noundef nonnull align 8 dereferenceable(16) %.pr.i.i.i) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %11, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i4

if.then.i.i.i.i4:                                 ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %8, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %12 = atomicrmw volatile add ptr %_M_use_count.i.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i4
  %retval.0.i.i.i.i = phi i32 [ %8, %if.then.i.i.i.i4 ], [ %12, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %.pr.i.i.i) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %do.body.i.i.i.i.i, %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKSt12__weak_countILS1_2EESt9nothrow_t.exit.i.i.i, %entry, %if.then.i.i.i, %invoke.cont.i.i.i, %if.then7.i.i.i
  %cond9 = phi i64 [ %cond8, %if.then.i.i.i ], [ %cond8, %invoke.cont.i.i.i ], [ %cond8, %if.then7.i.i.i ], [ 0, %entry ], [ 0, %_ZNSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EEC2ERKSt12__weak_countILS1_2EESt9nothrow_t.exit.i.i.i ], [ 0, %do.body.i.i.i.i.i ]
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %strong) #7
  ret i64 %cond9

lpad:                                             ; preds = %cond.true
  %13 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %strong) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %strong) #7
  resume { ptr, i32 } %13
}

; Function Attrs: mustprogress uwtable
define dso_local void @move_into(ptr nocapture noundef nonnull align 8 dereferenceable(16) %from) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %agg.tmp = alloca %"class.std::shared_ptr", align 16
  %_M_refcount4.i.i = getelementptr inbounds i8, ptr %from, i64 8
  %0 = load <2 x ptr>, ptr %from, align 8, !tbaa !34
  store ptr null, ptr %_M_refcount4.i.i, align 8, !tbaa !12
  store <2 x ptr> %0, ptr %agg.tmp, align 16, !tbaa !34
  store ptr null, ptr %from, align 8, !tbaa !6
  invoke void @_Z4takeSt10shared_ptrIlE(ptr noundef nonnull %agg.tmp)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %entry
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %agg.tmp, i64 8
  %1 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %1, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %invoke.cont
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %2, 4294967297
  %3 = trunc i64 %2 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i, label %if.end.i.i.i

if.then.i.i.i:                                    ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %1, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %1, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %4 = load ptr, ptr %vfn.i.i.i, align 8
  call void %4(ptr noundef nonnull align 8 dereferenceable(16) %1) #7
  %vtable3.i.i.i = load ptr, ptr %1, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %5 = load ptr, ptr %vfn4.i.i.i, align 8
  call void %5(ptr noundef nonnull align 8 dereferenceable(16) %1) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %6 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %6, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %3, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %7 = atomicrmw volatile add ptr %_M_use_count.i.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i
  %retval.0.i.i.i.i = phi i32 [ %3, %if.then.i.i.i.i ], [ %7, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %1) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %invoke.cont, %if.then.i.i.i, %invoke.cont.i.i.i, %if.then7.i.i.i
  ret void

lpad:                                             ; preds = %entry
  %8 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %agg.tmp) #7
  resume { ptr, i32 } %8
}

declare void @_Z4takeSt10shared_ptrIlE(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define dso_local void @copy_by_value(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %agg.tmp = alloca %"class.std::shared_ptr", align 8
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %agg.tmp, align 8, !tbaa !6
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %agg.tmp, i64 8
  %_M_refcount3.i.i = getelementptr inbounds i8, ptr %handle, i64 8
  %1 = load ptr, ptr %_M_refcount3.i.i, align 8, !tbaa !12
  store ptr %1, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i.i = icmp eq ptr %1, null
  br i1 %cmp.not.i.i.i, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit, label %if.then.i.i.i

if.then.i.i.i:                                    ; preds = %entry
  %_M_use_count.i.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i = icmp eq i8 %2, 0
  br i1 %tobool.i.not.i.i.i.i, label %if.else.i.i.i.i.i, label %if.then.i.i.i.i.i

if.then.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %3 = load i32, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  %add.i.i.i.i.i = add nsw i32 %3, 1
  store i32 %add.i.i.i.i.i, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

if.else.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %4 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i, i32 1 acq_rel, align 4
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

_ZNSt10shared_ptrIlEC2ERKS0_.exit:                ; preds = %entry, %if.then.i.i.i.i.i, %if.else.i.i.i.i.i
  invoke void @_Z4takeSt10shared_ptrIlE(ptr noundef nonnull %agg.tmp)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %5 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %5, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %invoke.cont
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %5, i64 8
  %6 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %6, 4294967297
  %7 = trunc i64 %6 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i2, label %if.end.i.i.i

if.then.i.i.i2:                                   ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %5, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %8 = load ptr, ptr %vfn.i.i.i, align 8
  call void %8(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  %vtable3.i.i.i = load ptr, ptr %5, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %9 = load ptr, ptr %vfn4.i.i.i, align 8
  call void %9(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %10 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %10, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %7, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %11 = atomicrmw volatile add ptr %_M_use_count.i.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i
  %retval.0.i.i.i.i = phi i32 [ %7, %if.then.i.i.i.i ], [ %11, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %invoke.cont, %if.then.i.i.i2, %invoke.cont.i.i.i, %if.then7.i.i.i
  ret void

lpad:                                             ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %12 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %agg.tmp) #7
  resume { ptr, i32 } %12
}

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_slot_escapes(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %copy = alloca %"class.std::shared_ptr", align 8
  %cmp9 = icmp sgt i64 %n, 0
  br i1 %cmp9, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %copy, i64 8
  %_M_refcount3.i.i = getelementptr inbounds i8, ptr %handle, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit
  %acc.011 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  %i.010 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #7
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %copy, align 8, !tbaa !6
  %1 = load ptr, ptr %_M_refcount3.i.i, align 8, !tbaa !12
  store ptr %1, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i.i = icmp eq ptr %1, null
  br i1 %cmp.not.i.i.i, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit, label %if.then.i.i.i

if.then.i.i.i:                                    ; preds = %for.body
  %_M_use_count.i.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i = icmp eq i8 %2, 0
  br i1 %tobool.i.not.i.i.i.i, label %if.else.i.i.i.i.i, label %if.then.i.i.i.i.i

if.then.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %3 = load i32, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  %add.i.i.i.i.i = add nsw i32 %3, 1
  store i32 %add.i.i.i.i.i, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

if.else.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %4 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i, i32 1 acq_rel, align 4
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

_ZNSt10shared_ptrIlEC2ERKS0_.exit:                ; preds = %for.body, %if.then.i.i.i.i.i, %if.else.i.i.i.i.i
  invoke void @_Z8take_refRSt10shared_ptrIlE(ptr noundef nonnull align 8 dereferenceable(16) %copy)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %5 = load ptr, ptr %copy, align 8, !tbaa !6
  %cmp.i.not = icmp eq ptr %5, null
  br i1 %cmp.i.not, label %cond.end, label %cond.true

cond.true:                                        ; preds = %invoke.cont
  %call3 = invoke i64 @use(ptr noundef nonnull %5)
          to label %cond.end unwind label %lpad

cond.end:                                         ; preds = %invoke.cont, %cond.true
  %cond = phi i64 [ %call3, %cond.true ], [ 0, %invoke.cont ]
  %add = add nsw i64 %cond, %acc.011
  %6 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %6, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %cond.end
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 8
  %7 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %7, 4294967297
  %8 = trunc i64 %7 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i7, label %if.end.i.i.i

if.then.i.i.i7:                                   ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %6, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %9 = load ptr, ptr %vfn.i.i.i, align 8
  call void %9(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %vtable3.i.i.i = load ptr, ptr %6, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %10 = load ptr, ptr %vfn4.i.i.i, align 8
  call void %10(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %11, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %8, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %12 = atomicrmw volatile add ptr %_M_use_count.i.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i
  %retval.0.i.i.i.i = phi i32 [ %8, %if.then.i.i.i.i ], [ %12, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %cond.end, %if.then.i.i.i7, %invoke.cont.i.i.i, %if.then7.i.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  %inc = add nuw nsw i64 %i.010, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35

lpad:                                             ; preds = %cond.true, %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %13 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  resume { ptr, i32 } %13
}

declare void @_Z8take_refRSt10shared_ptrIlE(ptr noundef nonnull align 8 dereferenceable(16)) local_unnamed_addr #2

; Function Attrs: mustprogress uwtable
define dso_local i64 @copy_across_throw(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %copy = alloca %"class.std::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #7
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %copy, align 8, !tbaa !6
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %copy, i64 8
  %_M_refcount3.i.i = getelementptr inbounds i8, ptr %handle, i64 8
  %1 = load ptr, ptr %_M_refcount3.i.i, align 8, !tbaa !12
  store ptr %1, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i.i = icmp eq ptr %1, null
  br i1 %cmp.not.i.i.i, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit, label %if.then.i.i.i

if.then.i.i.i:                                    ; preds = %entry
  %_M_use_count.i.i.i.i = getelementptr inbounds i8, ptr %1, i64 8
  %2 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i = icmp eq i8 %2, 0
  br i1 %tobool.i.not.i.i.i.i, label %if.else.i.i.i.i.i, label %if.then.i.i.i.i.i

if.then.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %3 = load i32, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  %add.i.i.i.i.i = add nsw i32 %3, 1
  store i32 %add.i.i.i.i.i, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

if.else.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %4 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i, i32 1 acq_rel, align 4
  %.pre = load ptr, ptr %copy, align 8, !tbaa !6
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

_ZNSt10shared_ptrIlEC2ERKS0_.exit:                ; preds = %entry, %if.then.i.i.i.i.i, %if.else.i.i.i.i.i
  %5 = phi ptr [ %0, %entry ], [ %0, %if.then.i.i.i.i.i ], [ %.pre, %if.else.i.i.i.i.i ]
  %call1 = invoke i64 @use(ptr noundef %5)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  invoke void @_Z8take_refRSt10shared_ptrIlE(ptr noundef nonnull align 8 dereferenceable(16) %copy)
          to label %invoke.cont2 unwind label %lpad

invoke.cont2:                                     ; preds = %invoke.cont
  %6 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %6, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %invoke.cont2
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 8
  %7 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %7, 4294967297
  %8 = trunc i64 %7 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i4, label %if.end.i.i.i

if.then.i.i.i4:                                   ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %6, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %9 = load ptr, ptr %vfn.i.i.i, align 8
  call void %9(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  %vtable3.i.i.i = load ptr, ptr %6, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %10 = load ptr, ptr %vfn4.i.i.i, align 8
  call void %10(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %11 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %11, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %8, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %12 = atomicrmw volatile add ptr %_M_use_count.i.i.i, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i
  %retval.0.i.i.i.i = phi i32 [ %8, %if.then.i.i.i.i ], [ %12, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %6) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %invoke.cont2, %if.then.i.i.i4, %invoke.cont.i.i.i, %if.then7.i.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  ret i64 %call1

lpad:                                             ; preds = %invoke.cont, %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %13 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  resume { ptr, i32 } %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #12

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline noreturn nounwind uwtable "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { alwaysinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { convergent nounwind }
attributes #10 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
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
!7 = !{!"_ZTSSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EE", !8, i64 0, !11, i64 8}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
!11 = !{!"_ZTSSt14__shared_countILN9__gnu_cxx12_Lock_policyE2EE", !8, i64 0}
!12 = !{!11, !8, i64 0}
!13 = !{!9, !9, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !9, i64 0}
!16 = !{!17, !15, i64 8}
!17 = !{!"_ZTSSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE", !15, i64 8, !15, i64 12}
!18 = !{!17, !15, i64 12}
!19 = !{!20, !20, i64 0}
!20 = !{!"vtable pointer", !10, i64 0}
!21 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25, !25, i64 0}
!25 = !{!"long", !9, i64 0}
!26 = !{!27}
!27 = !{i64 2, i64 -1, i64 -1, i1 true}
!28 = !{!29}
!29 = distinct !{!29, !30, !"_ZNKSt8weak_ptrIlE4lockEv: %agg.result"}
!30 = distinct !{!30, !"_ZNKSt8weak_ptrIlE4lockEv"}
!31 = !{!32, !8, i64 0}
!32 = !{!"_ZTSSt12__weak_countILN9__gnu_cxx12_Lock_policyE2EE", !8, i64 0}
!33 = distinct !{!33, !23}
!34 = !{!8, !8, i64 0}
!35 = distinct !{!35, !23}
