// shared_ptr_debug.cpp - with debug locations (tests/idioms/debug_locations.test): a copy the
// pass refuses (use() may assign to the caller's shared_ptr), and an increment directly followed
// by its decrement (a copy made and dropped with nothing between).
#include <memory>

extern "C" long use(const void *payload);

extern "C" long copy_in_loop(const std::shared_ptr<long> &handle, long n) {
  long acc = 0;
  for (long i = 0; i < n; i++) {
    std::shared_ptr<long> copy = handle;
    acc += use(copy.get());
  }
  return acc;
}

extern "C" long copy_and_drop(const std::shared_ptr<long> &handle) {
  std::shared_ptr<long> copy = handle;
  return copy.use_count();
}
