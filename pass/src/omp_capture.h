/* OpenMP outlining as the pass needs to see it: which functions are parallel-region bodies, and
 * which of their pointer arguments are private views of a shared variable (H2's refinement).
 *
 * clang outlines `#pragma omp parallel` into an internal function that __kmpc_fork_call runs on
 * every thread of the team, passing the addresses of the captured variables as trailing
 * arguments. When such an address belongs to an alloca of the enclosing function that escapes
 * nowhere but into the fork call (and into other regions of the same function that at most store
 * into it), and the outlined body only loads through the argument, then no code at all can write
 * that variable while the body runs: opaque calls inside the body cannot reach it, and the other
 * threads of the team run the same load-only body.
 *
 * This holds whatever the body synchronises with (H2 refinement "acquire"): the only stores to
 * the variable are the enclosing function's own and those of its other regions (run by other
 * __kmpc_fork_calls of the same activation, which return only after their team joins), and that
 * function is inside this region's __kmpc_fork_call from its start to its end, so no store to it
 * is made while the region runs. An
 * acquire load or fence in the body can only make visible stores that exist, and for this
 * variable every one of them happened before the fork, which every thread of the team already
 * sees. The same makes an atomic load through such an argument safe to hoist (and to keep
 * atomic: the copy is not weaker than the original). */
#ifndef ARCELIDE_OMP_CAPTURE_H
#define ARCELIDE_OMP_CAPTURE_H

#include <llvm-c/Core.h>
#include <stdbool.h>

/* FN is started by __kmpc_fork_call (an OpenMP parallel-region body). */
bool ae_omp_is_outlined_body(LLVMValueRef fn);

/* SLOT is an argument of an outlined body through which the body only loads, and every fork
 * call passes it the address of a local variable that escapes nowhere else: only into this fork
 * call (at parameters the body only loads through) and into the fork calls of other regions of
 * the same function, which may also store into it (and pass it to regions nested in them that do
 * no more). __kmpc_fork_call returns only after the team has joined, so those regions' stores are
 * all finished before this region starts, or start after it has ended. */
bool ae_omp_slot_is_private_capture(LLVMValueRef slot);

/* CALL is a __kmpc_fork_call (it starts a parallel region and returns when its team has joined). */
bool ae_omp_is_fork_call(LLVMValueRef call);

/* ADDRESS is a local variable (an alloca) whose address goes nowhere but into loads, stores into
 * it, lifetime markers and the captures of fork calls whose bodies only load and store through it
 * (and pass it on only to regions nested in them that do the same): outside those fork calls,
 * while no team runs, no code but its own function's loads and stores can reach it. */
bool ae_omp_local_escapes_only_into_forks(LLVMValueRef address);

/* The address FORK, a fork call that starts the body SLOT is a parameter of, passes to SLOT;
 * NULL when it passes none. */
LLVMValueRef ae_omp_fork_capture(LLVMValueRef fork, LLVMValueRef slot);

/* The one value ever stored into ADDRESS, when ADDRESS is a local variable (an alloca) used only
 * by loads, lifetime markers, that single store (of a value that is not ADDRESS) and fork calls
 * whose bodies only load through it: every load of it that reads a defined value reads that one.
 * NULL otherwise. */
LLVMValueRef ae_omp_captured_value(LLVMValueRef address);

/* SLOT is a local variable (an alloca) that the OpenMP runtime's worksharing entries
 * (__kmpc_for_static_init_*, __kmpc_dispatch_init_* / _next_*, __kmpc_dist_*) fill in: its
 * address is used only by loads, stores into it, lifetime markers and those calls. libomp writes
 * the loop bounds through these pointers before it returns and keeps no copy (LLVM's OpenMPOpt
 * marks the parameters nocapture when it runs), so no other code, a destructor included, can
 * reach the variable: the missing `nocapture` alias analysis would otherwise need (H8). */
bool ae_omp_slot_is_worksharing_local(LLVMValueRef slot);

#endif
