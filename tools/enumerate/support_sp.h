/* support_sp.h - what the programs of flavour sp (gen.py: handles a and b held by libc++'s
 * std::shared_ptr, copied, dropped, moved and observed with no runtime call: the counts are
 * inlined atomic operations on the control block) share with support_sp.cpp, their opaque half. */
#ifndef ENUM_SUPPORT_SP_H
#define ENUM_SUPPORT_SP_H

/* <memory> (which includes <atomic>) before support.h's <stdatomic.h>: before C++23, libc++'s
 * <atomic> refuses to follow <stdatomic.h> */
#include <memory>
#include <thread>

#include "support.h"

/* The payload: support.c's eobj (logged, poisoned by support.c's en_dtor when destroyed). A
 * use logs &e, which is the shared_ptr's element pointer. */
struct SpObj {
  struct eobj e;
  ~SpObj(); /* en_dtor(&e): out of line, in support_sp.cpp */
};
using SpPtr = std::shared_ptr<SpObj>;

extern SpPtr en_sp_root_a, en_sp_root_b; /* one owner each (ids 1 and 2) */
/* Where the drops, the hand-over's writer and the thread read and write a's and b's owner. */
void en_sp_publish(SpPtr *a, SpPtr *b);
void en_sp_drop_at(int h, long i); /* at i == EN_DROP: h's owner reset (event "drop") */
/* op Ga: the copy moved into an opaque callee, which keeps it at even iterations (in a sink that
 * the next kept copy replaces, reset at exit) and drops it at odd ones. */
void en_sp_keep(SpPtr p, long i);
void en_sp_throw_at(long i); /* op E: at i == EN_LEAVE, event "throw", then throw i (a long) */
/* op T: at i == 1 the process's first thread starts, copying and dropping a's owner 20000
 * times; at i == 2 the loop joins it. */
void en_sp_thread_at(long i);
/* op X: one owner per iteration (ids 61-65, made for programs with flag EN_F_SP_EACH), each
 * taken over by a move and dropped, inline, by its iteration; iteration EN_LEAVE's destructor
 * calls exit(0) (support.c's en_exit_obj). */
extern SpPtr en_sp_each[EN_ITERS];
enum { EN_SP_EACH_ID = 61, EN_F_SP_EACH = 128 };
int en_sp_main(int argc, char **argv, const en_program *programs, const int *flags, int count);

#endif
