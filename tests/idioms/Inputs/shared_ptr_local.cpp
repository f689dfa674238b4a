// shared_ptr_local.cpp - the shared_ptr loops the pass hoists (tests/idioms/shared_ptr_local.test):
// a loop copies a shared_ptr that the function holds in a local of its own, whose address goes to
// nothing but libc++'s own destructor; serially, and in an OpenMP loop where each thread takes
// its own copy of the local (firstprivate). And the same with the copy read through a reference
// the caller passed, which use() may assign to: refused.
#include <memory>

extern "C" long use(const void *payload);

extern "C" long local_copy_in_loop(const std::shared_ptr<long> &handle, long n) {
  std::shared_ptr<long> local = handle;
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> copy = local;
    acc += use(copy.get());
  }
  return acc;
}

extern "C" long firstprivate_copy_in_omp(const std::shared_ptr<long> &handle, long n) {
  std::shared_ptr<long> local = handle;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc) firstprivate(local)
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> copy = local;
    acc += use(copy.get());
  }
  return acc;
}

extern "C" long shared_local_copy_in_omp(const std::shared_ptr<long> &handle, long n) {
  std::shared_ptr<long> local = handle;
  long acc = 0;
#pragma omp parallel for schedule(static) reduction(+ : acc)
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> copy = local;
    acc += use(copy.get());
  }
  return acc;
}
