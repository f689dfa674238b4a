; clang-19 -x objective-c -fobjc-arc -fobjc-runtime=macosx-10.15 -O2 -Xclang -disable-llvm-passes
; -S -emit-llvm of the Objective-C below (clang's ARC output, before any optimisation: the
; releases carry !clang.imprecise_release), for objc_clang_arc.c:
;   typedef struct objc_object *id;
;   extern void use_obj(id);
;   extern void drop_owner(void);
;   extern long read_field(id);
;   /* y's object must live until read_field(y) after drop_owner() */
;   long after_drop(id x) {
;     id y = x;
;     use_obj(y);
;     drop_owner();
;     return read_field(y);
;   }
;   long loop(id x, int n) {
;     long acc = 0;
;     for (int i = 0; i < n; i++) {
;       id y = x;
;       use_obj(y);
;       acc += read_field(y);
;     }
;     return acc;
;   }
; ModuleID = 'arc.m'
source_filename = "arc.m"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: uwtable
define dso_local i64 @after_drop(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = call ptr @llvm.objc.retain(ptr %0) #1
  store ptr %4, ptr %2, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr %3) #1
  %5 = load ptr, ptr %2, align 8, !tbaa !10
  %6 = call ptr @llvm.objc.retain(ptr %5) #1
  store ptr %6, ptr %3, align 8, !tbaa !10
  %7 = load ptr, ptr %3, align 8, !tbaa !10
  call void @use_obj(ptr noundef %7), !clang.arc.no_objc_arc_exceptions !13
  call void @drop_owner(), !clang.arc.no_objc_arc_exceptions !13
  %8 = load ptr, ptr %3, align 8, !tbaa !10
  %9 = call i64 @read_field(ptr noundef %8), !clang.arc.no_objc_arc_exceptions !13
  %10 = load ptr, ptr %3, align 8
  call void @llvm.objc.release(ptr %10) #1, !clang.imprecise_release !13
  call void @llvm.lifetime.end.p0(i64 8, ptr %3) #1
  %11 = load ptr, ptr %2, align 8
  call void @llvm.objc.release(ptr %11) #1, !clang.imprecise_release !13
  ret i64 %9
}

; Function Attrs: nounwind
declare ptr @llvm.objc.retain(ptr returned) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare void @use_obj(ptr noundef) #3

declare void @drop_owner() #3

declare i64 @read_field(ptr noundef) #3

; Function Attrs: nounwind
declare void @llvm.objc.release(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: uwtable
define dso_local i64 @loop(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = call ptr @llvm.objc.retain(ptr %0) #1
  store ptr %8, ptr %3, align 8, !tbaa !10
  store i32 %1, ptr %4, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %5) #1
  store i64 0, ptr %5, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #1
  store i32 0, ptr %6, align 4, !tbaa !14
  br label %9

9:                                                ; preds = %23, %2
  %10 = load i32, ptr %6, align 4, !tbaa !14
  %11 = load i32, ptr %4, align 4, !tbaa !14
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %14, label %13

13:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #1
  br label %26

14:                                               ; preds = %9
  call void @llvm.lifetime.start.p0(i64 8, ptr %7) #1
  %15 = load ptr, ptr %3, align 8, !tbaa !10
  %16 = call ptr @llvm.objc.retain(ptr %15) #1
  store ptr %16, ptr %7, align 8, !tbaa !10
  %17 = load ptr, ptr %7, align 8, !tbaa !10
  call void @use_obj(ptr noundef %17), !clang.arc.no_objc_arc_exceptions !13
  %18 = load ptr, ptr %7, align 8, !tbaa !10
  %19 = call i64 @read_field(ptr noundef %18), !clang.arc.no_objc_arc_exceptions !13
  %20 = load i64, ptr %5, align 8, !tbaa !16
  %21 = add nsw i64 %20, %19
  store i64 %21, ptr %5, align 8, !tbaa !16
  %22 = load ptr, ptr %7, align 8
  call void @llvm.objc.release(ptr %22) #1, !clang.imprecise_release !13
  call void @llvm.lifetime.end.p0(i64 8, ptr %7) #1
  br label %23

23:                                               ; preds = %14
  %24 = load i32, ptr %6, align 4, !tbaa !14
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4, !tbaa !14
  br label %9, !llvm.loop !18

26:                                               ; preds = %13
  %27 = load i64, ptr %5, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr %5) #1
  %28 = load ptr, ptr %3, align 8
  call void @llvm.objc.release(ptr %28) #1, !clang.imprecise_release !13
  ret i64 %27
}

attributes #0 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = !{i32 1, !"Objective-C Version", i32 2}
!1 = !{i32 1, !"Objective-C Image Info Version", i32 0}
!2 = !{i32 1, !"Objective-C Image Info Section", !"objc_imageinfo"}
!3 = !{i32 1, !"Objective-C Garbage Collection", i8 0}
!4 = !{i32 1, !"Objective-C Class Properties", i32 64}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 8, !"PIC Level", i32 2}
!7 = !{i32 7, !"PIE Level", i32 2}
!8 = !{i32 7, !"uwtable", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !11, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !11, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
