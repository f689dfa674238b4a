/* use.c - the loop bodies' work for the end-to-end tests, in its own translation unit.
 *
 * Compiled separately (and noinline) so that the compiler, while optimising a test, cannot see
 * what these functions do: for all it knows they may read or write any memory they can reach,
 * like the code a real program calls with a borrowed handle.
 */

/* Reads the object's payload (a long). */
__attribute__((noinline)) long use(const void *payload) { return *(const long *)payload; }
