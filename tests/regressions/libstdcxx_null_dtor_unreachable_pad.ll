; A crash of the pass found by bench/realworld (`make bench-realworld-idioms PROJECTS=i2pd`, issue
; 26): clang 19 with the plugin crashes on i2pd 2.45.1's libi2pd_client/ClientContext.cpp (-O2,
; libstdc++ 12), in ae_lower_inlined_counts (pass/src/inlined_counts.c, restore(): an
; Instruction::eraseFromParent). llvm-reduce kept: libstdc++'s out-of-line
; __shared_ptr<...>::~__shared_ptr (its drop inlined: the single-threaded dispatch, the volatile
; atomic decrement, the unique-owner path) called with a null `this` from a landing pad in an
; unreachable block of a static initialiser. With or without destructors-return.
; XFAIL: *
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -disable-output %s
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__libc_single_threaded = external global i8

declare void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr)

define linkonce_odr void @_ZNSt12__shared_ptrIN3i2p6client17ClientDestinationELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr %0) {
  %2 = getelementptr i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp eq ptr %3, null
  br i1 %4, label %29, label %5

5:                                                ; preds = %1
  %6 = getelementptr i8, ptr %3, i64 8
  %7 = load atomic i64, ptr %6 acquire, align 8
  %8 = icmp eq i64 %7, 4294967297
  %9 = trunc i64 %7 to i32
  br i1 %8, label %10, label %18

10:                                               ; preds = %5
  store i32 0, ptr %6, align 8
  %11 = getelementptr i8, ptr %3, i64 12
  store i32 0, ptr %11, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr i8, ptr %12, i64 16
  %14 = load ptr, ptr %13, align 8
  tail call void %14(ptr %3)
  %15 = load ptr, ptr %3, align 8
  %16 = getelementptr i8, ptr %15, i64 24
  %17 = load ptr, ptr %16, align 8
  tail call void %17(ptr %3)
  br label %29

18:                                               ; preds = %5
  %19 = load i8, ptr @__libc_single_threaded, align 1
  %20 = icmp eq i8 %19, 0
  br i1 %20, label %23, label %21

21:                                               ; preds = %18
  %22 = add i32 %9, -1
  store i32 %22, ptr %6, align 4
  br label %25

23:                                               ; preds = %18
  %24 = atomicrmw volatile add ptr %6, i32 -1 acq_rel, align 4
  br label %25

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %9, %21 ], [ %24, %23 ]
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  tail call void @_ZNSt16_Sp_counted_baseILN9__gnu_cxx12_Lock_policyE2EE24_M_release_last_use_coldEv(ptr %3)
  br label %29

29:                                               ; preds = %28, %25, %10, %1
  ret void
}

define void @_GLOBAL__sub_I_ClientContext.cpp() personality ptr null {
  ret void

1:                                                ; No predecessors!
  %2 = landingpad { ptr, i32 }
          cleanup
  call void @_ZNSt12__shared_ptrIN3i2p6client17ClientDestinationELN9__gnu_cxx12_Lock_policyE2EED2Ev(ptr null)
  resume { ptr, i32 } zeroinitializer
}
