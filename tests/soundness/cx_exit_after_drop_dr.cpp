/* cx_exit_after_drop.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return: true here, ~Obj prints and returns). The promise is about
 * destructors, not about checkpoint()'s exit, which may also read the count (the atexit handler
 * does). Same correct output. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: not hoisted \(H[48]\)
// CONTROL: -DCONTROL
#include "cx_exit_after_drop.cpp"
