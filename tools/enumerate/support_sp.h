/* support_sp.h - what the programs of flavour sp (gen.py: handles a and b held by libc++'s
 * std::shared_ptr, copied, dropped, moved and observed with no runtime call: the counts are
 * inlined atomic operations on the control block) share with support_sp.cpp, their opaque half;
 * with -DEN_SP_INTRUSIVE (flavours isp, ispr) the handles are intrusive pointers instead. */
#ifndef ENUM_SUPPORT_SP_H
#define ENUM_SUPPORT_SP_H

/* <memory> (which includes <atomic>) before support.h's <stdatomic.h>: before C++23, libc++'s
 * <atomic> refuses to follow <stdatomic.h> */
#include <atomic>
#include <memory>
#include <thread>

#include "support.h"

#ifndef EN_SP_INTRUSIVE
/* The payload: support.c's eobj (logged, poisoned by support.c's en_dtor when destroyed). A
 * use logs &e, which is the shared_ptr's element pointer. */
struct SpObj {
  struct eobj e;
  ~SpObj(); /* en_dtor(&e): out of line, in support_sp.cpp */
};
using SpPtr = std::shared_ptr<SpObj>;
#else
/* Flavours isp, ispr: the same programs over an intrusive count (docs/idioms.md), written as
 * LLVM's IntrusiveRefCntPtr over ThreadSafeRefCountedBase is: the count the object's first field
 * (a relaxed increment; an acq_rel decrement that deletes the object at 1), and a pointer class
 * with shared_ptr's members the programs use, each with shared_ptr's order of effects (an
 * assignment or reset() drops the old object after the pointer changed). get() is the payload's
 * address, which a use logs. No weak pointers: gen.py gives these flavours no Ka. */
struct SpObj {
  std::atomic<int> refs{0};
  struct eobj e;
  ~SpObj(); /* en_dtor(&e): out of line, in support_sp.cpp */
};
class SpPtr {
  SpObj *p = nullptr;
  static void retain(SpObj *o) {
    if (o)
      o->refs.fetch_add(1, std::memory_order_relaxed);
  }
  static void release(SpObj *o) {
    if (o && o->refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete o;
  }

public:
  SpPtr() = default;
  explicit SpPtr(SpObj *o) : p(o) { retain(p); }
  SpPtr(const SpPtr &o) : p(o.p) { retain(p); }
  SpPtr(SpPtr &&o) noexcept : p(o.p) { o.p = nullptr; }
  ~SpPtr() { release(p); }
  SpPtr &operator=(const SpPtr &o) {
    SpObj *old = p;
    retain(o.p);
    p = o.p;
    release(old);
    return *this;
  }
  SpPtr &operator=(SpPtr &&o) noexcept {
    SpObj *old = p;
    p = o.p;
    o.p = nullptr;
    release(old);
    return *this;
  }
  void reset() {
    SpObj *old = p;
    p = nullptr;
    release(old);
  }
  struct eobj *get() const { return p ? &p->e : nullptr; }
  SpObj *operator->() const { return p; }
  explicit operator bool() const { return p != nullptr; }
  long use_count() const { return p ? p->refs.load(std::memory_order_relaxed) : 0; }
};
#endif

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
