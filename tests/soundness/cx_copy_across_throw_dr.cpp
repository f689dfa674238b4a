/* cx_copy_across_throw.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return: true here, ~Obj prints and returns). Same correct output.
 */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: not hoisted \(H2\)
// CONTROL: -DCONTROL
#include "cx_copy_across_throw.cpp"
