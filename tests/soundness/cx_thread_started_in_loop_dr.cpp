/* cx_thread_started_in_loop.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return: true here, ~Obj prints and returns): the inner loop's
 * copies and the thread's are hoisted, while the thread and the loop copy the same object. Same
 * correct output. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: hoisted retain/release of 'inner'
#include "cx_thread_started_in_loop.cpp"
