/* Library calls that run a loop body in parallel, and which argument holds that body: a block,
 * a lambda, or a function whose definition is in the same file. */
#ifndef ARC_SCAN_PARALLEL_APIS_H
#define ARC_SCAN_PARALLEL_APIS_H

typedef struct {
  const char *function; /* the callee's name (unqualified for C++) */
  int body_argument;    /* index of the body; -1 for the last argument */
  const char *library;
} ParallelApi;

/* The API with this callee name, or NULL. */
const ParallelApi *parallel_api_lookup(const char *function);

#endif
