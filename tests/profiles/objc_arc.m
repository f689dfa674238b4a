// The objc profile on IR that clang -fobjc-arc produces on this machine: a strong local with
// precise lifetime copied from an unretained reference in a loop. LLVM's own ARC optimizer
// (objc-arc, in clang's -O2 pipeline) keeps the retain/release in the loop; arc-elide hoists
// it. A C stub of the runtime functions lets the program run: same sum, one retain.
// RUN: %clang -fobjc-arc -fobjc-runtime=gnustep-2.0 -O2 -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=OBJC-ARC
// RUN: %clang -fobjc-arc -fobjc-runtime=gnustep-2.0 -O2 -g -fpass-plugin=%plugin -Rpass=arc-elide \
// RUN:   -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang -fobjc-arc -fobjc-runtime=gnustep-2.0 -O2 -c %s -o %t.plain.o
// RUN: %clang %cflags %S/Inputs/objc_stub.c %t.o %arcrt -o %t.hoisted
// RUN: %clang %cflags %S/Inputs/objc_stub.c %t.plain.o %arcrt -o %t.plain
// RUN: %t.plain | FileCheck %s --check-prefix=PLAIN
// RUN: %t.hoisted | FileCheck %s --check-prefix=HOISTED
//
// OBJC-ARC-LABEL: define {{.*}} @sum(
// OBJC-ARC: call ptr @llvm.objc.retain(
// OBJC-ARC: call i64 @use(
// OBJC-ARC: call void @llvm.objc.release(
// OBJC-ARC: br i1 {{.*}}, !llvm.loop
// REMARK: objc_arc.m:{{[0-9]+}}:{{[0-9]+}}: remark: hoisted retain/release of 'p' out of the loop at objc_arc.m:[[@LINE+10]]
// PLAIN: sum 100000, objc_retain calls 100000
// HOISTED: sum 100000, objc_retain calls 1

__attribute__((objc_root_class)) @interface Obj
@end

long use(id o);
long sum(__unsafe_unretained Obj *p, long n) {
  long acc = 0;
  for (long i = 0; i < n; ++i) {
    __attribute__((objc_precise_lifetime)) Obj *s = p;
    acc += use(s);
  }
  return acc;
}
