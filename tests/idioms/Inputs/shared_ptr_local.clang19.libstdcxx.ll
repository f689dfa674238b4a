; ModuleID = 'shared_ptr_local.cpp'
source_filename = "shared_ptr_local.cpp"
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
define dso_local i64 @local_copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %local = alloca %"class.std::shared_ptr", align 8
  %copy = alloca %"class.std::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %local) #7
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %local, align 8, !tbaa !6
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %local, i64 8
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
  %cmp38 = icmp sgt i64 %n, 0
  br i1 %cmp38, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %_M_refcount.i.i6 = getelementptr inbounds i8, ptr %copy, i64 8
  br label %for.body

for.cond.cleanup:                                 ; preds = %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36, %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %acc.0.lcssa = phi i64 [ 0, %_ZNSt10shared_ptrIlEC2ERKS0_.exit ], [ %add, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36 ]
  %5 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %5, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %for.cond.cleanup
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %5, i64 8
  %6 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %6, 4294967297
  %7 = trunc i64 %6 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i5, label %if.end.i.i.i

if.then.i.i.i5:                                   ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i, align 8, !tbaa !16
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %5, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %5, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %8 = load ptr, ptr %vfn.i.i.i, align 8
  tail call void %8(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  %vtable3.i.i.i = load ptr, ptr %5, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %9 = load ptr, ptr %vfn4.i.i.i, align 8
  tail call void %9(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
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
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %5) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %for.cond.cleanup, %if.then.i.i.i5, %invoke.cont.i.i.i, %if.then7.i.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #7
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %for.body.lr.ph, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36
  %acc.040 = phi i64 [ 0, %for.body.lr.ph ], [ %add, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36 ]
  %i.039 = phi i64 [ 0, %for.body.lr.ph ], [ %inc, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %copy) #7
  %12 = load ptr, ptr %local, align 8, !tbaa !6
  store ptr %12, ptr %copy, align 8, !tbaa !6
  %13 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  store ptr %13, ptr %_M_refcount.i.i6, align 8, !tbaa !12
  %cmp.not.i.i.i8 = icmp eq ptr %13, null
  br i1 %cmp.not.i.i.i8, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit15, label %if.then.i.i.i9

if.then.i.i.i9:                                   ; preds = %for.body
  %_M_use_count.i.i.i.i10 = getelementptr inbounds i8, ptr %13, i64 8
  %14 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i11 = icmp eq i8 %14, 0
  br i1 %tobool.i.not.i.i.i.i11, label %if.else.i.i.i.i.i14, label %if.then.i.i.i.i.i12

if.then.i.i.i.i.i12:                              ; preds = %if.then.i.i.i9
  %15 = load i32, ptr %_M_use_count.i.i.i.i10, align 4, !tbaa !14
  %add.i.i.i.i.i13 = add nsw i32 %15, 1
  store i32 %add.i.i.i.i.i13, ptr %_M_use_count.i.i.i.i10, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit15

if.else.i.i.i.i.i14:                              ; preds = %if.then.i.i.i9
  %16 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i10, i32 1 acq_rel, align 4
  %.pre = load ptr, ptr %copy, align 8, !tbaa !6
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit15

_ZNSt10shared_ptrIlEC2ERKS0_.exit15:              ; preds = %for.body, %if.then.i.i.i.i.i12, %if.else.i.i.i.i.i14
  %17 = phi ptr [ %12, %for.body ], [ %12, %if.then.i.i.i.i.i12 ], [ %.pre, %if.else.i.i.i.i.i14 ]
  %call1 = invoke i64 @use(ptr noundef %17)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit15
  %add = add nsw i64 %call1, %acc.040
  %18 = load ptr, ptr %_M_refcount.i.i6, align 8, !tbaa !12
  %cmp.not.i.i17 = icmp eq ptr %18, null
  br i1 %cmp.not.i.i17, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36, label %if.then.i.i18

if.then.i.i18:                                    ; preds = %invoke.cont
  %_M_use_count.i.i.i19 = getelementptr inbounds i8, ptr %18, i64 8
  %19 = load atomic i64, ptr %_M_use_count.i.i.i19 acquire, align 8
  %cmp.i.i.i20 = icmp eq i64 %19, 4294967297
  %20 = trunc i64 %19 to i32
  br i1 %cmp.i.i.i20, label %if.then.i.i.i30, label %if.end.i.i.i21

if.then.i.i.i30:                                  ; preds = %if.then.i.i18
  store i32 0, ptr %_M_use_count.i.i.i19, align 8, !tbaa !16
  %_M_weak_count.i.i.i31 = getelementptr inbounds i8, ptr %18, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i31, align 4, !tbaa !18
  %vtable.i.i.i32 = load ptr, ptr %18, align 8, !tbaa !19
  %vfn.i.i.i33 = getelementptr inbounds i8, ptr %vtable.i.i.i32, i64 16
  %21 = load ptr, ptr %vfn.i.i.i33, align 8
  tail call void %21(ptr noundef nonnull align 8 dereferenceable(16) %18) #7
  %vtable3.i.i.i34 = load ptr, ptr %18, align 8, !tbaa !19
  %vfn4.i.i.i35 = getelementptr inbounds i8, ptr %vtable3.i.i.i34, i64 24
  %22 = load ptr, ptr %vfn4.i.i.i35, align 8
  tail call void %22(ptr noundef nonnull align 8 dereferenceable(16) %18) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36

if.end.i.i.i21:                                   ; preds = %if.then.i.i18
  %23 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i22 = icmp eq i8 %23, 0
  br i1 %tobool.i.i.not.i.i.i22, label %if.else.i.i.i.i29, label %if.then.i.i.i.i23

if.then.i.i.i.i23:                                ; preds = %if.end.i.i.i21
  %add.i.i.i.i24 = add nsw i32 %20, -1
  store i32 %add.i.i.i.i24, ptr %_M_use_count.i.i.i19, align 4, !tbaa !14
  br label %invoke.cont.i.i.i25

if.else.i.i.i.i29:                                ; preds = %if.end.i.i.i21
  %24 = atomicrmw volatile add ptr %_M_use_count.i.i.i19, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i25

invoke.cont.i.i.i25:                              ; preds = %if.else.i.i.i.i29, %if.then.i.i.i.i23
  %retval.0.i.i.i.i26 = phi i32 [ %20, %if.then.i.i.i.i23 ], [ %24, %if.else.i.i.i.i29 ]
  %cmp6.i.i.i27 = icmp eq i32 %retval.0.i.i.i.i26, 1
  br i1 %cmp6.i.i.i27, label %if.then7.i.i.i28, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36, !prof !21

if.then7.i.i.i28:                                 ; preds = %invoke.cont.i.i.i25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %18) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit36: ; preds = %invoke.cont, %if.then.i.i.i30, %invoke.cont.i.i.i25, %if.then7.i.i.i28
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  %inc = add nuw nsw i64 %i.039, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22

lpad:                                             ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit15
  %25 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %copy) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %copy) #7
  call void @_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr noundef nonnull align 8 dereferenceable(16) %local) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #7
  resume { ptr, i32 } %25
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
  tail call void @_ZSt9terminatev() #11
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
define dso_local i64 @firstprivate_copy_in_omp(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
entry:
  %n.addr = alloca i64, align 8
  %local = alloca %"class.std::shared_ptr", align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %local) #7
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %local, align 8, !tbaa !6
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %local, i64 8
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc) #7
  store i64 0, ptr %acc, align 8, !tbaa !24
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @firstprivate_copy_in_omp.omp_outlined, ptr nonnull %n.addr, ptr nonnull %local, ptr nonnull %acc)
  %5 = load i64, ptr %acc, align 8, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc) #7
  %6 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %6, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 8
  %7 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %7, 4294967297
  %8 = trunc i64 %7 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i1, label %if.end.i.i.i

if.then.i.i.i1:                                   ; preds = %if.then.i.i
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

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit, %if.then.i.i.i1, %invoke.cont.i.i.i, %if.then7.i.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #7
  ret i64 %5
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @firstprivate_copy_in_omp.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %n, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %local, ptr nocapture noundef nonnull align 8 dereferenceable(8) %acc) #6 personality ptr @__gxx_personality_v0 {
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
  %sub2 = add nsw i64 %0, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.lb) #7
  store i64 0, ptr %.omp.lb, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.ub) #7
  store i64 %sub2, ptr %.omp.ub, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.stride) #7
  store i64 1, ptr %.omp.stride, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last) #7
  store i32 0, ptr %.omp.is_last, align 4, !tbaa !14
  %1 = load ptr, ptr %local, align 8, !tbaa !6
  %_M_refcount3.i.i = getelementptr inbounds i8, ptr %local, i64 8
  %2 = load ptr, ptr %_M_refcount3.i.i, align 8, !tbaa !12
  %cmp.not.i.i.i = icmp eq ptr %2, null
  br i1 %cmp.not.i.i.i, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit, label %if.then.i.i.i

if.then.i.i.i:                                    ; preds = %omp.precond.then
  %_M_use_count.i.i.i.i = getelementptr inbounds i8, ptr %2, i64 8
  %3 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i = icmp eq i8 %3, 0
  br i1 %tobool.i.not.i.i.i.i, label %if.else.i.i.i.i.i, label %if.then.i.i.i.i.i

if.then.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %4 = load i32, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  %add.i.i.i.i.i = add nsw i32 %4, 1
  store i32 %add.i.i.i.i.i, ptr %_M_use_count.i.i.i.i, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

if.else.i.i.i.i.i:                                ; preds = %if.then.i.i.i
  %5 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i, i32 1 acq_rel, align 4
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit

_ZNSt10shared_ptrIlEC2ERKS0_.exit:                ; preds = %omp.precond.then, %if.then.i.i.i.i.i, %if.else.i.i.i.i.i
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc4) #7
  store i64 0, ptr %acc4, align 8, !tbaa !24
  %6 = load i32, ptr %.global_tid., align 4, !tbaa !14
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %6, i32 34, ptr nonnull %.omp.is_last, ptr nonnull %.omp.lb, ptr nonnull %.omp.ub, ptr nonnull %.omp.stride, i64 1, i64 1)
  %7 = load i64, ptr %.omp.ub, align 8
  %cond = call i64 @llvm.smin.i64(i64 %7, i64 %sub2)
  store i64 %cond, ptr %.omp.ub, align 8, !tbaa !24
  %8 = load i64, ptr %.omp.lb, align 8, !tbaa !24
  %cmp7.not52 = icmp sgt i64 %8, %cond
  br i1 %cmp7.not52, label %omp.loop.exit, label %omp.inner.for.body.lr.ph

omp.inner.for.body.lr.ph:                         ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %_M_use_count.i.i.i.i23 = getelementptr inbounds i8, ptr %2, i64 8
  %_M_weak_count.i.i.i = getelementptr inbounds i8, ptr %2, i64 12
  br label %omp.inner.for.body

omp.inner.for.body:                               ; preds = %omp.inner.for.body.lr.ph, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit
  %.omp.iv.053 = phi i64 [ %8, %omp.inner.for.body.lr.ph ], [ %add10, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  br i1 %cmp.not.i.i.i, label %_ZNSt10shared_ptrIlEC2ERKS0_.exit28, label %if.then.i.i.i22

if.then.i.i.i22:                                  ; preds = %omp.inner.for.body
  %9 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.not.i.i.i.i24 = icmp eq i8 %9, 0
  br i1 %tobool.i.not.i.i.i.i24, label %if.else.i.i.i.i.i27, label %if.then.i.i.i.i.i25

if.then.i.i.i.i.i25:                              ; preds = %if.then.i.i.i22
  %10 = load i32, ptr %_M_use_count.i.i.i.i23, align 4, !tbaa !14
  %add.i.i.i.i.i26 = add nsw i32 %10, 1
  store i32 %add.i.i.i.i.i26, ptr %_M_use_count.i.i.i.i23, align 4, !tbaa !14
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit28

if.else.i.i.i.i.i27:                              ; preds = %if.then.i.i.i22
  %11 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i23, i32 1 acq_rel, align 4
  br label %_ZNSt10shared_ptrIlEC2ERKS0_.exit28

_ZNSt10shared_ptrIlEC2ERKS0_.exit28:              ; preds = %omp.inner.for.body, %if.then.i.i.i.i.i25, %if.else.i.i.i.i.i27
  %call8 = invoke i64 @use(ptr noundef %1)
          to label %invoke.cont unwind label %terminate.lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit28
  %12 = load i64, ptr %acc4, align 8, !tbaa !24
  %add9 = add nsw i64 %12, %call8
  store i64 %add9, ptr %acc4, align 8, !tbaa !24
  br i1 %cmp.not.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %invoke.cont
  %13 = load atomic i64, ptr %_M_use_count.i.i.i.i23 acquire, align 8
  %cmp.i.i.i = icmp eq i64 %13, 4294967297
  %14 = trunc i64 %13 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i29, label %if.end.i.i.i

if.then.i.i.i29:                                  ; preds = %if.then.i.i
  store i32 0, ptr %_M_use_count.i.i.i.i23, align 8, !tbaa !16
  store i32 0, ptr %_M_weak_count.i.i.i, align 4, !tbaa !18
  %vtable.i.i.i = load ptr, ptr %2, align 8, !tbaa !19
  %vfn.i.i.i = getelementptr inbounds i8, ptr %vtable.i.i.i, i64 16
  %15 = load ptr, ptr %vfn.i.i.i, align 8
  call void %15(ptr noundef nonnull align 8 dereferenceable(16) %2) #7
  %vtable3.i.i.i = load ptr, ptr %2, align 8, !tbaa !19
  %vfn4.i.i.i = getelementptr inbounds i8, ptr %vtable3.i.i.i, i64 24
  %16 = load ptr, ptr %vfn4.i.i.i, align 8
  call void %16(ptr noundef nonnull align 8 dereferenceable(16) %2) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

if.end.i.i.i:                                     ; preds = %if.then.i.i
  %17 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i = icmp eq i8 %17, 0
  br i1 %tobool.i.i.not.i.i.i, label %if.else.i.i.i.i, label %if.then.i.i.i.i

if.then.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %add.i.i.i.i = add nsw i32 %14, -1
  store i32 %add.i.i.i.i, ptr %_M_use_count.i.i.i.i23, align 4, !tbaa !14
  br label %invoke.cont.i.i.i

if.else.i.i.i.i:                                  ; preds = %if.end.i.i.i
  %18 = atomicrmw volatile add ptr %_M_use_count.i.i.i.i23, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i

invoke.cont.i.i.i:                                ; preds = %if.else.i.i.i.i, %if.then.i.i.i.i
  %retval.0.i.i.i.i = phi i32 [ %14, %if.then.i.i.i.i ], [ %18, %if.else.i.i.i.i ]
  %cmp6.i.i.i = icmp eq i32 %retval.0.i.i.i.i, 1
  br i1 %cmp6.i.i.i, label %if.then7.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, !prof !21

if.then7.i.i.i:                                   ; preds = %invoke.cont.i.i.i
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %invoke.cont, %if.then.i.i.i29, %invoke.cont.i.i.i, %if.then7.i.i.i
  %add10 = add nsw i64 %.omp.iv.053, 1
  %19 = load i64, ptr %.omp.ub, align 8, !tbaa !24
  %cmp7.not.not = icmp slt i64 %.omp.iv.053, %19
  br i1 %cmp7.not.not, label %omp.inner.for.body, label %omp.loop.exit

omp.loop.exit:                                    ; preds = %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %6)
  store ptr %acc4, ptr %.omp.reduction.red_list, align 8
  %20 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %6, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list, ptr nonnull @firstprivate_copy_in_omp.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %20, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ]

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %21 = load i64, ptr %acc, align 8, !tbaa !24
  %22 = load i64, ptr %acc4, align 8, !tbaa !24
  %add11 = add nsw i64 %22, %21
  store i64 %add11, ptr %acc, align 8, !tbaa !24
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %6, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %.omp.reduction.default

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %23 = load i64, ptr %acc4, align 8, !tbaa !24
  %24 = atomicrmw add ptr %acc, i64 %23 monotonic, align 8
  br label %.omp.reduction.default

.omp.reduction.default:                           ; preds = %.omp.reduction.case2, %.omp.reduction.case1, %omp.loop.exit
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc4) #7
  br i1 %cmp.not.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit50, label %if.then.i.i32

if.then.i.i32:                                    ; preds = %.omp.reduction.default
  %_M_use_count.i.i.i33 = getelementptr inbounds i8, ptr %2, i64 8
  %25 = load atomic i64, ptr %_M_use_count.i.i.i33 acquire, align 8
  %cmp.i.i.i34 = icmp eq i64 %25, 4294967297
  %26 = trunc i64 %25 to i32
  br i1 %cmp.i.i.i34, label %if.then.i.i.i44, label %if.end.i.i.i35

if.then.i.i.i44:                                  ; preds = %if.then.i.i32
  store i32 0, ptr %_M_use_count.i.i.i33, align 8, !tbaa !16
  %_M_weak_count.i.i.i45 = getelementptr inbounds i8, ptr %2, i64 12
  store i32 0, ptr %_M_weak_count.i.i.i45, align 4, !tbaa !18
  %vtable.i.i.i46 = load ptr, ptr %2, align 8, !tbaa !19
  %vfn.i.i.i47 = getelementptr inbounds i8, ptr %vtable.i.i.i46, i64 16
  %27 = load ptr, ptr %vfn.i.i.i47, align 8
  call void %27(ptr noundef nonnull align 8 dereferenceable(16) %2) #7
  %vtable3.i.i.i48 = load ptr, ptr %2, align 8, !tbaa !19
  %vfn4.i.i.i49 = getelementptr inbounds i8, ptr %vtable3.i.i.i48, i64 24
  %28 = load ptr, ptr %vfn4.i.i.i49, align 8
  call void %28(ptr noundef nonnull align 8 dereferenceable(16) %2) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit50

if.end.i.i.i35:                                   ; preds = %if.then.i.i32
  %29 = load i8, ptr @__libc_single_threaded, align 1, !tbaa !13
  %tobool.i.i.not.i.i.i36 = icmp eq i8 %29, 0
  br i1 %tobool.i.i.not.i.i.i36, label %if.else.i.i.i.i43, label %if.then.i.i.i.i37

if.then.i.i.i.i37:                                ; preds = %if.end.i.i.i35
  %add.i.i.i.i38 = add nsw i32 %26, -1
  store i32 %add.i.i.i.i38, ptr %_M_use_count.i.i.i33, align 4, !tbaa !14
  br label %invoke.cont.i.i.i39

if.else.i.i.i.i43:                                ; preds = %if.end.i.i.i35
  %30 = atomicrmw volatile add ptr %_M_use_count.i.i.i33, i32 -1 acq_rel, align 4
  br label %invoke.cont.i.i.i39

invoke.cont.i.i.i39:                              ; preds = %if.else.i.i.i.i43, %if.then.i.i.i.i37
  %retval.0.i.i.i.i40 = phi i32 [ %26, %if.then.i.i.i.i37 ], [ %30, %if.else.i.i.i.i43 ]
  %cmp6.i.i.i41 = icmp eq i32 %retval.0.i.i.i.i40, 1
  br i1 %cmp6.i.i.i41, label %if.then7.i.i.i42, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit50, !prof !21

if.then7.i.i.i42:                                 ; preds = %invoke.cont.i.i.i39
  call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr noundef nonnull align 8 dereferenceable(16) %2) #7
  br label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit50

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit50: ; preds = %.omp.reduction.default, %if.then.i.i.i44, %invoke.cont.i.i.i39, %if.then7.i.i.i42
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %.omp.is_last) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.stride) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.ub) #7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %.omp.lb) #7
  br label %omp.precond.end

omp.precond.end:                                  ; preds = %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit50, %entry
  ret void

terminate.lpad:                                   ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit28
  %31 = landingpad { ptr, i32 }
          catch ptr null
  %32 = extractvalue { ptr, i32 } %31, 0
  call void @__clang_call_terminate(ptr %32) #11
  unreachable
}

; Function Attrs: nounwind
declare void @__kmpc_for_static_init_8(ptr, i32, i32, ptr, ptr, ptr, ptr, i64, i64) local_unnamed_addr #7

; Function Attrs: nounwind
declare void @__kmpc_for_static_fini(ptr, i32) local_unnamed_addr #7

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @firstprivate_copy_in_omp.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
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

; Function Attrs: mustprogress nounwind uwtable
define dso_local i64 @shared_local_copy_in_omp(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %handle, i64 noundef %n) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
entry:
  %n.addr = alloca i64, align 8
  %local = alloca %"class.std::shared_ptr", align 8
  %acc = alloca i64, align 8
  store i64 %n, ptr %n.addr, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %local) #7
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  store ptr %0, ptr %local, align 8, !tbaa !6
  %_M_refcount.i.i = getelementptr inbounds i8, ptr %local, i64 8
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
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc) #7
  store i64 0, ptr %acc, align 8, !tbaa !24
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr nonnull @3, i32 3, ptr nonnull @shared_local_copy_in_omp.omp_outlined, ptr nonnull %n.addr, ptr nonnull %local, ptr nonnull %acc)
  %5 = load i64, ptr %acc, align 8, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc) #7
  %6 = load ptr, ptr %_M_refcount.i.i, align 8, !tbaa !12
  %cmp.not.i.i = icmp eq ptr %6, null
  br i1 %cmp.not.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %6, i64 8
  %7 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %7, 4294967297
  %8 = trunc i64 %7 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i1, label %if.end.i.i.i

if.then.i.i.i1:                                   ; preds = %if.then.i.i
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

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit, %if.then.i.i.i1, %invoke.cont.i.i.i, %if.then7.i.i.i
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %local) #7
  ret i64 %5
}

; Function Attrs: alwaysinline norecurse nounwind uwtable
define internal void @shared_local_copy_in_omp.omp_outlined(ptr noalias nocapture noundef readonly %.global_tid., ptr noalias nocapture readnone %.bound_tid., ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %n, ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %local, ptr nocapture noundef nonnull align 8 dereferenceable(8) %acc) #6 personality ptr @__gxx_personality_v0 {
entry:
  %.omp.lb = alloca i64, align 8
  %.omp.ub = alloca i64, align 8
  %.omp.stride = alloca i64, align 8
  %.omp.is_last = alloca i32, align 4
  %acc3 = alloca i64, align 8
  %.omp.reduction.red_list = alloca [1 x ptr], align 8
  %0 = load i64, ptr %n, align 8, !tbaa !24
  %cmp = icmp sgt i64 %0, 0
  br i1 %cmp, label %omp.precond.then, label %omp.precond.end

omp.precond.then:                                 ; preds = %entry
  %sub2 = add nsw i64 %0, -1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.lb) #7
  store i64 0, ptr %.omp.lb, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.ub) #7
  store i64 %sub2, ptr %.omp.ub, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %.omp.stride) #7
  store i64 1, ptr %.omp.stride, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %.omp.is_last) #7
  store i32 0, ptr %.omp.is_last, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %acc3) #7
  store i64 0, ptr %acc3, align 8, !tbaa !24
  %1 = load i32, ptr %.global_tid., align 4, !tbaa !14
  call void @__kmpc_for_static_init_8(ptr nonnull @1, i32 %1, i32 34, ptr nonnull %.omp.is_last, ptr nonnull %.omp.lb, ptr nonnull %.omp.ub, ptr nonnull %.omp.stride, i64 1, i64 1)
  %2 = load i64, ptr %.omp.ub, align 8
  %cond = call i64 @llvm.smin.i64(i64 %2, i64 %sub2)
  store i64 %cond, ptr %.omp.ub, align 8, !tbaa !24
  %3 = load i64, ptr %.omp.lb, align 8, !tbaa !24
  %cmp6.not19 = icmp sgt i64 %3, %cond
  br i1 %cmp6.not19, label %omp.loop.exit, label %omp.inner.for.body.lr.ph

omp.inner.for.body.lr.ph:                         ; preds = %omp.precond.then
  %_M_refcount3.i.i = getelementptr inbounds i8, ptr %local, i64 8
  br label %omp.inner.for.body

omp.inner.for.body:                               ; preds = %omp.inner.for.body.lr.ph, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit
  %.omp.iv.020 = phi i64 [ %3, %omp.inner.for.body.lr.ph ], [ %add9, %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit ]
  %4 = load ptr, ptr %local, align 8, !tbaa !6
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
  %call7 = invoke i64 @use(ptr noundef %4)
          to label %invoke.cont unwind label %terminate.lpad

invoke.cont:                                      ; preds = %_ZNSt10shared_ptrIlEC2ERKS0_.exit
  %9 = load i64, ptr %acc3, align 8, !tbaa !24
  %add8 = add nsw i64 %9, %call7
  store i64 %add8, ptr %acc3, align 8, !tbaa !24
  br i1 %cmp.not.i.i.i, label %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %invoke.cont
  %_M_use_count.i.i.i = getelementptr inbounds i8, ptr %5, i64 8
  %10 = load atomic i64, ptr %_M_use_count.i.i.i acquire, align 8
  %cmp.i.i.i = icmp eq i64 %10, 4294967297
  %11 = trunc i64 %10 to i32
  br i1 %cmp.i.i.i, label %if.then.i.i.i18, label %if.end.i.i.i

if.then.i.i.i18:                                  ; preds = %if.then.i.i
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

_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit: ; preds = %invoke.cont, %if.then.i.i.i18, %invoke.cont.i.i.i, %if.then7.i.i.i
  %add9 = add nsw i64 %.omp.iv.020, 1
  %16 = load i64, ptr %.omp.ub, align 8, !tbaa !24
  %cmp6.not.not = icmp slt i64 %.omp.iv.020, %16
  br i1 %cmp6.not.not, label %omp.inner.for.body, label %omp.loop.exit

omp.loop.exit:                                    ; preds = %_ZNSt12__shared_ptrIlLN9__gnu_cxx12_Lock_policyE2EED2Ev.exit, %omp.precond.then
  call void @__kmpc_for_static_fini(ptr nonnull @1, i32 %1)
  store ptr %acc3, ptr %.omp.reduction.red_list, align 8
  %17 = call i32 @__kmpc_reduce_nowait(ptr nonnull @2, i32 %1, i32 1, i64 8, ptr nonnull %.omp.reduction.red_list, ptr nonnull @shared_local_copy_in_omp.omp_outlined.omp.reduction.reduction_func, ptr nonnull @.gomp_critical_user_.reduction.var)
  switch i32 %17, label %.omp.reduction.default [
    i32 1, label %.omp.reduction.case1
    i32 2, label %.omp.reduction.case2
  ]

.omp.reduction.case1:                             ; preds = %omp.loop.exit
  %18 = load i64, ptr %acc, align 8, !tbaa !24
  %19 = load i64, ptr %acc3, align 8, !tbaa !24
  %add10 = add nsw i64 %19, %18
  store i64 %add10, ptr %acc, align 8, !tbaa !24
  call void @__kmpc_end_reduce_nowait(ptr nonnull @2, i32 %1, ptr nonnull @.gomp_critical_user_.reduction.var)
  br label %.omp.reduction.default

.omp.reduction.case2:                             ; preds = %omp.loop.exit
  %20 = load i64, ptr %acc3, align 8, !tbaa !24
  %21 = atomicrmw add ptr %acc, i64 %20 monotonic, align 8
  br label %.omp.reduction.default

.omp.reduction.default:                           ; preds = %.omp.reduction.case2, %.omp.reduction.case1, %omp.loop.exit
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %acc3) #7
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
  call void @__clang_call_terminate(ptr %23) #11
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal void @shared_local_copy_in_omp.omp_outlined.omp.reduction.reduction_func(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #8 {
entry:
  %2 = load ptr, ptr %1, align 8
  %3 = load ptr, ptr %0, align 8
  %4 = load i64, ptr %3, align 8, !tbaa !24
  %5 = load i64, ptr %2, align 8, !tbaa !24
  %add = add nsw i64 %5, %4
  store i64 %add, ptr %3, align 8, !tbaa !24
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #10

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
