/* asserts.h - the runtime's own assertions, in two tiers chosen when a library is built
 * (ARCRT_ASSERT_LEVEL, after mimalloc's MI_DEBUG levels):
 *
 *   ARCRT_ASSERT(cond)            level >= 1, every build (1 is the default). Cheap: O(1), and
 *                                 never on the retain/release fast paths, which keep exactly
 *                                 their instructions (destruction is not one of them).
 *   ARCRT_ASSERT_EXPENSIVE(cond)  level >= 2, the checking build (libarcrt-check.a). May sit on
 *                                 the fast paths and may cost more than O(1).
 *
 * Level 0 compiles both out; NDEBUG does not (the release builds keep level 1). What can be
 * checked when compiling is a _Static_assert instead (object.h, alloc.c). A failed
 * assertion prints "arcrt: assertion failed: <cond> (<file>:<line>)" and aborts. What each
 * build checks is listed in arc.h ("Builds of this runtime"). */
#ifndef ARCRT_ASSERTS_H
#define ARCRT_ASSERTS_H

#include "object.h"

#ifndef ARCRT_ASSERT_LEVEL
#define ARCRT_ASSERT_LEVEL 1
#endif

/* asserts.c: prints the failed condition and where it is, then aborts. */
ARCRT_HIDDEN __attribute__((noreturn, cold)) void arcrt_assert_fail(const char *cond,
                                                                    const char *file, int line);

/* The condition is spelled out by the public macros below, before its macros expand. */
#define ARCRT_ASSERT_CHECK_(cond, text)                                                            \
  (ARCRT_LIKELY(cond) ? (void)0 : arcrt_assert_fail(text, __FILE__, __LINE__))
#define ARCRT_ASSERT_NONE_(cond) ((void)sizeof(cond))

#if ARCRT_ASSERT_LEVEL >= 1
#define ARCRT_ASSERT(cond) ARCRT_ASSERT_CHECK_(cond, #cond)
#else
#define ARCRT_ASSERT(cond) ARCRT_ASSERT_NONE_(cond)
#endif

#if ARCRT_ASSERT_LEVEL >= 2
#define ARCRT_ASSERT_EXPENSIVE(cond) ARCRT_ASSERT_CHECK_(cond, #cond)
#else
#define ARCRT_ASSERT_EXPENSIVE(cond) ARCRT_ASSERT_NONE_(cond)
#endif

#endif /* ARCRT_ASSERTS_H */
