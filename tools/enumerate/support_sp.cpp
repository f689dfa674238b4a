/* support_sp.cpp - the opaque half of the enumerator's flavour sp (gen.py): the std::shared_ptr
 * roots, the drops, the callee a copy is moved into, the throw, the thread started in the loop,
 * the hand-over's replacement of a's owner, and the exit report. Built once, without the pass,
 * with libc++; support.c's log, destructor and main do the rest. */
#include "support_sp.h"

#include <cstdio>
#include <cstdlib>
#include <utility>

SpPtr en_sp_root_a, en_sp_root_b;
SpPtr en_sp_each[EN_ITERS];
static SpPtr *slot[2] = {&en_sp_root_a, &en_sp_root_b};
static SpPtr sink; /* op Ga's kept copy */
static long next_id = 100;
static std::thread worker;

SpObj::~SpObj() { en_dtor(&e); }

static SpPtr make(long id) {
#ifdef EN_SP_INTRUSIVE
  SpPtr p(new SpObj);
#else
  SpPtr p = std::make_shared<SpObj>(); /* one allocation: the block and the object */
#endif
  en_adopt_obj(&p->e, id);
  return p;
}

void en_sp_publish(SpPtr *a, SpPtr *b) {
  slot[0] = a;
  slot[1] = b;
}

void en_sp_drop_at(int h, long i) {
  if (i == EN_DROP) {
    en_log(EV_DROP, h, 0);
    slot[h - 'a']->reset();
  }
}

void en_sp_keep(SpPtr p, long i) {
  if (i % 2 == 0)
    sink = std::move(p);
}

void en_sp_throw_at(long i) {
  if (i == EN_LEAVE) {
    en_log(EV_THROW, 0, 0);
    throw i;
  }
}

static void copier(SpPtr *a) {
  for (int k = 0; k < 20000; ++k) {
    SpPtr c = *a; /* a read of the owner, as the loop's copies: no race */
    if (c && c->e.magic != EN_ALIVE)
      std::abort();
  }
}
void en_sp_thread_at(long i) {
  if (i == 1)
    worker = std::thread(copier, slot[0]);
  else if (i == 2 && worker.joinable())
    worker.join();
}

/* The hand-over's writer (support.c's replace_a): a's owner replaced by a new object; the old
 * one dies here unless the loop holds a copy of it (then in the loop, when that copy goes). */
static void replace_a(int who) {
  SpPtr old = std::move(*slot[0]);
  *slot[0] = make(next_id++);
  en_log(who, 0, 0);
  old.reset();
}

static void at_exit() {
  std::printf("[99] at exit: count a %ld, count b %ld\n", slot[0]->use_count(),
              slot[1]->use_count());
  if (worker.joinable())
    worker.join();
  sink.reset();
  for (SpPtr &p : en_sp_each)
    p.reset(); /* those the loop did not drop (it left early) */
  slot[0]->reset();
  slot[1]->reset();
}

int en_sp_main(int argc, char **argv, const en_program *programs, const int *flags, int count) {
  en_sp_root_b = SpPtr(new SpObj); /* a separate block */
  en_adopt_obj(&en_sp_root_b->e, 2);
  en_sp_root_a = make(1);
  int n = argc > 1 ? std::atoi(argv[1]) : -1;
  if (n >= 0 && n < count && (flags[n] & EN_F_SP_EACH)) {
    for (int k = 0; k < EN_ITERS; ++k)
      en_sp_each[k] = make(EN_SP_EACH_ID + k);
    en_exit_obj = &en_sp_each[EN_LEAVE]->e;
  }
  en_replace_hook = replace_a;
  en_cleanup_hook = at_exit;
  return en_main(argc, argv, programs, flags, count);
}
