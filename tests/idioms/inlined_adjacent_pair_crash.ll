; A libc++ increment directly followed by its decrement in one block, no loop, on a control block
; loaded from memory (reduced with llvm-reduce from yaml-cpp 0.7's
; YAML::detail::node_data::get<char[4]>, built with clang 19, libc++ and -O2; four of yaml-cpp's
; thirteen test units crashed the same way: the pass put the increment back before the
; instruction that had followed it, the decrement, which was itself raised). The output verifies,
; with both count changes (nothing to hoist: there is no loop).
; RUN: %opt -load-pass-plugin=%plugin -passes='arc-elide,verify' -S %s -o - | FileCheck %s
; CHECK-LABEL: define ptr @adjacent_pair(
; CHECK: atomicrmw add ptr %2, i64 1 monotonic
; CHECK: atomicrmw add ptr %2, i64 -1 acq_rel
; CHECK: ret ptr null

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
declare void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr)
define ptr @adjacent_pair(ptr %slot) {
  %1 = load ptr, ptr %slot, align 8
  %2 = getelementptr i8, ptr %1, i64 8
  %3 = atomicrmw add ptr %2, i64 1 monotonic, align 8
  %4 = atomicrmw add ptr %2, i64 -1 acq_rel, align 8
  %5 = icmp eq i64 %4, 0
  br i1 %5, label %6, label %10
6:                                                ; preds = %0
  %7 = load ptr, ptr %1, align 8
  %8 = getelementptr i8, ptr %7, i64 16
  %9 = load ptr, ptr %8, align 8
  tail call void %9(ptr %1)
  tail call void @_ZNSt3__119__shared_weak_count14__release_weakEv(ptr %1)
  br label %10
10:                                               ; preds = %6, %0
  ret ptr null
}
