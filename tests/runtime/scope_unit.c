// Unit tests of the scoped entries (arc.h, "Loop references"), called the way the arc-elide
// pass calls them: each function with loops owns a frame slot it zeroes on entry. Covers nesting
// in one frame and across frames, references stranded by longjmp (released when the frame's
// address is reused, the runtime's stack stays bounded over 10,000 longjmps), a slot off the
// thread's stack (heap: a coroutine's), and a coroutine on a stack carved out of this thread's
// stack, whose pushes must not release the live loop references of the frames below it (the
// rejected "deeper frames are gone" rule would). Against the default build, the checking build
// (which aborts on any release of a registered reference it did not expect, and finds no leak)
// and ASan/UBSan (asan_scope_unit.c).
//
// RUN: %clang %cflags -O2 %s %arcrt -o %t && %t | FileCheck %s --implicit-check-not=FAIL
// RUN: %clang %cflags -O2 %s %arcrt_check -o %t.check
// RUN: env ARC_CHECK_LEAKS=1 %t.check 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CHECK,NOLEAK --implicit-check-not=FAIL \
// RUN:       --implicit-check-not=arc-check:
//
// CHECK: nested in one frame: ok
// CHECK: nested across frames: ok
// CHECK: longjmp x10000: max count 2
// CHECK: after a normal run at the same address: count 1
// CHECK: heap slot: ok
// CHECK: carved coroutine stack: ok
// CHECK: destroyed 4 of 4
// NOLEAK: arc-check: no leaks

#define _GNU_SOURCE
#include <arc.h>

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <ucontext.h>

static int failures;
#define EXPECT(cond)                                                                               \
  do {                                                                                             \
    if (!(cond)) {                                                                                 \
      printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                       \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)

static int destroyed;
static void count_destroy(void *payload) {
  (void)payload;
  ++destroyed;
}

// ---- nesting ----------------------------------------------------------------------------

// Two loops of one frame (an outer and an inner one): one slot, one cookie.
__attribute__((noinline)) static void one_frame(void *a, void *b) {
  long long slot = 0;
  arc_retain_scoped(a, &slot);
  long long cookie = slot;
  EXPECT(cookie != 0);
  arc_retain_scoped(b, &slot);
  EXPECT(slot == cookie);
  EXPECT(arc_count(a) == 2 && arc_count(b) == 2);
  arc_release_scoped(b, &slot);
  arc_release_scoped(a, &slot);
}

__attribute__((noinline)) static void inner_frame(void *p, int depth) {
  long long slot = 0;
  arc_retain_scoped(p, &slot);
  if (depth > 0)
    inner_frame(p, depth - 1);
  arc_release_scoped(p, &slot);
}

// A loop whose body calls functions with scoped loops of their own (deeper frames, pushed and
// popped while the outer reference stays registered).
__attribute__((noinline)) static void outer_frame(void *p) {
  long long slot = 0;
  arc_retain_scoped(p, &slot);
  for (int i = 0; i < 3; i++)
    inner_frame(p, 4);
  EXPECT(arc_count(p) == 2);
  arc_release_scoped(p, &slot);
}

// ---- longjmp ----------------------------------------------------------------------------

static jmp_buf env;

__attribute__((noinline)) static void loop_frame(void *p, int jump) {
  long long slot = 0;
  arc_retain_scoped(p, &slot);
  if (jump)
    longjmp(env, 1); // leaves the "loop" with its reference registered: stranded
  arc_release_scoped(p, &slot);
}

__attribute__((noinline)) static void run(void *p, int jump) {
  if (!setjmp(env))
    loop_frame(p, jump);
}

// ---- a coroutine on a stack carved out of this thread's stack ---------------------------

static ucontext_t main_context, coroutine_context;
static void *coroutine_object;

static void coroutine(void) {
  long long slot = 0;
  arc_retain_scoped(coroutine_object, &slot); // its frame lies above the live frame below
  swapcontext(&coroutine_context, &main_context);
  arc_release_scoped(coroutine_object, &slot);
}

__attribute__((noinline)) static void live_below(void *p) {
  long long slot = 0;
  arc_retain_scoped(p, &slot);
  swapcontext(&main_context, &coroutine_context); // the coroutine pushes, then comes back
  EXPECT(arc_count(p) == 2);                      // still registered, not released
  swapcontext(&main_context, &coroutine_context); // the coroutine pops and ends
  arc_release_scoped(p, &slot);                   // checking build: matched
}

__attribute__((noinline)) static void carved_stack(void *p, void *q) {
  char stack[64 * 1024]; // in this frame, above the frames this function calls
  coroutine_object = q;
  getcontext(&coroutine_context);
  coroutine_context.uc_stack.ss_sp = stack;
  coroutine_context.uc_stack.ss_size = sizeof stack;
  coroutine_context.uc_link = &main_context;
  makecontext(&coroutine_context, coroutine, 0);
  live_below(p);
}

int main(void) {
  void *a = arc_alloc(8, count_destroy), *b = arc_alloc(8, count_destroy);
  one_frame(a, b);
  EXPECT(arc_count(a) == 1 && arc_count(b) == 1);
  printf("nested in one frame: %s\n", failures ? "FAILED" : "ok");
  outer_frame(a);
  EXPECT(arc_count(a) == 1);
  printf("nested across frames: %s\n", failures ? "FAILED" : "ok");

  // Each longjmp strands one reference; the next invocation at the same address overwrites the
  // slot, so its push releases the previous one: the count, and the runtime's stack, stay
  // bounded.
  long max = 0;
  for (int i = 0; i < 10000; i++) {
    run(a, 1);
    long n = arc_count(a);
    max = n > max ? n : max;
  }
  printf("longjmp x10000: max count %ld\n", max);
  run(a, 0);
  printf("after a normal run at the same address: count %ld\n", arc_count(a));

  // A slot off the thread's stack registers nothing: plain retain and release.
  long long *heap_slot = malloc(sizeof *heap_slot);
  *heap_slot = 0;
  arc_retain_scoped(b, heap_slot);
  EXPECT(*heap_slot == 0 && arc_count(b) == 2);
  arc_release_scoped(b, heap_slot);
  EXPECT(arc_count(b) == 1);
  free(heap_slot);
  printf("heap slot: %s\n", failures ? "FAILED" : "ok");

  void *c = arc_alloc(8, count_destroy), *d = arc_alloc(8, count_destroy);
  carved_stack(c, d);
  EXPECT(arc_count(c) == 1 && arc_count(d) == 1);
  printf("carved coroutine stack: %s\n", failures ? "FAILED" : "ok");

  arc_release(a);
  arc_release(b);
  arc_release(c);
  arc_release(d);
  printf("destroyed %d of 4\n", destroyed);
  return failures != 0;
}
