// shared_ptr_idioms.cpp - the std::shared_ptr forms docs/idioms.md describes, one function each,
// for the IR of clang -O2 with libc++ and with libstdc++ (regen.sh writes the .ll beside this
// file; shared_ptr_patterns.test checks that they still contain the patterns the doc states).
// use() and take() are opaque: declared, not defined.
#include <memory>
#include <utility>

extern "C" long use(const long *payload);
void take(std::shared_ptr<long> by_value);
void take_ref(std::shared_ptr<long> &slot);

// A copy per iteration: one increment and one decrement (with its last-reference branch) in the
// loop.
extern "C" long copy_in_loop(const std::shared_ptr<long> &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> copy = handle;
    acc += use(copy.get());
  }
  return acc;
}

// The same in an OpenMP loop: the body is outlined; the handle arrives as a pointer to the
// shared_ptr (a captured variable).
extern "C" long copy_in_omp(const std::shared_ptr<long> &handle, long n) {
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> copy = handle;
    acc += use(copy.get());
  }
  return acc;
}

// The observers: a load of the shared count (use_count) and a comparison with 1 (unique).
extern "C" long observe_count(const std::shared_ptr<long> &handle) { return handle.use_count(); }
extern "C" bool observe_unique(const std::shared_ptr<long> &handle) {
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
  return handle.unique();
#pragma clang diagnostic pop
}

// weak_ptr::lock(): a compare-and-swap loop that increments only a count that is not zero.
extern "C" long weak_lock(const std::weak_ptr<long> &weak) {
  std::shared_ptr<long> strong = weak.lock();
  return strong ? use(strong.get()) : 0;
}

// A move: no count changes, the source slot is nulled.
extern "C" void move_into(std::shared_ptr<long> &from) { take(std::move(from)); }

// A copy passed by value: the caller increments and passes the address of its temporary; the
// callee owns the temporary's count and may move from it; the caller destroys what is left.
extern "C" void copy_by_value(const std::shared_ptr<long> &handle) { take(handle); }

// A copy in a loop whose slot escapes to a callee that may move from it or reset it.
extern "C" long copy_slot_escapes(const std::shared_ptr<long> &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> copy = handle;
    take_ref(copy);
    acc += copy ? use(copy.get()) : 0;
  }
  return acc;
}

// A copy alive across a call that may throw: the landing pad runs the decrement too.
extern "C" long copy_across_throw(const std::shared_ptr<long> &handle) {
  std::shared_ptr<long> copy = handle;
  long v = use(copy.get());
  take_ref(copy);
  return v;
}
