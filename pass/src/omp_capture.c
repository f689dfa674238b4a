/* OpenMP outlined bodies and their capture slots (see omp_capture.h).
 *
 * Reading other functions from a function pass. ae_omp_is_outlined_body and
 * ae_omp_slot_is_private_capture look beyond the function being transformed: at the uses of a body
 * (the __kmpc_fork_call sites in its callers), at the caller's alloca passed at each site and every
 * use of it, and at the other bodies that alloca is forked into (their linkage, fork sites and
 * parameter uses, and those of the regions nested in them). They read IR only, ask no analysis
 * about another function (so no cached result can be stale) and change nothing outside the function
 * being transformed.
 *
 * The pass visits one function at a time, and each function goes through the whole function
 * pipeline before the next one starts (opt's arc-elide, clang's vectorizer start, full LTO's last
 * extension point); the module and CGSCC passes (inliner, OpenMPOpt, argument promotion) have all
 * run before it. So a caller or another body is seen either as the pipeline received it or after
 * all of it, arc-elide included, depending on the order of functions in the module. Either way the
 * answer is sound: when the check holds in the state it reads, nothing writes the variable while a
 * region runs in the final program, because no pass of that pipeline:
 * - invents a store to memory another thread may reach (the alloca escapes into the fork call), so
 *   a body that only loads through its argument keeps doing so (arc-elide adds only loads);
 * - moves a store or load of the alloca across the fork call, which may read and write it;
 * - lets the alloca's address reach anything new: passes add loads (LICM, arc-elide's preheader
 *   copy), forward or delete loads and stores, delete lifetime markers, duplicate or delete fork
 *   calls; SROA leaves an escaping alloca alone; no inliner or outliner runs.
 * The answer itself could differ between the two states (a pass may fold away a use that is not a
 * plain load, so that the check holds after the pipeline and not before); each answer is sound by
 * the above, and a given module is always visited in the same order.
 * docs/rules/h2-invariant-handle.md
 * ("The facts are read from other functions, in any order") has the argument in full;
 * tests/hoist/h2_omp_capture_order.ll visits bodies before and after their caller, under opt and in
 * the -O2 pipeline, and gets the same result. */
#include "omp_capture.h"

#include "call_sites.h"
#include "rc_identity.h"

#include <string.h>

/* __kmpc_fork_call(ident_t *loc, i32 argc, microtask, captured...): the body is operand 2 and
 * the body's parameter i >= 2 receives operand i + 1 (its first two are the thread ids). */
enum { FORK_MICROTASK_OPERAND = 2, FORK_FIRST_CAPTURE_OPERAND = 3, BODY_FIRST_CAPTURE_PARAM = 2 };

static bool is_fork_call(LLVMValueRef user) {
  const char *name = ae_callee_name(user);
  return LLVMIsACallInst(user) && name && strcmp(name, "__kmpc_fork_call") == 0 &&
         LLVMGetNumArgOperands(user) > FORK_MICROTASK_OPERAND;
}

static bool is_fork_call_to(LLVMValueRef user, LLVMValueRef fn) {
  return is_fork_call(user) &&
         ae_strip_pointer_casts(LLVMGetOperand(user, FORK_MICROTASK_OPERAND)) == fn;
}

static bool has_local_linkage(LLVMValueRef fn) {
  LLVMLinkage linkage = LLVMGetLinkage(fn);
  return linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage;
}

/* Every use of FN is as the microtask of a fork call (and there is at least one). */
static bool only_forked(LLVMValueRef fn) {
  bool any = false;
  for (LLVMUseRef use = LLVMGetFirstUse(fn); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!is_fork_call_to(user, fn) || LLVMGetCalledValue(user) == fn)
      return false;
    any = true;
  }
  return any;
}

bool ae_omp_is_outlined_body(LLVMValueRef fn) {
  return LLVMIsAFunction(fn) && has_local_linkage(fn) && only_forked(fn);
}

/* Every use of BODY's parameter PARAM is a plain load. */
static bool param_only_loaded(LLVMValueRef body, unsigned param) {
  if (param < BODY_FIRST_CAPTURE_PARAM || param >= LLVMCountParams(body))
    return false;
  LLVMValueRef slot = LLVMGetParam(body, param);
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (!LLVMIsALoadInst(user) || LLVMGetVolatile(user))
      return false;
  }
  return true;
}

/* How a parallel-region body uses a captured variable through its parameter, the strongest use
 * first: only loads; loads and stores into it (its address going nowhere but into the fork calls
 * of regions nested in the body, whose bodies use it in the same two ways); anything else. */
enum capture_use { CAPTURE_LOADS, CAPTURE_CONTAINED_STORES, CAPTURE_ESCAPES };

/* How deep a chain of regions nested in one another is followed before giving up. */
enum { NESTED_REGION_DEPTH_LIMIT = 4 };

static enum capture_use worse(enum capture_use a, enum capture_use b) { return a > b ? a : b; }

static enum capture_use fork_capture_use(LLVMValueRef fork, LLVMValueRef address, unsigned depth);

/* How BODY uses its parameter PARAM (see enum capture_use). */
static enum capture_use param_use(LLVMValueRef body, unsigned param, unsigned depth) {
  if (param < BODY_FIRST_CAPTURE_PARAM || param >= LLVMCountParams(body))
    return CAPTURE_ESCAPES;
  LLVMValueRef slot = LLVMGetParam(body, param);
  enum capture_use use_kind = CAPTURE_LOADS;
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user) && !LLVMGetVolatile(user))
      continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != slot) {
      use_kind = worse(use_kind, CAPTURE_CONTAINED_STORES); /* a store into the variable */
    } else if (is_fork_call(user) && depth < NESTED_REGION_DEPTH_LIMIT) {
      /* A region nested in this one: it runs, and joins, while this body runs. */
      if (fork_capture_use(user, slot, depth + 1) == CAPTURE_ESCAPES)
        return CAPTURE_ESCAPES;
      use_kind = worse(use_kind, CAPTURE_CONTAINED_STORES);
    } else {
      return CAPTURE_ESCAPES;
    }
  }
  return use_kind;
}

/* How the region FORK starts uses ADDRESS: the worst use over every capture operand that passes
 * it; it escapes when FORK passes it other than as a capture or the body is not a region body. */
static enum capture_use fork_capture_use(LLVMValueRef fork, LLVMValueRef address, unsigned depth) {
  LLVMValueRef body = ae_strip_pointer_casts(LLVMGetOperand(fork, FORK_MICROTASK_OPERAND));
  if (!ae_omp_is_outlined_body(body))
    return CAPTURE_ESCAPES;
  enum capture_use use_kind = CAPTURE_LOADS;
  unsigned operands = LLVMGetNumArgOperands(fork);
  for (unsigned op = 0; op < operands; ++op) {
    if (LLVMGetOperand(fork, op) != address)
      continue;
    if (op < FORK_FIRST_CAPTURE_OPERAND)
      return CAPTURE_ESCAPES;
    use_kind =
        worse(use_kind,
              param_use(body, op - FORK_FIRST_CAPTURE_OPERAND + BODY_FIRST_CAPTURE_PARAM, depth));
  }
  return use_kind;
}

/* ADDRESS (an alloca) is used only as the address of loads and stores, by lifetime markers, and
 * as a capture of parallel regions. READER, the fork call that starts the region asked about,
 * passes it only to parameters its body only loads through; every other region may also store
 * into it (and hand it to regions nested in it that do no more). Regions of one function run one
 * after another: __kmpc_fork_call returns only after the team has joined, so no other region's
 * store runs while READER's region runs (docs/rules/h2-invariant-handle.md, "OpenMP
 * capture slots"). */
static bool escapes_only_into_forks(LLVMValueRef address, LLVMValueRef reader) {
  for (LLVMUseRef use = LLVMGetFirstUse(address); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user))
      continue;
    if (LLVMIsAStoreInst(user)) {
      if (LLVMGetOperand(user, 0) == address) /* the address itself is stored: it escapes */
        return false;
    } else if (LLVMIsACallInst(user) && ae_is_lifetime_marker(user)) {
      continue;
    } else if (!is_fork_call(user)) {
      return false;
    } else {
      enum capture_use use_kind = fork_capture_use(user, address, 0);
      if (use_kind == CAPTURE_ESCAPES || (user == reader && use_kind != CAPTURE_LOADS))
        return false;
    }
  }
  return true;
}

bool ae_omp_slot_is_private_capture(LLVMValueRef slot) {
  if (!LLVMIsAArgument(slot))
    return false;
  LLVMValueRef body = LLVMGetParamParent(slot);
  if (!ae_omp_is_outlined_body(body))
    return false;
  unsigned param = 0;
  while (LLVMGetParam(body, param) != slot)
    ++param;
  if (!param_only_loaded(body, param))
    return false;
  /* At every fork: the address of a local that escapes nowhere but into read-only captures. */
  unsigned operand = FORK_FIRST_CAPTURE_OPERAND + (param - BODY_FIRST_CAPTURE_PARAM);
  for (LLVMUseRef use = LLVMGetFirstUse(body); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef fork = LLVMGetUser(use);
    if (operand >= LLVMGetNumArgOperands(fork))
      return false;
    LLVMValueRef address = LLVMGetOperand(fork, operand);
    if (!LLVMIsAAllocaInst(address) || !escapes_only_into_forks(address, fork))
      return false;
  }
  return true;
}

bool ae_omp_is_fork_call(LLVMValueRef call) { return is_fork_call(call); }

bool ae_omp_local_escapes_only_into_forks(LLVMValueRef address) {
  bool forked = false;
  for (LLVMUseRef use = LLVMGetFirstUse(address); use && !forked; use = LLVMGetNextUse(use))
    forked = is_fork_call(LLVMGetUser(use));
  return forked && LLVMIsAAllocaInst(address) && escapes_only_into_forks(address, NULL);
}

LLVMValueRef ae_omp_fork_capture(LLVMValueRef fork, LLVMValueRef slot) {
  if (!LLVMIsAArgument(slot) || !is_fork_call(fork))
    return NULL;
  LLVMValueRef body = LLVMGetParamParent(slot);
  unsigned param = 0;
  while (LLVMGetParam(body, param) != slot)
    ++param;
  unsigned operand = FORK_FIRST_CAPTURE_OPERAND + (param - BODY_FIRST_CAPTURE_PARAM);
  if (param < BODY_FIRST_CAPTURE_PARAM || operand >= LLVMGetNumArgOperands(fork))
    return NULL;
  return LLVMGetOperand(fork, operand);
}

LLVMValueRef ae_omp_captured_value(LLVMValueRef address) {
  if (!address || !LLVMIsAAllocaInst(address))
    return NULL;
  LLVMValueRef value = NULL;
  for (LLVMUseRef use = LLVMGetFirstUse(address); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user) || (LLVMIsACallInst(user) && ae_is_lifetime_marker(user)))
      continue;
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != address && !value &&
        !LLVMGetVolatile(user))
      value = LLVMGetOperand(user, 0);
    else if (!is_fork_call(user) || fork_capture_use(user, address, 0) != CAPTURE_LOADS)
      return NULL;
  }
  return value;
}

/* The worksharing entries of libomp that take loop-bound pointers. */
static bool is_worksharing_entry(LLVMValueRef call) {
  static const char *const prefixes[] = {
      "__kmpc_for_static_init_",        "__kmpc_dispatch_init_",
      "__kmpc_dispatch_next_",          "__kmpc_dist_for_static_init_",
      "__kmpc_distribute_static_init_", "__kmpc_dist_dispatch_init_"};
  const char *name = ae_callee_name(call);
  if (!LLVMIsACallInst(call) || !name)
    return false;
  for (size_t k = 0; k < sizeof prefixes / sizeof *prefixes; ++k)
    if (strncmp(name, prefixes[k], strlen(prefixes[k])) == 0)
      return true;
  return false;
}

bool ae_omp_slot_is_worksharing_local(LLVMValueRef slot) {
  if (!LLVMIsAAllocaInst(slot))
    return false;
  bool passed = false;
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsALoadInst(user))
      continue;
    if (LLVMIsAStoreInst(user)) {
      if (LLVMGetOperand(user, 0) == slot) /* the address itself is stored: it escapes */
        return false;
    } else if (LLVMIsACallInst(user) && ae_is_lifetime_marker(user)) {
      continue;
    } else if (is_worksharing_entry(user) && LLVMGetCalledValue(user) != slot) {
      passed = true;
    } else {
      return false;
    }
  }
  return passed;
}
