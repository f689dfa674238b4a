/* owner.c - handing out and taking back owner numbers (owner.h): a bitmap of the numbers in use,
 * claimed with a compare-and-swap at a thread's first allocation and freed by the runtime's
 * thread-exit handler (thread_exit.h) when the thread exits. */
#include "owner.h"
#include "thread_exit.h"

ARCRT_TLS unsigned char arcrt_owner_self;
ARCRT_TLS unsigned char arcrt_owner_tried;

/* Bit n of the bitmap is number n; 0 and ARCRT_OWNER_IMMORTAL are never handed out. */
#define WORDS ((ARCRT_OWNER_IMMORTAL + 1) / 64)
static _Atomic uint64_t in_use[WORDS] = {1, 0, 0, UINT64_C(1) << 63};
_Static_assert(WORDS == 4 && ARCRT_OWNER_IMMORTAL == 255, "the bitmap reserves 0 and 255");

/* At thread exit: the thread stops being an owner first (its later retains, from other keys'
 * destructors or C++ thread_local objects, take the atomic path), then frees its number. The
 * release order makes every plain store the thread made to its objects' `owned` halves happen
 * before the next claim of the number (acquire), so the next owner continues exact counts. */
void arcrt_owner_release_at_exit(void) {
  unsigned n = arcrt_owner_self;
  arcrt_owner_self = 0;
  if (n != 0)
    atomic_fetch_and_explicit(&in_use[n / 64], ~(UINT64_C(1) << (n % 64)), memory_order_release);
}

unsigned arcrt_owner_claim(void) {
  arcrt_owner_tried = 1;
  /* Without an exit handler the number could never be freed: no bias for this thread. */
  if (!arcrt_thread_exit_watch())
    return 0;
  for (unsigned w = 0; w < WORDS; ++w) {
    uint64_t used = atomic_load_explicit(&in_use[w], memory_order_relaxed);
    while (~used != 0) {
      unsigned bit = (unsigned)__builtin_ctzll(~used);
      if (atomic_compare_exchange_weak_explicit(&in_use[w], &used, used | UINT64_C(1) << bit,
                                                memory_order_acquire, memory_order_relaxed)) {
        arcrt_owner_self = (unsigned char)(w * 64 + bit);
        return arcrt_owner_self;
      }
    }
  }
  return 0; /* all ARCRT_OWNER_MAX numbers are taken by running threads */
}
