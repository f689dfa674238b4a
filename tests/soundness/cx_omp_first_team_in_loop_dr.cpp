/* cx_omp_first_team_in_loop.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return: true here, ~Obj prints and returns): the team's copies
 * are hoisted out of each thread's chunk, the first team forking in the outer loop. Same correct
 * output. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: hoisted retain/release of 'inner'
#include "cx_omp_first_team_in_loop.cpp"
