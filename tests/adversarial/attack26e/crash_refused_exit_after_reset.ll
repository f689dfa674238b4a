; crash_refused_exit_after_reset.ll - a compiler crash (segfault in the pass, while it restores the inlined counts of a
; refused pair): clang++-19 -std=c++17 -stdlib=libc++ -O2 -S -emit-llvm of the C++ below; run.sh runs
; opt-19 -passes=arc-elide,verify (and with destructors-return) on it and expects no crash.
; #include <cstdlib>
; #include <memory>
; __attribute__((noinline, const)) long use(const int *p) { return p != nullptr; }
; long run(const std::shared_ptr<int> &h, long n) {
;   std::shared_ptr<int> local = h;
;   long acc = 0;
;   for (long i = 0; i < n; i++) {
;     {
;       std::shared_ptr<int> c = local;
;       acc += use(c.get());
;     }
;     if (i == 9) {
;       local.reset();
;       std::exit(0);
;     }
;   }
;   return acc;
; }
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%"class.std::__1::shared_ptr" = type { ptr, ptr }

$_ZNSt3__110shared_ptrIiE5resetB8ne190107Ev = comdat any

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef range(i64 0, 2) i64 @_Z3usePKi(ptr noundef readnone %0) local_unnamed_addr #0 {
  %2 = icmp ne ptr %0, null
  %3 = zext i1 %2 to i64
  ret i64 %3
}

; Function Attrs: mustprogress nounwind uwtable
define dso_local noundef i64 @_Z3runRKNSt3__110shared_ptrIiEEl(ptr nocapture noundef nonnull readonly align 8 dereferenceable(16) %0, i64 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %"class.std::__1::shared_ptr", align 8
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #5
  %4 = load ptr, ptr %0, align 8, !tbaa !5
  store ptr %4, ptr %3, align 8, !tbaa !5
  %5 = getelementptr inbounds i8, ptr %3, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load ptr, ptr %6, align 8, !tbaa !10
  store ptr %7, ptr %5, align 8, !tbaa !10
  %8 = icmp eq ptr %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %7, i64 8
  %11 = atomicrmw add ptr %10, i64 1 monotonic, align 8
  br label %12

12:                                               ; preds = %2, %9
  %13 = icmp sgt i64 %1, 0
  br i1 %13, label %29, label %16

14:                                               ; preds = %47
  %15 = load ptr, ptr %5, align 8, !tbaa !10
  br label %16

16:                                               ; preds = %14, %12
  %17 = phi ptr [ %7, %12 ], [ %15, %14 ]
  %18 = phi i64 [ 0, %12 ], [ %49, %14 ]
  %19 = icmp eq ptr %17, null
  br i1 %19, label %28, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %17, i64 8
  %22 = atomicrmw add ptr %21, i64 -1 acq_rel, align 8
  %23 = icmp eq i64 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %20
  %25 = load ptr, ptr %17, align 8, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %25, i64 16
  %27 = load ptr, ptr %26, align 8
  tail call void %27(ptr noundef nonnull align 8 dereferenceable(16) %17) #5
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %17) #5
  br label %28

28:                                               ; preds = %16, %20, %24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #5
  ret i64 %18

29:                                               ; preds = %12, %47
  %30 = phi i64 [ %50, %47 ], [ 0, %12 ]
  %31 = phi i64 [ %49, %47 ], [ 0, %12 ]
  %32 = load ptr, ptr %3, align 8, !tbaa !5
  %33 = load ptr, ptr %5, align 8, !tbaa !10
  %34 = icmp eq ptr %33, null
  br i1 %34, label %44, label %35

35:                                               ; preds = %29
  %36 = getelementptr inbounds i8, ptr %33, i64 8
  %37 = atomicrmw add ptr %36, i64 1 monotonic, align 8
  %38 = atomicrmw add ptr %36, i64 -1 acq_rel, align 8
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %35
  %41 = load ptr, ptr %33, align 8, !tbaa !11
  %42 = getelementptr inbounds i8, ptr %41, i64 16
  %43 = load ptr, ptr %42, align 8
  tail call void %43(ptr noundef nonnull align 8 dereferenceable(16) %33) #5
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %33) #5
  br label %44

44:                                               ; preds = %29, %35, %40
  %45 = icmp eq i64 %30, 9
  br i1 %45, label %46, label %47

46:                                               ; preds = %44
  call void @_ZNSt3__110shared_ptrIiE5resetB8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  call void @exit(i32 noundef 0) #6
  unreachable

47:                                               ; preds = %44
  %48 = tail call noundef i64 @_Z3usePKi(ptr noundef %32) #7
  %49 = add nuw nsw i64 %48, %31
  %50 = add nuw nsw i64 %30, 1
  %51 = icmp eq i64 %50, %1
  br i1 %51, label %14, label %29, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nounwind uwtable
define linkonce_odr hidden void @_ZNSt3__110shared_ptrIiE5resetB8ne190107Ev(ptr noundef nonnull align 8 dereferenceable(16) %0) local_unnamed_addr #1 comdat align 2 {
  store ptr null, ptr %0, align 8, !tbaa !15
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !15
  store ptr null, ptr %2, align 8, !tbaa !15
  %4 = icmp eq ptr %3, null
  br i1 %4, label %13, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = atomicrmw add ptr %6, i64 -1 acq_rel, align 8
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = getelementptr inbounds i8, ptr %10, i64 16
  %12 = load ptr, ptr %11, align 8
  tail call void %12(ptr noundef nonnull align 8 dereferenceable(16) %3) #5
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24) %3) #5
  br label %13

13:                                               ; preds = %1, %5, %9
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr noundef nonnull align 8 dereferenceable(24)) local_unnamed_addr #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"_ZTSNSt3__110shared_ptrIiEE", !7, i64 0, !7, i64 8}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!6, !7, i64 8}
!11 = !{!12, !12, i64 0}
!12 = !{!"vtable pointer", !9, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!7, !7, i64 0}
