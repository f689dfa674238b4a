/* cx_thread_drops_last_owner.cpp under the user's promise that destructors return
 * (ARCELIDE_OPTIONS=destructors-return, docs/using.md): true here (~Obj prints and returns). The
 * promise lets a hoist through H8; it must not let the pair out of a loop whose copy is the
 * object's last owner in iteration 500. Same correct output. */
// CFLAGS: -std=c++17 ${STDLIB_FLAGS} ${OPENMP_FLAGS:--fopenmp}
// STDLIBS: libc++ libstdc++
// ENV: ARCELIDE_OPTIONS=destructors-return
// EXPECT-REMARK: not hoisted \(H[24]\)
// CONTROL: -DCONTROL
#include "cx_thread_drops_last_owner.cpp"
