/* use.c - the loop body's work for bench/rows.c, in its own translation unit: the optimiser
 * cannot see that use() only reads the payload, so for all it knows use() may keep or write
 * anything reachable from the handle. */
__attribute__((noinline)) long use(const void *payload) { return *(const long *)payload; }
