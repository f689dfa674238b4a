/* OpenMP outlining as the pass needs to see it: which functions are parallel-region bodies, and
 * which of their pointer arguments are private views of a shared variable (H2's refinement).
 *
 * clang outlines `#pragma omp parallel` into an internal function that __kmpc_fork_call runs on
 * every thread of the team, passing the addresses of the captured variables as trailing
 * arguments. When such an address belongs to an alloca of the enclosing function that escapes
 * nowhere but into the fork call, and the outlined body only loads through the argument, then no
 * code at all can write that variable while the body runs: opaque calls inside the body cannot
 * reach it, and the other threads of the team run the same load-only body. */
#ifndef ARCELIDE_OMP_CAPTURE_H
#define ARCELIDE_OMP_CAPTURE_H

#include <llvm-c/Core.h>
#include <stdbool.h>

/* FN is started by __kmpc_fork_call (an OpenMP parallel-region body). */
bool arc_omp_is_outlined_body(LLVMValueRef fn);

/* SLOT is an argument of an outlined body through which the body only loads, and every fork
 * call passes it the address of a local variable that escapes nowhere else. */
bool arc_omp_slot_is_private_capture(LLVMValueRef slot);

#endif
