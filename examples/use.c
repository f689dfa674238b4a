/* use.c - the loop body's work for examples/shared_handle.c, in its own translation unit.
 *
 * Kept out of shared_handle.c (and noinline) so that the compiler cannot see through it while it
 * optimises the loops: for all it knows, use() may read or write any memory it can reach, exactly
 * like the code a real program calls with a borrowed handle. It only reads the object's payload.
 */

__attribute__((noinline)) long use(const void *payload) { return *(const long *)payload; }
