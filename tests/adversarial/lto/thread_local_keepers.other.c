/* The other file of thread_local_keepers.c: three ways to keep a pointer, and the list the
 * second thread drains. */
#include <arc.h>
#include <stddef.h>

void *kept_slot;
static void *list[128];
static int count;

void store_in_list(void *p) { list[count++] = arc_retain(p); }

/* The asm names kept_slot in its text; the pointer is only an input operand. */
__attribute__((noinline)) void keep_asm(void *p) {
  arc_retain(p);
  __asm__ volatile("movq %0, kept_slot(%%rip)" : : "r"(p) : "memory");
  list[count++] = kept_slot;
}

__attribute__((noinline)) void keep_volatile(void *p) {
  void *volatile *slot = &kept_slot;
  *slot = arc_retain(p);
  list[count++] = *slot;
}

__attribute__((noinline)) void keep_callback(void *p, void (*cb)(void *)) { cb(p); }

void *take_kept(void) { return count ? list[--count] : NULL; }
