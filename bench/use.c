/* use.c - the loop body's work for bench/rows.c, in its own translation unit: the optimiser
 * cannot see that use() only reads the payload, so for all it knows use() may keep or write
 * anything reachable from the handle.
 *
 * Under full LTO (bench/run.sh's lto.* builds, compiled with -DBENCH_USE_COUNTS) the body is in
 * the module at the link. A use() that only reads memory would then be hoisted out of row A's
 * loop by LICM and its block in row M dropped, leaving nothing to measure; so there it also
 * counts its calls in a per-thread counter: a call that writes memory, made once per iteration
 * in every row, that still keeps nothing and takes no lock (LLVM infers nocapture and nosync). */
#ifdef BENCH_USE_COUNTS
_Thread_local long use_calls;
#endif

__attribute__((noinline)) long use(const void *payload) {
#ifdef BENCH_USE_COUNTS
  use_calls++;
#endif
  return *(const long *)payload;
}
