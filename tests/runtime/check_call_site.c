// Checking build: a misuse names the call site, so that an over-release is found without a
// debugger. The message gives the caller (symbol+offset where the dynamic symbol table has it:
// -rdynamic, shared libraries) and always the file and address for addr2line/llvm-symbolizer,
// which lead to the source line; for a release of an object already freed, also the release
// that freed it; ARC_CHECK_BACKTRACE=1 prints the stack from the caller down; the leak report
// names each leaked object's arc_alloc call.
//
// RUN: %clang %cflags -O0 %s %arcrt_check -o %t
// RUN: not --crash %t 2> %t.err
// RUN: FileCheck %s < %t.err
// CHECK:      arc-check: count below zero: arc_release(
// CHECK-NEXT: arc-check:   called from {{.*}}check_call_site.c.tmp (addr2line -f -e {{.*}}check_call_site.c.tmp 0x{{[0-9a-f]+}})
// CHECK-NEXT: arc-check:   its count reached zero in the call from {{.*}} (addr2line -f -e {{.*}} 0x{{[0-9a-f]+}})
// CHECK-NEXT: arc-check:   (ARC_CHECK_BACKTRACE=1 prints the whole stack)
//
// The addresses printed lead to the two calls' lines (llvm-symbolizer reads "FILE ADDRESS").
// RUN: sed -n 's/^arc-check: .*(addr2line -f -e \(.*\) \(0x[0-9a-f]*\))$/\1 \2/p' %t.err \
// RUN:   | llvm-symbolizer --output-style=GNU | FileCheck %s --check-prefix=LINES
// LINES:      over_release
// LINES-NEXT: check_call_site.c:[[#OVER:]]
// LINES-NEXT: main
// LINES-NEXT: check_call_site.c:[[#FREE:]]
//
// With the executable's symbols exported, the message names the function; the backtrace starts
// at the caller.
// RUN: %clang %cflags -O0 -rdynamic %s %arcrt_check -o %t.rdynamic
// RUN: env ARC_CHECK_BACKTRACE=1 not --crash %t.rdynamic 2>&1 | FileCheck %s --check-prefix=NAMED
// NAMED:      arc-check:   called from over_release+0x{{[0-9a-f]+}} in {{.*}}.rdynamic (addr2line
// NAMED-NEXT: arc-check:   its count reached zero in the call from main+0x{{[0-9a-f]+}} in
// NAMED-NEXT: arc-check: backtrace (addr2line -f -e FILE +OFFSET for a line):
// NAMED-NEXT: {{.*}}.rdynamic(over_release+0x{{[0-9a-f]+}})
// NAMED-NEXT: {{.*}}.rdynamic(main+0x{{[0-9a-f]+}})
//
// A leak: the arc_alloc call of each live object.
// RUN: env ARC_CHECK_LEAKS=1 not %t.rdynamic leak 2>&1 | FileCheck %s --check-prefix=LEAK
// LEAK: arc-check:   live object 0x{{[0-9a-f]+}}: {{[A-Z]+}}, count 1, allocated by arc_alloc in thread {{.*}}, called from make_leak+0x{{[0-9a-f]+}} in

#include <arc.h>

#include <string.h>

__attribute__((noinline)) void over_release(void *o) {
  arc_release(o); // the second release
  __asm__ volatile(""); // not a tail call: the return address stays in this function
}

__attribute__((noinline)) void *make_leak(void) {
  void *o = arc_alloc(8, NULL);
  __asm__ volatile("");
  return o;
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "leak") == 0)
    return make_leak() != NULL ? 0 : 2;
  void *o = arc_alloc(16, NULL);
  arc_release(o); // the release that frees it
  over_release(o);
  return 0;
}
