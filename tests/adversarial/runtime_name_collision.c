/* Attacks: profile recognition by name. This program defines its own functions named like the
 * numba runtime's NRT_incref/NRT_decref (legal C identifiers, nothing reserved) that count and
 * print; they are not refcounting calls of any runtime the pass knows. Removing them from the
 * loop changes the output. (noinline: so they are still calls when the pass runs.)
 * Correct output: "incref 3 times, decref 3 times", exit 0. */
#include <stdio.h>

static int increfs, decrefs;
__attribute__((noinline)) void NRT_incref(void *p) {
  (void)p;
  increfs++;
}
__attribute__((noinline)) void NRT_decref(void *p) {
  (void)p;
  decrefs++;
}

static volatile int n = 3;
static long payload = 1;

static __attribute__((noinline)) long run(void *h) {
  long acc = 0;
  for (int i = 0; i < n; i++) {
    NRT_incref(h);
    acc += *(long *)h;
    NRT_decref(h);
  }
  return acc;
}

int main(void) {
  long r = run(&payload);
  printf("incref %d times, decref %d times\n", increfs, decrefs);
  return r == 3 ? 0 : 1;
}
