/* cx_dtor_order.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return: true here, ~A and ~B print and return). Same correct
 * output. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: not hoisted \(H[245]\)
#include "cx_dtor_order.cpp"
