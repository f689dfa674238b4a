/* cx_use_count_in_loop.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return: true here, ~Obj prints and returns): only the observers
 * keep the copy's pair in the loop. Same correct output. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: not hoisted \(H4\)
// CONTROL: -DCONTROL
#include "cx_use_count_in_loop.cpp"
