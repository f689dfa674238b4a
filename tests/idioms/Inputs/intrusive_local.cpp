// intrusive_local.cpp - the intrusive-count loops the pass hoists (tests/idioms/intrusive_local.test):
// a loop copies an intrusive pointer that the function holds in a local of its own, serially and
// in an OpenMP loop with a firstprivate copy; for LLVM's IntrusiveRefCntPtr, boost::intrusive_ptr,
// and a hand-written class whose release() clang leaves out of line (its destructor frees its
// buffers). And the same with the copy read through a reference the caller passed, which use()
// may assign to: refused.
#include <atomic>
#include <boost/smart_ptr/intrusive_ptr.hpp>
#include <boost/smart_ptr/intrusive_ref_counter.hpp>
#include <cstdlib>
#include <llvm/ADT/IntrusiveRefCntPtr.h>

extern "C" long use(const void *payload);

struct Node : llvm::ThreadSafeRefCountedBase<Node> {
  long payload = 42;
};

struct BoostNode : boost::intrusive_ref_counter<BoostNode, boost::thread_safe_counter> {
  long payload = 42;
};

// Hand-written: the count first, a destructor with work of its own.
struct Buffer {
  std::atomic<int> refs{1};
  long *data;
  long *parts[4];
  ~Buffer() {
    std::free(data);
    for (long *part : parts)
      if (part)
        std::free(part);
  }
  void retain() { refs.fetch_add(1, std::memory_order_relaxed); }
  void release() {
    if (refs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }
};

struct BufferRef {
  Buffer *b;
  explicit BufferRef(Buffer *b) : b(b) {}
  BufferRef(const BufferRef &o) : b(o.b) { b->retain(); }
  ~BufferRef() { b->release(); }
};

extern "C" long llvm_local_copy_in_loop(const llvm::IntrusiveRefCntPtr<Node> &handle, long n) {
  llvm::IntrusiveRefCntPtr<Node> local = handle;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<Node> copy = local;
    acc += use(&copy->payload);
  }
  return acc;
}

extern "C" long llvm_firstprivate_copy_in_omp(const llvm::IntrusiveRefCntPtr<Node> &handle,
                                              long n) {
  llvm::IntrusiveRefCntPtr<Node> local = handle;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc) firstprivate(local)
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<Node> copy = local;
    acc += use(&copy->payload);
  }
  return acc;
}

extern "C" long boost_local_copy_in_loop(const boost::intrusive_ptr<BoostNode> &handle, long n) {
  boost::intrusive_ptr<BoostNode> local = handle;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    boost::intrusive_ptr<BoostNode> copy = local;
    acc += use(&copy->payload);
  }
  return acc;
}

extern "C" long buffer_local_copy_in_loop(const BufferRef &handle, long n) {
  BufferRef local = handle;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    BufferRef copy = local;
    acc += use(copy.b->data);
  }
  return acc;
}

extern "C" long llvm_copy_through_reference(const llvm::IntrusiveRefCntPtr<Node> &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    llvm::IntrusiveRefCntPtr<Node> copy = handle;
    acc += use(&copy->payload);
  }
  return acc;
}
