/* Inlined reference counting, raised to calls and lowered back (see inlined_counts.h): the
 * recognisers of libc++'s and Rust's count changes (libstdc++'s are in inlined_libstdcxx.c), the
 * raise, and the lowering. */
#include "inlined_counts.h"

#include "effects.h"
#include "inlined_intrusive.h"
#include "inlined_library.h"
#include "inlined_libstdcxx.h"
#include "ptr_map.h"
#include "raise_log.h"
#include "value_list.h"

#include <llvm-c/DebugInfo.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* libc++'s out-of-line half of a shared_ptr's last release (in libc++.so): decrements the weak
 * count and frees the control block when it reaches zero. */
static const char LIBCXX_RELEASE_WEAK[] = "_ZNSt3__119__shared_weak_count14__release_weakEv";
/* Every monomorphised alloc::sync::Arc<T,A>::drop_slow, in rustc's legacy mangling (v0 below). */
static const char RUST_ARC_DROP_SLOW[] = "_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow";

typedef enum Library {
  LIBCXX_SHARED_PTR,
  RUST_ARC,
  LIBSTDCXX_SHARED_PTR,
  INTRUSIVE_COUNT,
  LIBRARY_COUNT
} Library;

/* Each library's profile (runtime_profiles.def) and its entries, retain then release. */
static const char *const profile_names[LIBRARY_COUNT] = {
    [LIBCXX_SHARED_PTR] = "libcxx_shared_ptr",
    [RUST_ARC] = "rust_arc",
    [LIBSTDCXX_SHARED_PTR] = "libstdcxx_shared_ptr",
    [INTRUSIVE_COUNT] = "intrusive_count",
};
static const char *const entry_names[LIBRARY_COUNT][2] = {
    [LIBCXX_SHARED_PTR] = {"__arcelide_libcxx_shared_ptr_retain",
                           "__arcelide_libcxx_shared_ptr_release"},
    [RUST_ARC] = {"__arcelide_rust_arc_retain", "__arcelide_rust_arc_release"},
    [LIBSTDCXX_SHARED_PTR] = {"__arcelide_libstdcxx_shared_ptr_retain",
                              "__arcelide_libstdcxx_shared_ptr_release"},
    [INTRUSIVE_COUNT] = {"__arcelide_intrusive_retain", "__arcelide_intrusive_release"},
};

/* What each entry stands for, in remarks (ae_inlined_count_text). */
static const char *const entry_texts[LIBRARY_COUNT][2] = {
    [LIBCXX_SHARED_PTR] = {"the inlined copy of a std::shared_ptr (libc++)",
                           "the inlined drop of a std::shared_ptr (libc++)"},
    [RUST_ARC] = {"the inlined Arc::clone", "the inlined drop of an Arc"},
    [LIBSTDCXX_SHARED_PTR] = {"the inlined copy of a std::shared_ptr (libstdc++)",
                              "the inlined drop of a std::shared_ptr (libstdc++)"},
    [INTRUSIVE_COUNT] = {"the inlined increment of an intrusive count",
                         "the inlined decrement of an intrusive count"},
};

const char *ae_inlined_count_text(const char *name) {
  for (int l = 0; name && l < LIBRARY_COUNT; ++l)
    for (int k = 0; k < 2; ++k)
      if (strcmp(name, entry_names[l][k]) == 0)
        return entry_texts[l][k];
  return NULL;
}

/* One raised call and the instructions it stands for, which the raise took out of the function
 * and wrote down in its log (raise_log.h): the RMW, its test and the branch into the
 * last-reference path (or the trap), whose place a branch past that path takes; or libc++'s
 * out-of-line ~shared_ptr() call. The pass never moves a raised call, so undoing the log puts
 * them back where they stood, just before the call. */
typedef struct RaisedSite {
  LLVMValueRef call;     /* NULL once the pass deleted it */
  RaiseLog *log;         /* NULL once lowered or deleted */
  LLVMValueRef added[2]; /* a destructor call's raise: the address and load of the slot's control
                            block it added before the call (NULL otherwise) */
} RaisedSite;

struct ArcRaisedCounts {
  bool library[LIBRARY_COUNT]; /* the libraries whose counts were raised: their entries' names are
                      the pass's own in this module (library_used) */
  RaisedSite *sites;
  size_t count, capacity;
  PtrMap site_of; /* raised call -> its site's index + 1 */
  /* intrusive counts: every decrement's last-reference region, which an inserted release copies;
   * a raised release's second argument is `inttoptr (index + 1)` (intrusive_tag) */
  IntrusiveRegion *regions;
  size_t region_count;
};

/* ---- which library ----------------------------------------------------------------------------
 */

/* rustc's v0 mangling (the standard library's, and -C symbol-mangling-version=v0): an inherent
 * method of the generic alloc::sync::Arc named drop_slow, e.g.
 * _RNvMsn_NtCs..._5alloc4syncINtB5_3Arc...E9drop_slowCs..._4user. */
static bool is_v0_arc_drop_slow(const char *name, size_t length) {
  if (length < 5 || strncmp(name, "_RNvM", 5) != 0)
    return false;
  const char *sync = strstr(name, "_5alloc4sync");
  const char *arc = sync ? strstr(sync, "3Arc") : NULL;
  return arc && strstr(arc, "E9drop_slow") != NULL;
}

static bool is_rust_drop_slow(LLVMValueRef fn) {
  size_t length = 0;
  const char *name = fn && LLVMIsAFunction(fn) ? LLVMGetValueName2(fn, &length) : NULL;
  if (!name)
    return false;
  return (length > sizeof RUST_ARC_DROP_SLOW - 1 &&
          strncmp(name, RUST_ARC_DROP_SLOW, sizeof RUST_ARC_DROP_SLOW - 1) == 0) ||
         is_v0_arc_drop_slow(name, length);
}

/* MODULE holds code rustc compiled: one of its llvm.ident entries (LTO keeps each input's) says
 * "rustc version ...". */
static bool compiled_by_rustc(LLVMModuleRef module) {
  static const char ident[] = "llvm.ident", rustc[] = "rustc version";
  unsigned count = LLVMGetNamedMetadataNumOperands(module, ident);
  if (!count)
    return false;
  LLVMValueRef *nodes = malloc(count * sizeof *nodes);
  if (!nodes)
    abort();
  LLVMGetNamedMetadataOperands(module, ident, nodes);
  bool found = false;
  for (unsigned i = 0; i < count && !found; ++i) {
    if (LLVMGetMDNodeNumOperands(nodes[i]) < 1)
      continue;
    LLVMValueRef text;
    LLVMGetMDNodeOperands(nodes[i], &text);
    unsigned length = 0;
    const char *string = text ? LLVMGetMDString(text, &length) : NULL;
    found = string && length >= sizeof rustc - 1 && strncmp(string, rustc, sizeof rustc - 1) == 0;
  }
  free(nodes);
  return found;
}

static bool library_used(LLVMModuleRef module, Library library) {
  /* The entries' names are the pass's own: a module that declares one itself (with whatever type)
   * is left alone, for that library. A declaration of the pass's still there from an earlier
   * function has the right type and no use. */
  for (int k = 0; k < 2; ++k) {
    LLVMValueRef own = LLVMGetNamedFunction(module, entry_names[library][k]);
    LLVMTypeRef type = own ? LLVMGlobalGetValueType(own) : NULL;
    if (own && (LLVMGetFirstUse(own) || !LLVMIsDeclaration(own) || LLVMIsFunctionVarArg(type) ||
                LLVMCountParamTypes(type) != (k == 0 ? 1u : 2u) ||
                LLVMGetTypeKind(LLVMGetReturnType(type)) != LLVMVoidTypeKind))
      return false;
  }
  if (library == LIBCXX_SHARED_PTR)
    return LLVMGetNamedFunction(module, LIBCXX_RELEASE_WEAK) != NULL;
  if (library == INTRUSIVE_COUNT)
    return ae_intrusive_used(module);
  if (library == LIBSTDCXX_SHARED_PTR) /* its counts are volatile RMWs */
    return ae_fx_volatile_count_may_move(ae_profile_find(profile_names[library])) &&
           ae_libstdcxx_used(module);
  if (!compiled_by_rustc(module))
    return false; /* a C or C++ function may carry drop_slow's name (an asm label) */
  for (LLVMValueRef fn = LLVMGetFirstFunction(module); fn; fn = LLVMGetNextFunction(fn))
    if (is_rust_drop_slow(fn))
      return true;
  return false;
}

static bool library_of(const ArcProfile *profile, Library *library) {
  if (!profile->inlined_counts)
    return false;
  for (int l = 0; l < LIBRARY_COUNT; ++l)
    if (strcmp(profile->entries[0].name, entry_names[l][0]) == 0) {
      *library = (Library)l;
      return true;
    }
  return false;
}

bool ae_inlined_counts_library_used(LLVMModuleRef module, const ArcProfile *profile) {
  Library library;
  return library_of(profile, &library) && library_used(module, library);
}

/* ---- recognition ------------------------------------------------------------------------------
 */

/* What a recogniser found: the object, the instructions the call replaces, where it goes. */
typedef struct Match {
  Library library;
  bool retain;
  LLVMValueRef object;
  LLVMValueRef slow_fn; /* a release's out-of-line function: __release_weak, drop_slow */
  LLVMValueRef rmw, branch;
  LLVMBasicBlockRef taken; /* the last-reference path, or the trap */
  LLVMBasicBlockRef past;  /* where the branch past the last-reference path (or trap) goes */
  bool nounwind;
} Match;

/* An RMW of LIBRARY with operation OP of the constant VALUE, ORDERING, 64 bits, on the whole
 * system, not volatile (unless the library's profile says its volatile is only its API's); its
 * address's object at OFFSET in *OBJECT. */
static bool count_rmw(Library library, LLVMValueRef i, LLVMAtomicRMWBinOp op, long long value,
                      LLVMAtomicOrdering ordering, int64_t offset, LLVMValueRef *object) {
  if (!LLVMIsAAtomicRMWInst(i) || LLVMGetAtomicRMWBinOp(i) != op ||
      LLVMGetOrdering(i) != ordering || LLVMIsAtomicSingleThread(i) ||
      (LLVMGetVolatile(i) &&
       !ae_fx_volatile_count_may_move(ae_profile_find(profile_names[library]))))
    return false;
  LLVMValueRef operand = LLVMGetOperand(i, 1);
  if (!ic_is_constant(operand, value) || LLVMGetIntTypeWidth(LLVMTypeOf(operand)) != 64)
    return false;
  int64_t at = 0;
  *object = ae_pointer_base(LLVMGetOperand(i, 0), &at);
  return at == offset;
}

/* RMW is followed by `icmp PRED rmw, VALUE` and a conditional branch on it, each the other's only
 * use: the test's true successor in M->taken, the other in M->past. */
static bool tested(LLVMValueRef rmw, LLVMIntPredicate pred, long long value, Match *m) {
  LLVMValueRef test = LLVMGetNextInstruction(rmw);
  if (!test || !LLVMIsAICmpInst(test) || LLVMGetICmpPredicate(test) != pred ||
      LLVMGetOperand(test, 0) != rmw || !ic_is_constant(LLVMGetOperand(test, 1), value) ||
      !ic_one_use_by(rmw, test))
    return false;
  LLVMValueRef branch = LLVMGetNextInstruction(test);
  if (!branch || !LLVMIsABranchInst(branch) || !LLVMIsConditional(branch) ||
      LLVMGetCondition(branch) != test || !ic_one_use_by(test, branch))
    return false;
  m->taken = LLVMGetSuccessor(branch, 0);
  m->past = LLVMGetSuccessor(branch, 1);
  m->rmw = rmw, m->branch = branch;
  return m->taken != m->past;
}

/* libc++'s last-reference path: vtable slot 2 (__on_zero_shared) with CB, then __release_weak(CB),
 * then back to PAST. */
LLVMValueRef ic_virtual_call(LLVMValueRef i, LLVMValueRef cb, int64_t slot, bool *nounwind) {
  LLVMValueRef vtable = ic_skip_geps(i);
  if (!vtable || !LLVMIsALoadInst(vtable) || LLVMGetVolatile(vtable) ||
      !ic_points_at(LLVMGetOperand(vtable, 0), cb, 0))
    return NULL;
  LLVMValueRef fn = ic_skip_geps(LLVMGetNextInstruction(vtable));
  if (!fn || !LLVMIsALoadInst(fn) || LLVMGetVolatile(fn) ||
      !ic_points_at(LLVMGetOperand(fn, 0), vtable, slot))
    return NULL;
  LLVMValueRef call = LLVMGetNextInstruction(fn);
  if (!ic_call_with(call, cb) || LLVMGetCalledValue(call) != fn)
    return NULL;
  *nounwind = *nounwind && ic_call_is_nounwind(call);
  return LLVMGetNextInstruction(call);
}

static bool libcxx_last_reference_path(LLVMBasicBlockRef slow, LLVMValueRef cb, Match *m) {
  LLVMValueRef first = LLVMGetFirstInstruction(slow);
  bool nounwind = true;
  if (!first || LLVMIsAGetElementPtrInst(first)) /* the block begins with the vtable's load */
    return false;
  LLVMValueRef release_weak = ic_virtual_call(first, cb, 16, &nounwind);
  if (!ic_call_with(release_weak, cb) || ae_callee_name(release_weak) == NULL ||
      strcmp(ae_callee_name(release_weak), LIBCXX_RELEASE_WEAK) != 0)
    return false;
  if (!ic_is_unconditional_branch_to(LLVMGetNextInstruction(release_weak), m->past))
    return false;
  m->slow_fn = LLVMGetCalledValue(release_weak);
  m->nounwind = nounwind && ic_call_is_nounwind(release_weak);
  return true;
}

static bool match_libcxx(LLVMValueRef i, Match *m) {
  LLVMValueRef cb = NULL;
  m->library = LIBCXX_SHARED_PTR;
  if (count_rmw(LIBCXX_SHARED_PTR, i, LLVMAtomicRMWBinOpAdd, 1, LLVMAtomicOrderingMonotonic, 8,
                &cb)) {
    if (LLVMGetFirstUse(i))
      return false; /* its old value is read: not a shared_ptr copy */
    m->retain = true, m->object = cb, m->rmw = i, m->nounwind = true;
    return true;
  }
  if (!count_rmw(LIBCXX_SHARED_PTR, i, LLVMAtomicRMWBinOpAdd, -1, LLVMAtomicOrderingAcquireRelease,
                 8, &cb) ||
      !tested(i, LLVMIntEQ, 0, m) || !libcxx_last_reference_path(m->taken, cb, m))
    return false;
  m->retain = false, m->object = cb;
  return true;
}

/* A Rust slot for drop_slow: an alloca that holds only INNER (every store into it stores INNER,
 * one of them in RMW's block before RMW) and that nothing but drop_slow calls and lifetime
 * markers read or capture. */
static bool slot_holds_only(LLVMValueRef slot, LLVMValueRef inner, LLVMValueRef rmw) {
  if (!LLVMIsAAllocaInst(slot))
    return false;
  for (LLVMUseRef use = LLVMGetFirstUse(slot); use; use = LLVMGetNextUse(use)) {
    LLVMValueRef user = LLVMGetUser(use);
    if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 1) == slot &&
        LLVMGetOperand(user, 0) == inner && !LLVMGetVolatile(user))
      continue;
    if (LLVMIsACallInst(user) &&
        (ae_is_lifetime_marker(user) ||
         (is_rust_drop_slow(LLVMGetCalledValue(user)) && LLVMGetNumArgOperands(user) == 1 &&
          LLVMGetOperand(user, 0) == slot)))
      continue;
    return false;
  }
  for (LLVMValueRef i = LLVMGetPreviousInstruction(rmw); i; i = LLVMGetPreviousInstruction(i))
    if (LLVMIsAStoreInst(i) && LLVMGetOperand(i, 1) == slot)
      return true;
  return false;
}

static bool rust_last_reference_path(LLVMBasicBlockRef slow, LLVMValueRef inner, Match *m) {
  LLVMValueRef fence = LLVMGetFirstInstruction(slow);
  if (!fence || !LLVMIsAFenceInst(fence) || LLVMGetOrdering(fence) != LLVMAtomicOrderingAcquire ||
      LLVMIsAtomicSingleThread(fence))
    return false;
  LLVMValueRef drop = LLVMGetNextInstruction(fence);
  if (!drop || !LLVMIsACallInst(drop) || !is_rust_drop_slow(LLVMGetCalledValue(drop)) ||
      LLVMGetNumArgOperands(drop) != 1 || !slot_holds_only(LLVMGetOperand(drop, 0), inner, m->rmw))
    return false;
  if (!ic_is_unconditional_branch_to(LLVMGetNextInstruction(drop), m->past))
    return false;
  m->slow_fn = LLVMGetCalledValue(drop);
  m->nounwind = ic_call_is_nounwind(drop);
  return true;
}

static bool is_trap_block(LLVMBasicBlockRef bb) {
  LLVMValueRef trap = LLVMGetFirstInstruction(bb);
  const char *name = ae_callee_name(trap);
  LLVMValueRef next = trap ? LLVMGetNextInstruction(trap) : NULL;
  return name && strcmp(name, "llvm.trap") == 0 && next && LLVMIsAUnreachableInst(next);
}

static bool match_rust(LLVMValueRef i, Match *m) {
  LLVMValueRef inner = NULL;
  m->library = RUST_ARC;
  if (count_rmw(RUST_ARC, i, LLVMAtomicRMWBinOpAdd, 1, LLVMAtomicOrderingMonotonic, 0, &inner)) {
    if (!tested(i, LLVMIntSLT, 0, m) || !is_trap_block(m->taken))
      return false;
    m->retain = true, m->nounwind = true;
  } else if (count_rmw(RUST_ARC, i, LLVMAtomicRMWBinOpSub, 1, LLVMAtomicOrderingRelease, 0,
                       &inner)) {
    if (!tested(i, LLVMIntEQ, 1, m) || !rust_last_reference_path(m->taken, inner, m))
      return false;
    m->retain = false;
  } else {
    return false;
  }
  m->object = inner;
  return true;
}

/* ---- raising ----------------------------------------------------------------------------------
 */

static LLVMValueRef entry_function(LLVMModuleRef module, Library library, bool retain) {
  const char *name = entry_names[library][retain ? 0 : 1];
  LLVMValueRef fn = LLVMGetNamedFunction(module, name);
  if (fn)
    return fn;
  LLVMContextRef context = LLVMGetModuleContext(module);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(context, 0);
  LLVMTypeRef params[2] = {ptr, ptr};
  LLVMTypeRef type = LLVMFunctionType(LLVMVoidTypeInContext(context), params, retain ? 1 : 2, 0);
  return LLVMAddFunction(module, name, type);
}

static void add_attribute(LLVMValueRef call, const char *name) {
  LLVMContextRef context = LLVMGetTypeContext(LLVMTypeOf(call));
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddCallSiteAttribute(call, LLVMAttributeFunctionIndex,
                           LLVMCreateEnumAttribute(context, kind, 0));
}

static void add_nounwind(LLVMValueRef call) { add_attribute(call, "nounwind"); }

static void add_site(ArcRaisedCounts *R, const RaisedSite *site) {
  if (R->count == R->capacity) {
    R->capacity = R->capacity ? 2 * R->capacity : 8;
    R->sites = realloc(R->sites, R->capacity * sizeof *R->sites);
    if (!R->sites)
      abort();
  }
  R->sites[R->count++] = *site;
  ae_ptr_map_put(&R->site_of, site->call, (void *)(uintptr_t)R->count);
}

/* The raised call of LIBRARY's retain or release of OBJECT, before RMW: it stands where the RMW
 * stood, with its debug location. */
static LLVMValueRef raised_call(Library library, bool retain, LLVMValueRef object,
                                LLVMValueRef slow_fn, bool nounwind, LLVMValueRef rmw) {
  LLVMModuleRef module =
      LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(rmw)));
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
  LLVMValueRef fn = entry_function(module, library, retain);
  LLVMPositionBuilderBefore(b, rmw);
  LLVMValueRef args[2] = {object, slow_fn};
  LLVMValueRef call = LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, args, retain ? 1 : 2, "");
  LLVMInstructionSetDebugLoc(call, LLVMInstructionGetDebugLoc(rmw));
  if (nounwind)
    add_nounwind(call);
  /* A shared_ptr's increment is an add and nothing else: it returns, which LLVM's must-execute
   * analysis (H5) needs to know of every call before a retain. Rust's may abort on overflow. */
  if (retain && library != RUST_ARC)
    add_attribute(call, "willreturn");
  LLVMDisposeBuilder(b);
  return call;
}

static void raise(ArcRaisedCounts *R, const Match *m) {
  RaisedSite site = {
      .call = raised_call(m->library, m->retain, m->object, m->slow_fn, m->nounwind, m->rmw),
      .log = ae_raise_log_new()};
  if (m->branch) /* the RMW and its test, just before the branch (tested) */
    ae_raise_log_cut_branch(site.log, LLVMGetInstructionParent(m->rmw), 2, m->past);
  else
    ae_raise_log_detach(site.log, m->rmw, site.call);
  ae_raise_log_seal(site.log);
  add_site(R, &site);
}

/* libstdc++'s: the raise's log keeps what it took out (inlined_libstdcxx.h). */
static void raise_libstdcxx(ArcRaisedCounts *R, const StdcxxMatch *m) {
  RaisedSite site = {.call = raised_call(LIBSTDCXX_SHARED_PTR, m->retain, m->object, m->cold_fn,
                                         m->nounwind, m->rmw)};
  site.log = ae_libstdcxx_raise(m, site.call);
  add_site(R, &site);
}

bool ic_unary_odr_definition(LLVMValueRef fn) {
  if (!fn || !LLVMIsAFunction(fn) || LLVMIsDeclaration(fn) || LLVMCountParams(fn) != 1)
    return false;
  LLVMLinkage linkage = LLVMGetLinkage(fn);
  return linkage == LLVMLinkOnceODRLinkage || linkage == LLVMWeakODRLinkage ||
         linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage;
}

bool ic_shared_ptr_destructor_entry(LLVMValueRef fn, LLVMValueRef *cb, LLVMBasicBlockRef *drop,
                                    LLVMBasicBlockRef *done) {
  if (!ic_unary_odr_definition(fn))
    return false;
  LLVMValueRef load = ic_skip_geps(LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)));
  if (!load || !LLVMIsALoadInst(load) || !ic_plain_access(load) ||
      !ic_points_at(LLVMGetOperand(load, 0), LLVMGetParam(fn, 0), 8))
    return false;
  LLVMValueRef test = LLVMGetNextInstruction(load);
  LLVMValueRef branch = test ? LLVMGetNextInstruction(test) : NULL;
  if (!test || !LLVMIsAICmpInst(test) || LLVMGetOperand(test, 0) != load ||
      !LLVMIsAConstantPointerNull(LLVMGetOperand(test, 1)) || !branch ||
      !LLVMIsABranchInst(branch) || !LLVMIsConditional(branch) || LLVMGetCondition(branch) != test)
    return false;
  LLVMIntPredicate pred = LLVMGetICmpPredicate(test);
  if (pred != LLVMIntEQ && pred != LLVMIntNE)
    return false;
  *done = LLVMGetSuccessor(branch, pred == LLVMIntEQ ? 0 : 1);
  *drop = LLVMGetSuccessor(branch, pred == LLVMIntEQ ? 1 : 0);
  LLVMValueRef ret = LLVMGetFirstInstruction(*done);
  *cb = load;
  return ret && LLVMIsAReturnInst(ret) && LLVMGetNumOperands(ret) == 0;
}

/* libc++'s out-of-line ~shared_ptr() for any T: its entry as ic_shared_ptr_destructor_entry says,
 * with 4 blocks, the drop exactly as match_libcxx recognises it. Its last-reference path's
 * out-of-line function in *M. */
static bool is_libcxx_shared_ptr_destructor(LLVMValueRef fn, Match *m) {
  LLVMValueRef cb;
  LLVMBasicBlockRef drop, done;
  if (!ic_shared_ptr_destructor_entry(fn, &cb, &drop, &done) || LLVMCountBasicBlocks(fn) != 4)
    return false;
  LLVMValueRef rmw = ic_skip_geps(LLVMGetFirstInstruction(drop));
  return rmw && match_libcxx(rmw, m) && !m->retain && m->object == cb && m->past == done;
}

/* A call of libc++'s ~shared_ptr() or libstdc++'s ~__shared_ptr() on SLOT becomes the drop of
 * the control block the slot holds (both keep it in the shared_ptr's second word): `cb = load
 * (slot + 8)`, the release of cb, whose last-reference path calls SLOW_FN. Without THROUGH_SLOT
 * (an intrusive count's out-of-line release, SLOW_FN itself) the call's argument is the object. */
static void raise_release_call(ArcRaisedCounts *R, LLVMValueRef call, Library library,
                               LLVMValueRef slow_fn, bool nounwind, bool through_slot) {
  LLVMModuleRef module =
      LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)));
  LLVMContextRef context = LLVMGetModuleContext(module);
  LLVMBuilderRef b = LLVMCreateBuilderInContext(context);
  LLVMPositionBuilderBefore(b, call);
  LLVMSetCurrentDebugLocation2(b, LLVMInstructionGetDebugLoc(call));
  RaisedSite site = {.log = ae_raise_log_new()};
  LLVMValueRef object = LLVMGetOperand(call, 0);
  if (through_slot) {
    LLVMTypeRef ptr = LLVMPointerTypeInContext(context, 0);
    LLVMValueRef eight = LLVMConstInt(LLVMInt64TypeInContext(context), 8, 0);
    site.added[0] = LLVMBuildInBoundsGEP2(b, LLVMInt8TypeInContext(context), object, &eight, 1, "");
    object = site.added[1] = LLVMBuildLoad2(b, ptr, site.added[0], "");
    LLVMSetAlignment(site.added[1], 8);
    if (!LLVMIsAInstruction(site.added[0]))
      site.added[0] = NULL; /* folded: a constant slot (a landing pad's NULL `this`) */
  }
  LLVMValueRef fn = entry_function(module, library, false);
  LLVMValueRef args[2] = {object, slow_fn};
  site.call = LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, args, 2, "");
  if (nounwind)
    add_nounwind(site.call);
  ae_raise_log_detach(site.log, call, site.call);
  ae_raise_log_seal(site.log);
  LLVMDisposeBuilder(b);
  add_site(R, &site);
}

/* ---- intrusive counts (inlined_intrusive.h) ---------------------------------------------------
 */

/* The tag a raised intrusive release carries for the region of R->regions[INDEX]. */
static LLVMValueRef intrusive_tag(LLVMContextRef context, size_t index) {
  return LLVMConstIntToPtr(LLVMConstInt(LLVMInt64TypeInContext(context), index + 1, 0),
                           LLVMPointerTypeInContext(context, 0));
}

static const IntrusiveRegion *tagged_region(const ArcRaisedCounts *R, LLVMValueRef tag) {
  if (!LLVMIsAConstantExpr(tag) || LLVMGetConstOpcode(tag) != LLVMIntToPtr)
    return NULL;
  unsigned long long index = LLVMConstIntGetZExtValue(LLVMGetOperand(tag, 0));
  return index >= 1 && index <= R->region_count ? &R->regions[index - 1] : NULL;
}

enum { NOT_A_RELEASE = 1, RELEASE = 2, NOUNWIND_RELEASE = 3 }; /* a callee's answer, cached */

/* What the raise learns of a function's intrusive counts before it raises any (one pass over the
 * function: each callee is asked once whether it is an out-of-line release). */
typedef struct IntrusiveScan {
  PtrMap in_region;    /* the blocks of every region: nothing in them is raised on its own */
  PtrMap owned;        /* the objects a decrement or out-of-line release outside them releases */
  PtrMap region_of;    /* a region's decrement -> its index in R->regions + 1 */
  PtrMap release_call; /* a call of an out-of-line release outside them -> RELEASE or
                          NOUNWIND_RELEASE */
} IntrusiveScan;

/* Every intrusive decrement of FN with its region, but those inside another's region (a member's
 * count, dropped by the destructor: the outer region is copied whole), and every call of an
 * out-of-line release outside the regions. */
static void scan_intrusive(ArcRaisedCounts *R, LLVMValueRef fn, IntrusiveScan *S) {
  size_t capacity = 0;
  ValueList calls = {0};
  PtrMap answer = {0}; /* callee -> NOT_A_RELEASE, RELEASE or NOUNWIND_RELEASE */
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      IntrusiveRegion region;
      if (LLVMIsACallInst(i) && LLVMGetNumArgOperands(i) == 1) {
        LLVMValueRef callee = LLVMGetCalledValue(i);
        uintptr_t known = (uintptr_t)ae_ptr_map_get(&answer, callee);
        if (!known) {
          bool nounwind = false;
          known = !ae_intrusive_is_release_function(callee, &nounwind) ? NOT_A_RELEASE
                  : nounwind                                           ? NOUNWIND_RELEASE
                                                                       : RELEASE;
          ae_ptr_map_put(&answer, callee, (void *)known);
        }
        if (known != NOT_A_RELEASE) {
          value_list_push(&calls, i);
          ae_ptr_map_put(&S->release_call, i, (void *)known);
        }
      }
      if (!LLVMIsAAtomicRMWInst(i) || !ae_intrusive_match_decrement(i, &region))
        continue;
      if (R->region_count == capacity) {
        capacity = capacity ? 2 * capacity : 4;
        R->regions = realloc(R->regions, capacity * sizeof *R->regions);
        if (!R->regions)
          abort();
      }
      R->regions[R->region_count++] = region;
    }
  ae_ptr_map_free(&answer);
  for (size_t r = 0; r < R->region_count; ++r)
    for (size_t k = 0; k < R->regions[r].count; ++k)
      ae_ptr_map_put(&S->in_region, R->regions[r].blocks[k], (void *)1);
  size_t kept = 0;
  for (size_t r = 0; r < R->region_count; ++r) {
    if (ae_ptr_map_contains(&S->in_region, LLVMGetInstructionParent(R->regions[r].rmw))) {
      ae_intrusive_region_free(&R->regions[r]);
    } else {
      ae_ptr_set_add(&S->owned, R->regions[r].object);
      R->regions[kept++] = R->regions[r];
      ae_ptr_map_put(&S->region_of, R->regions[r].rmw, (void *)(uintptr_t)kept);
    }
  }
  R->region_count = kept;
  for (size_t c = 0; c < calls.count; ++c) {
    LLVMValueRef call = calls.items[c];
    int64_t at = -1;
    LLVMValueRef object = ae_pointer_base(LLVMGetOperand(call, 0), &at);
    if (ae_ptr_map_contains(&S->in_region, LLVMGetInstructionParent(call)))
      ae_ptr_map_remove(&S->release_call, call);
    else if (at == 0)
      ae_ptr_set_add(&S->owned, object);
  }
  value_list_free(&calls);
}

static void intrusive_scan_free(IntrusiveScan *S) {
  ae_ptr_map_free(&S->in_region);
  ae_ptr_map_free(&S->owned);
  ae_ptr_map_free(&S->region_of);
  ae_ptr_map_free(&S->release_call);
}

/* I, outside every region, is an increment of an object that one of R's decrements owns (row
 * INTRUSIVE_COUNT_OWNS_OBJECT), or a decrement with its region: *M says what to raise. */
static bool match_intrusive(const ArcRaisedCounts *R, const IntrusiveScan *S, LLVMValueRef i,
                            Match *m) {
  if (ae_ptr_map_contains(&S->in_region, LLVMGetInstructionParent(i)))
    return false;
  m->library = INTRUSIVE_COUNT;
  LLVMValueRef object;
  if (ae_intrusive_match_increment(i, &object)) {
    if (!ae_fx_count_owns_object(ae_ptr_map_contains(&S->owned, object)))
      return false;
    m->retain = true, m->object = object, m->rmw = i, m->nounwind = true;
    return true;
  }
  size_t index = (size_t)(uintptr_t)ae_ptr_map_get(&S->region_of, i);
  if (!index)
    return false;
  const IntrusiveRegion *region = &R->regions[index - 1];
  m->retain = false, m->object = region->object, m->rmw = i;
  m->branch = LLVMGetNextInstruction(LLVMGetNextInstruction(i));
  m->taken = region->entry, m->past = region->past, m->nounwind = region->nounwind;
  m->slow_fn = intrusive_tag(LLVMGetTypeContext(LLVMTypeOf(i)), index - 1);
  return true;
}

ArcRaisedCounts *ae_raise_inlined_counts(LLVMValueRef fn, const ArcProfile *profile,
                                         bool *changed) {
  LLVMModuleRef module = LLVMGetGlobalParent(fn);
  Library library;
  bool wanted[LIBRARY_COUNT] = {false}, any = false;
  for (int l = 0; l < LIBRARY_COUNT; ++l)
    if (!profile || (library_of(profile, &library) && library == (Library)l))
      any |= wanted[l] = library_used(module, (Library)l);
  *changed = false;
  if (!any)
    return NULL;
  ArcRaisedCounts *R = calloc(1, sizeof *R);
  if (!R)
    abort();
  memcpy(R->library, wanted, sizeof wanted);
  IntrusiveScan scan = {0};
  if (wanted[INTRUSIVE_COUNT])
    scan_intrusive(R, fn, &scan);
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i;) {
      LLVMValueRef next = LLVMGetNextInstruction(i);
      Match m = {0};
      StdcxxMatch sm;
      if (LLVMIsAAtomicRMWInst(i) &&
          ((wanted[LIBCXX_SHARED_PTR] && match_libcxx(i, &m)) ||
           (wanted[RUST_ARC] && (m = (Match){0}, match_rust(i, &m))) ||
           (wanted[INTRUSIVE_COUNT] && (m = (Match){0}, match_intrusive(R, &scan, i, &m))))) {
        if (m.branch)
          next = LLVMGetNextInstruction(m.branch);
        raise(R, &m);
      } else if (LLVMIsAAtomicRMWInst(i) && wanted[LIBSTDCXX_SHARED_PTR] &&
                 ae_libstdcxx_match(i, &sm)) {
        raise_libstdcxx(R, &sm); /* the next instruction stays in the function */
      } else if (LLVMIsACallInst(i) && LLVMGetNumArgOperands(i) == 1) {
        LLVMValueRef callee = LLVMGetCalledValue(i);
        if (wanted[LIBCXX_SHARED_PTR] && is_libcxx_shared_ptr_destructor(callee, &m))
          raise_release_call(R, i, LIBCXX_SHARED_PTR, m.slow_fn, m.nounwind, true);
        else if (wanted[LIBSTDCXX_SHARED_PTR] && ae_libstdcxx_is_destructor(callee, &sm))
          raise_release_call(R, i, LIBSTDCXX_SHARED_PTR, sm.cold_fn, sm.nounwind, true);
        else if (ae_ptr_map_contains(&scan.release_call, i))
          raise_release_call(R, i, INTRUSIVE_COUNT, callee,
                             (uintptr_t)ae_ptr_map_get(&scan.release_call, i) == NOUNWIND_RELEASE,
                             false);
      }
      i = next;
    }
  intrusive_scan_free(&scan);
  *changed = R->count > 0;
  return R;
}

/* ---- lowering ---------------------------------------------------------------------------------
 */

static void delete_kept(RaisedSite *site) {
  ae_raise_log_discard(site->log);
  site->log = NULL;
}

void ae_raised_count_erased(ArcRaisedCounts *R, LLVMValueRef call) {
  size_t index = R ? (size_t)(uintptr_t)ae_ptr_map_get(&R->site_of, call) : 0;
  if (!index)
    return;
  RaisedSite *site = &R->sites[index - 1];
  delete_kept(site);
  site->call = NULL;
  ae_ptr_map_remove(&R->site_of, call);
}

/* A raised call the pass kept: its own instructions again, exactly. */
static void restore(RaisedSite *site) {
  ae_raise_log_undo(site->log);
  site->log = NULL;
  LLVMInstructionEraseFromParent(site->call);
  site->call = NULL;
  for (int k = 1; k >= 0; --k)
    if (site->added[k])
      LLVMInstructionEraseFromParent(site->added[k]);
}

/* ---- expansion: the library's own sequence for a call the pass inserted (inlined_library.h) */

LLVMBasicBlockRef ic_new_block(Expansion *x, const char *name) {
  return LLVMInsertBasicBlockInContext(x->context, x->tail, name);
}

void ic_position_at_end(Expansion *x, LLVMBasicBlockRef bb) {
  LLVMPositionBuilderAtEnd(x->b, bb);
  LLVMSetCurrentDebugLocation2(x->b, LLVMInstructionGetDebugLoc(x->call));
}

void ic_open_head(Expansion *x) {
  LLVMInstructionEraseFromParent(LLVMGetBasicBlockTerminator(x->head));
  ic_position_at_end(x, x->head);
}

LLVMBasicBlockRef ic_unless_null(Expansion *x, const char *name) {
  LLVMBasicBlockRef bb = ic_new_block(x, name);
  ic_open_head(x);
  LLVMValueRef non_null =
      LLVMBuildICmp(x->b, LLVMIntNE, x->object, LLVMConstNull(LLVMTypeOf(x->object)), "");
  LLVMBuildCondBr(x->b, non_null, bb, x->tail);
  ic_position_at_end(x, bb);
  return bb;
}

LLVMValueRef ic_build_call(Expansion *x, LLVMTypeRef type, LLVMValueRef callee, LLVMValueRef *args,
                           unsigned count) {
  LLVMValueRef call = LLVMBuildCall2(x->b, type, callee, args, count, "");
  if (ic_call_is_nounwind(x->call))
    add_nounwind(call);
  return call;
}

static LLVMValueRef count_address(Expansion *x, int64_t offset) {
  if (!offset)
    return x->object;
  LLVMTypeRef i8 = LLVMInt8TypeInContext(x->context);
  LLVMValueRef index =
      LLVMConstInt(LLVMInt64TypeInContext(x->context), (unsigned long long)offset, 0);
  return LLVMBuildInBoundsGEP2(x->b, i8, x->object, &index, 1, "");
}

static LLVMValueRef build_rmw(Expansion *x, LLVMAtomicRMWBinOp op, long long value,
                              LLVMAtomicOrdering ordering, int64_t offset) {
  LLVMValueRef address = count_address(x, offset);
  LLVMValueRef rmw = LLVMBuildAtomicRMW(
      x->b, op, address,
      LLVMConstInt(LLVMInt64TypeInContext(x->context), (unsigned long long)value, 1), ordering, 0);
  LLVMSetAlignment(rmw, 8);
  return rmw;
}

static void expand_libcxx(Expansion *x, bool retain) {
  LLVMTypeRef ptr = LLVMPointerTypeInContext(x->context, 0);
  ic_unless_null(x, retain ? "shared_ptr.copy" : "shared_ptr.drop");
  if (retain) {
    build_rmw(x, LLVMAtomicRMWBinOpAdd, 1, LLVMAtomicOrderingMonotonic, 8);
    LLVMBuildBr(x->b, x->tail);
    return;
  }
  LLVMValueRef old = build_rmw(x, LLVMAtomicRMWBinOpAdd, -1, LLVMAtomicOrderingAcquireRelease, 8);
  LLVMValueRef last = LLVMBuildICmp(x->b, LLVMIntEQ, old, LLVMConstInt(LLVMTypeOf(old), 0, 0), "");
  LLVMBasicBlockRef slow = ic_new_block(x, "shared_ptr.last");
  LLVMBuildCondBr(x->b, last, slow, x->tail);
  ic_position_at_end(x, slow);
  LLVMValueRef vtable = LLVMBuildLoad2(x->b, ptr, x->object, "");
  LLVMValueRef index = LLVMConstInt(LLVMInt64TypeInContext(x->context), 16, 0);
  LLVMValueRef slot =
      LLVMBuildInBoundsGEP2(x->b, LLVMInt8TypeInContext(x->context), vtable, &index, 1, "");
  LLVMValueRef on_zero_shared = LLVMBuildLoad2(x->b, ptr, slot, "");
  LLVMTypeRef void_of_ptr = LLVMFunctionType(LLVMVoidTypeInContext(x->context), &ptr, 1, 0);
  ic_build_call(x, void_of_ptr, on_zero_shared, &x->object, 1);
  LLVMValueRef release_weak = LLVMGetOperand(x->call, 1);
  ic_build_call(x, LLVMGlobalGetValueType(release_weak), release_weak, &x->object, 1);
  LLVMBuildBr(x->b, x->tail);
}

static void expand_rust(Expansion *x, bool retain) {
  LLVMTypeRef ptr = LLVMPointerTypeInContext(x->context, 0);
  LLVMModuleRef module = LLVMGetGlobalParent(LLVMGetBasicBlockParent(x->head));
  ic_open_head(x);
  if (retain) {
    LLVMValueRef old = build_rmw(x, LLVMAtomicRMWBinOpAdd, 1, LLVMAtomicOrderingMonotonic, 0);
    LLVMValueRef overflow =
        LLVMBuildICmp(x->b, LLVMIntSLT, old, LLVMConstInt(LLVMTypeOf(old), 0, 0), "");
    LLVMBasicBlockRef abort_block = ic_new_block(x, "arc.overflow");
    LLVMBuildCondBr(x->b, overflow, abort_block, x->tail);
    ic_position_at_end(x, abort_block);
    const char trap_name[] = "llvm.trap";
    unsigned id = LLVMLookupIntrinsicID(trap_name, sizeof trap_name - 1);
    LLVMValueRef trap = LLVMGetIntrinsicDeclaration(module, id, NULL, 0);
    LLVMBuildCall2(x->b, LLVMGlobalGetValueType(trap), trap, NULL, 0, "");
    LLVMBuildUnreachable(x->b);
    return;
  }
  LLVMValueRef old = build_rmw(x, LLVMAtomicRMWBinOpSub, 1, LLVMAtomicOrderingRelease, 0);
  LLVMValueRef last = LLVMBuildICmp(x->b, LLVMIntEQ, old, LLVMConstInt(LLVMTypeOf(old), 1, 0), "");
  LLVMBasicBlockRef slow = ic_new_block(x, "arc.last");
  LLVMBuildCondBr(x->b, last, slow, x->tail);
  /* drop_slow takes the address of an Arc: a slot of the function's own, holding the object */
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(x->head));
  LLVMPositionBuilderBefore(x->b, LLVMGetFirstInstruction(entry));
  LLVMValueRef arc = LLVMBuildAlloca(x->b, ptr, "arc.slot");
  ic_position_at_end(x, slow);
  LLVMBuildFence(x->b, LLVMAtomicOrderingAcquire, 0, "");
  LLVMBuildStore(x->b, x->object, arc);
  LLVMValueRef drop_slow = LLVMGetOperand(x->call, 1);
  ic_build_call(x, LLVMGlobalGetValueType(drop_slow), drop_slow, &arc, 1);
  LLVMBuildBr(x->b, x->tail);
}

/* The calls of LIBRARY's entries (those the raise of FN claimed: a name the module declares
 * itself is left alone) that the pass inserted: the library's sequence instead. */
static bool expand_inserted(LLVMValueRef fn, const ArcRaisedCounts *R, ArcAnalyses *A) {
  const bool *library_raised = R->library;
  LLVMModuleRef module = LLVMGetGlobalParent(fn);
  LLVMValueRef entries[LIBRARY_COUNT][2];
  PtrMap entry_of = {0}; /* an entry -> its library * 2 + (0: retain, 1: release) + 1 */
  for (int l = 0; l < LIBRARY_COUNT; ++l)
    for (int k = 0; k < 2; ++k) {
      entries[l][k] = library_raised[l] ? LLVMGetNamedFunction(module, entry_names[l][k]) : NULL;
      if (entries[l][k])
        ae_ptr_map_put(&entry_of, entries[l][k], (void *)(uintptr_t)(l * 2 + k + 1));
    }
  ValueList calls = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
      if (LLVMIsACallInst(i) && ae_ptr_map_get(&entry_of, LLVMGetCalledValue(i)))
        value_list_push(&calls, i);
  for (size_t c = 0; c < calls.count; ++c) {
    LLVMValueRef call = calls.items[c];
    uintptr_t which = (uintptr_t)ae_ptr_map_get(&entry_of, LLVMGetCalledValue(call)) - 1;
    Expansion x = {.b = LLVMCreateBuilderInContext(LLVMGetModuleContext(module)),
                   .context = LLVMGetModuleContext(module),
                   .call = call,
                   .object = LLVMGetOperand(call, 0),
                   .head = LLVMGetInstructionParent(call)};
    x.tail = ae_split_block_before(A, call);
    bool retain = which % 2 == 0;
    switch ((Library)(which / 2)) {
    case LIBCXX_SHARED_PTR:
      expand_libcxx(&x, retain);
      break;
    case RUST_ARC:
      expand_rust(&x, retain);
      break;
    case LIBSTDCXX_SHARED_PTR:
      ae_libstdcxx_expand(&x, retain);
      break;
    case INTRUSIVE_COUNT:
    case LIBRARY_COUNT:
      ae_intrusive_expand(&x, retain, retain ? NULL : tagged_region(R, LLVMGetOperand(call, 1)));
      break;
    }
    LLVMInstructionEraseFromParent(call);
    LLVMDisposeBuilder(x.b);
  }
  bool any = calls.count > 0;
  value_list_free(&calls);
  ae_ptr_map_free(&entry_of);
  /* The entries exist only while the pass runs: the declarations the raise added go when the
   * last call of them does (no analysis was ever asked of a declaration). */
  for (int l = 0; l < LIBRARY_COUNT; ++l)
    for (int k = 0; k < 2; ++k)
      if (entries[l][k] && !LLVMGetFirstUse(entries[l][k]))
        LLVMDeleteFunction(entries[l][k]);
  return any;
}

bool ae_lower_inlined_counts(ArcRaisedCounts *R, LLVMValueRef fn, ArcAnalyses *A) {
  if (!R)
    return false; /* nothing was raised, so nothing was inserted */
  /* The kept calls first: what is left of the entries' calls then is what the pass inserted. */
  for (size_t s = 0; s < R->count; ++s) {
    if (R->sites[s].call)
      restore(&R->sites[s]);
  }
  bool expanded = expand_inserted(fn, R, A);
  for (size_t r = 0; r < R->region_count; ++r)
    ae_intrusive_region_free(&R->regions[r]);
  free(R->regions);
  free(R->sites);
  ae_ptr_map_free(&R->site_of);
  free(R);
  return expanded;
}
