// throwing_use.cpp - the loop bodies' work for the C++ end-to-end test (cxx_raii_throw.cpp), in
// its own translation unit, so that the compiler optimising the test sees a use() that may throw
// on any call (and may read or write any memory it can reach).

#include <stdexcept>

// Reads the object's payload (a long). Throws std::runtime_error when i is throw_at, or when
// throw_every is not 0 and i is a multiple of it.
long use_or_throw(const void *payload, long i, long throw_at, long throw_every) {
  if (i == throw_at || (throw_every != 0 && i % throw_every == 0))
    throw std::runtime_error("use_or_throw: failed on purpose");
  return *static_cast<const long *>(payload);
}
