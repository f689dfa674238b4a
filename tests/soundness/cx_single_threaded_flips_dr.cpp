/* cx_single_threaded_flips.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return: true here, ~Obj prints and returns): the inner loop's
 * copies of the outer copy are hoisted out of the inner loop (libc++), into an inner preheader
 * that runs after the thread's start in iteration 10. Same correct output. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: hoisted retain/release of 'inner'
#include "cx_single_threaded_flips.cpp"
