/* The table of parallel-for APIs (see parallel_apis.h). */
#include "parallel_apis.h"

#include <stddef.h>
#include <string.h>

static const ParallelApi apis[] = {
    {"dispatch_apply", 2, "libdispatch"},
    {"dispatch_apply_f", 3, "libdispatch"},
    {"pthreadpool_parallelize_1d", 1, "pthreadpool"},
    {"pthreadpool_parallelize_2d", 1, "pthreadpool"},
    {"parallel_for", -1, "TBB / Kokkos"},
    {"parallel_for_each", -1, "TBB"},
};

const ParallelApi *parallel_api_lookup(const char *function) {
  for (size_t i = 0; i < sizeof apis / sizeof apis[0]; ++i)
    if (strcmp(apis[i].function, function) == 0)
      return &apis[i];
  return NULL;
}
