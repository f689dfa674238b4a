// intrusive_idioms.cpp - intrusive counts: LLVM's IntrusiveRefCntPtr over
// ThreadSafeRefCountedBase, and boost::intrusive_ptr over boost::intrusive_ref_counter (its
// thread-safe counter), for the IR of clang -O2 -DNDEBUG (regen.sh writes
// intrusive_idioms.clang<N>.ll beside this file, each with LLVM N's headers; Boost from
// libboost-dev). use() is opaque: declared, not defined.
#include <boost/smart_ptr/intrusive_ptr.hpp>
#include <boost/smart_ptr/intrusive_ref_counter.hpp>
#include <llvm/ADT/IntrusiveRefCntPtr.h>

struct Node : llvm::ThreadSafeRefCountedBase<Node> {
  long payload = 42;
};

extern "C" long use(const long *payload);

// A copy per iteration: Retain() and Release() inlined.
extern "C" long intrusive_copy_in_loop(const llvm::IntrusiveRefCntPtr<Node> &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<Node> copy = handle;
    acc += use(&copy->payload);
  }
  return acc;
}

// The observer: UseCount() is an atomic load of the count.
extern "C" unsigned intrusive_use_count(const llvm::IntrusiveRefCntPtr<Node> &handle) {
  return handle->UseCount();
}

struct BoostNode : boost::intrusive_ref_counter<BoostNode, boost::thread_safe_counter> {
  long payload = 42;
};

// boost::intrusive_ptr: intrusive_ptr_add_ref / intrusive_ptr_release inlined.
extern "C" long boost_copy_in_loop(const boost::intrusive_ptr<BoostNode> &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    boost::intrusive_ptr<BoostNode> copy = handle;
    acc += use(&copy->payload);
  }
  return acc;
}

extern "C" unsigned boost_use_count(const boost::intrusive_ptr<BoostNode> &handle) {
  return handle->use_count();
}
