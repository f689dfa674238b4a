// The objc profile's H9 for imprecise releases on IR that clang -fobjc-arc produces on this
// machine: a strong local without objc_precise_lifetime copied from an unretained reference in
// a loop. clang marks its release !clang.imprecise_release; with LLVM's own ARC optimizer turned
// off (-enable-objc-arc-opts=false, so that arc-elide sees the pair), arc-elide deletes the pair:
// nothing can release the object before its last use, use(s), which may. A C stub of the
// runtime functions lets the program run: same sum, no retain at all (100000 without the pass).
// RUN: %clang -fobjc-arc -fobjc-runtime=gnustep-2.0 -O2 -mllvm -enable-objc-arc-opts=false \
// RUN:   -S -emit-llvm %s -o - | FileCheck %s --check-prefix=CLANG
// RUN: %clang -fobjc-arc -fobjc-runtime=gnustep-2.0 -O2 -mllvm -enable-objc-arc-opts=false -g \
// RUN:   -fpass-plugin=%plugin -Rpass=arc-elide -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang -fobjc-arc -fobjc-runtime=gnustep-2.0 -O2 -mllvm -enable-objc-arc-opts=false \
// RUN:   -c %s -o %t.plain.o
// RUN: %clang %cflags %S/Inputs/objc_stub.c %t.o %arcrt -o %t.deleted
// RUN: %clang %cflags %S/Inputs/objc_stub.c %t.plain.o %arcrt -o %t.plain
// RUN: %t.plain | FileCheck %s --check-prefix=PLAIN
// RUN: %t.deleted | FileCheck %s --check-prefix=DELETED
//
// CLANG-LABEL: define {{.*}} @sum(
// CLANG: call ptr @llvm.objc.retain(
// CLANG: call i64 @use(
// CLANG: call void @llvm.objc.release({{.*}}, !clang.imprecise_release
// REMARK: objc_imprecise.m:{{[0-9]+}}:{{[0-9]+}}: remark: deleted retain/release of 's' in the loop at objc_imprecise.m:[[@LINE+10]]{{.*}}: nothing between the retain and its last use at objc_imprecise.m:[[@LINE+12]]{{.*}} can release it, and the release{{.*}} is imprecise (clang.imprecise_release)
// PLAIN: sum 100000, objc_retain calls 100000
// DELETED: sum 100000, objc_retain calls 0

__attribute__((objc_root_class)) @interface Obj
@end

long use(id o);
long sum(__unsafe_unretained Obj *p, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    Obj *s = p;
    acc += use(s);
  }
  return acc;
}
