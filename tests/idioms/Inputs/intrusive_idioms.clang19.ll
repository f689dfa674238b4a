; ModuleID = 'intrusive_idioms.cpp'
source_filename = "intrusive_idioms.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: mustprogress uwtable
define dso_local i64 @intrusive_copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %cmp16 = icmp sgt i64 %n, 0
  br i1 %cmp16, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %entry, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit
  %acc.018 = phi i64 [ %add, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit ], [ 0, %entry ]
  %i.017 = phi i64 [ %inc, %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit ], [ 0, %entry ]
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  %tobool.not.i.i = icmp eq ptr %0, null
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit, label %if.then.i.i

if.then.i.i:                                      ; preds = %for.body
  %1 = atomicrmw add ptr %0, i32 1 monotonic, align 4
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit: ; preds = %for.body, %if.then.i.i
  %payload = getelementptr inbounds i8, ptr %0, i64 8
  %call2 = invoke i64 @use(ptr noundef nonnull %payload)
          to label %invoke.cont1 unwind label %lpad

invoke.cont1:                                     ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit
  %add = add nsw i64 %call2, %acc.018
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit, label %if.then.i.i7

if.then.i.i7:                                     ; preds = %invoke.cont1
  %2 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i = icmp eq i32 %2, 1
  br i1 %cmp.not.i.i.i.i, label %delete.notnull.i.i.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

delete.notnull.i.i.i.i:                           ; preds = %if.then.i.i7
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #4
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit:     ; preds = %invoke.cont1, %if.then.i.i7, %delete.notnull.i.i.i.i
  %inc = add nuw nsw i64 %i.017, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11

lpad:                                             ; preds = %_ZN4llvm18IntrusiveRefCntPtrI4NodeEC2ERKS2_.exit
  %3 = landingpad { ptr, i32 }
          cleanup
  br i1 %tobool.not.i.i, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit12, label %if.then.i.i9

if.then.i.i9:                                     ; preds = %lpad
  %4 = atomicrmw sub ptr %0, i32 1 acq_rel, align 4
  %cmp.not.i.i.i.i10 = icmp eq i32 %4, 1
  br i1 %cmp.not.i.i.i.i10, label %delete.notnull.i.i.i.i11, label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit12

delete.notnull.i.i.i.i11:                         ; preds = %if.then.i.i9
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #4
  br label %_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit12

_ZN4llvm18IntrusiveRefCntPtrI4NodeED2Ev.exit12:   ; preds = %lpad, %if.then.i.i9, %delete.notnull.i.i.i.i11
  resume { ptr, i32 } %3
}

declare i64 @use(ptr noundef) local_unnamed_addr #1

declare i32 @__gxx_personality_v0(...)

; Function Attrs: nobuiltin nounwind
declare void @_ZdlPvm(ptr noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @intrusive_use_count(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
entry:
  %0 = load ptr, ptr %handle, align 8, !tbaa !6
  %1 = load atomic i32, ptr %0 monotonic, align 4
  ret i32 %1
}

; Function Attrs: mustprogress uwtable
define dso_local i64 @boost_copy_in_loop(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle, i64 noundef %n) local_unnamed_addr #0 personality ptr @__gxx_personality_v0 {
entry:
  %cmp15 = icmp sgt i64 %n, 0
  br i1 %cmp15, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit, %entry
  %acc.0.lcssa = phi i64 [ 0, %entry ], [ %add, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit ]
  ret i64 %acc.0.lcssa

for.body:                                         ; preds = %entry, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit
  %acc.017 = phi i64 [ %add, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit ], [ 0, %entry ]
  %i.016 = phi i64 [ %inc, %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit ], [ 0, %entry ]
  %0 = load ptr, ptr %handle, align 8, !tbaa !13
  %cmp.not.i = icmp eq ptr %0, null
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit, label %if.then.i

if.then.i:                                        ; preds = %for.body
  %1 = atomicrmw add ptr %0, i32 1 acq_rel, align 4
  br label %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit

_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit: ; preds = %for.body, %if.then.i
  %payload = getelementptr inbounds i8, ptr %0, i64 8
  %call1 = invoke i64 @use(ptr noundef nonnull %payload)
          to label %invoke.cont unwind label %lpad

invoke.cont:                                      ; preds = %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit
  %add = add nsw i64 %call1, %acc.017
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit, label %if.then.i6

if.then.i6:                                       ; preds = %invoke.cont
  %2 = atomicrmw add ptr %0, i32 -1 acq_rel, align 4
  %cmp.i.i = icmp eq i32 %2, 1
  br i1 %cmp.i.i, label %delete.notnull.i.i, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit

delete.notnull.i.i:                               ; preds = %if.then.i6
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #4
  br label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit

_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit:    ; preds = %invoke.cont, %if.then.i6, %delete.notnull.i.i
  %inc = add nuw nsw i64 %i.016, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15

lpad:                                             ; preds = %_ZN5boost13intrusive_ptrI9BoostNodeEC2ERKS2_.exit
  %3 = landingpad { ptr, i32 }
          cleanup
  br i1 %cmp.not.i, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit11, label %if.then.i8

if.then.i8:                                       ; preds = %lpad
  %4 = atomicrmw add ptr %0, i32 -1 acq_rel, align 4
  %cmp.i.i9 = icmp eq i32 %4, 1
  br i1 %cmp.i.i9, label %delete.notnull.i.i10, label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit11

delete.notnull.i.i10:                             ; preds = %if.then.i8
  tail call void @_ZdlPvm(ptr noundef nonnull %0, i64 noundef 16) #4
  br label %_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit11

_ZN5boost13intrusive_ptrI9BoostNodeED2Ev.exit11:  ; preds = %lpad, %if.then.i8, %delete.notnull.i.i10
  resume { ptr, i32 } %3
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local i32 @boost_use_count(ptr nocapture noundef nonnull readonly align 8 dereferenceable(8) %handle) local_unnamed_addr #3 personality ptr @__gxx_personality_v0 {
entry:
  %0 = load ptr, ptr %handle, align 8, !tbaa !13
  %1 = load atomic i32, ptr %0 acquire, align 4
  ret i32 %1
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { builtin nounwind }

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
!13 = !{!14, !8, i64 0}
!14 = !{!"_ZTSN5boost13intrusive_ptrI9BoostNodeEE", !8, i64 0}
!15 = distinct !{!15, !12}
