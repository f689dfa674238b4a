/* handle.h - the handle type of bench/idioms/shared_ptr_rows.cpp and shared_ptr_driver.cpp:
 * std::shared_ptr<long> (of the standard library the program is built with), or, built with
 * -DINTRUSIVE, LLVM's IntrusiveRefCntPtr over ThreadSafeRefCountedBase (that LLVM's headers): the
 * same rows for an intrusive count, whose copy and drop are inlined atomics on the object's first
 * field. */
#ifndef ARCELIDE_BENCH_IDIOMS_HANDLE_H
#define ARCELIDE_BENCH_IDIOMS_HANDLE_H

#ifdef INTRUSIVE
#include <llvm/ADT/IntrusiveRefCntPtr.h>

struct Node : llvm::ThreadSafeRefCountedBase<Node> {
  long payload = 42;
};
typedef llvm::IntrusiveRefCntPtr<Node> Handle;
static inline const long *payload(const Handle &h) { return &h->payload; }
static inline Handle make_handle() { return Handle(new Node()); }
static inline long owners(const Handle &h) { return h->UseCount(); }
#else
#include <memory>

typedef std::shared_ptr<long> Handle;
static inline const long *payload(const Handle &h) { return h.get(); }
static inline Handle make_handle() { return std::make_shared<long>(42); }
static inline long owners(const Handle &h) { return h.use_count(); }
#endif

#endif
