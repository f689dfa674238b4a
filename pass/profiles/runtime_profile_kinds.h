/* The vocabulary of runtime_profiles.def, the one table of refcounting runtimes that the pass
 * (pass/src/profile.c) and arc-scan (tools/arc-scan/profiles.c) both expand: what an entry does,
 * the signature it must have, and the named capabilities of a runtime. Plain C, no LLVM. */
#ifndef ARCELIDE_RUNTIME_PROFILE_KINDS_H
#define ARCELIDE_RUNTIME_PROFILE_KINDS_H

typedef enum ArcCallKind {
  ARC_CALL_NONE,          /* not a runtime call (or an indirect call) */
  ARC_CALL_RETAIN,        /* +1, atomic on shared objects */
  ARC_CALL_RELEASE,       /* -1, may run a destructor */
  ARC_CALL_RETAIN_LOCAL,  /* +1 on an object proven thread-local */
  ARC_CALL_RELEASE_LOCAL, /* -1 on an object proven thread-local */
  ARC_CALL_ALLOC,         /* a new object, count 1, shared state */
  ARC_CALL_ALLOC_LOCAL,   /* a new object, count 1, local state */
  ARC_CALL_PUBLISH,       /* local -> shared */
  ARC_CALL_OBSERVER,      /* reads the count: a count getter, an is-unique test */
  ARC_CALL_MISMATCH,      /* named like an entry, but its type does not fit: left alone */
} ArcCallKind;

/* The signature an entry must have: its return type and its one object argument. */
typedef enum ArcSignature {
  ARC_SIG_PTR_OF_PTR,      /* T *f(T *)        retain that returns its argument */
  ARC_SIG_VOID_OF_PTR,     /* void f(T *)      release, or retain that returns nothing */
  ARC_SIG_OBSERVER,        /* R f(T *, ...)    observer: any return type, further arguments
                            * allowed; the first argument names the object: its pointer, or an
                            * integer that holds its bits (Swift's bridgeObject checks), which
                            * the pass takes for any object */
  ARC_SIG_OBSERVER_OF_ANY, /* R f(...)       observer whose arguments reach its object only
                              indirectly (a buffer holding the reference): it may observe any
                              object */
  ARC_SIG_PTR_OF_SIZE_FN,  /* T *f(size_t, destructor)  allocation */
  ARC_SIG_ANY_OF_PTR,      /* T *f(T *) or void f(T *)  a custom runtime's retain */
  ARC_SIG_VOID_OF_PTR_FN,  /* void f(T *, fn)  an inlined count's release (inlined_counts.h): the
                              object and the out-of-line function its last-reference path calls */
} ArcSignature;

/* What a runtime guarantees beyond its entries; a profile's flags are these, or'ed. */
typedef enum ArcProfileFlag {
  /* The retain's result is its argument (RC identity looks through it). */
  ARC_PROFILE_RETAIN_RETURNS_ARG = 1u << 0,
  /* Constant objects whose count word is in arc.h's IMMORTAL band are immortal (H6). */
  ARC_PROFILE_IMMORTAL_BAND = 1u << 1,
  /* Code the pass cannot see may read the count (H4): a call that may reach the object outside
   * the pair's window stops a hoist. */
  ARC_PROFILE_OPAQUE_CALLS_OBSERVE = 1u << 2,
  /* Its retain and release are known to be atomic read-modify-writes (remarks say "atomic"
   * only then; false for a custom runtime: the pass cannot know). Its thread-local entries
   * (ARC_CALL_RETAIN_LOCAL, ARC_CALL_RELEASE_LOCAL) are never atomic. */
  ARC_PROFILE_ATOMIC_COUNTS = 1u << 3,
  /* A call clang marks as not exception-safe under Objective-C ARC (clang.arc.no_objc_arc_
   * exceptions, -fobjc-arc-exceptions off) is no unwind exit for this runtime's handles (H1): an
   * exception through it leaks by the language's own rules (ae_call_objc_ignores_unwinding).
   * Only in a module that is ARC code (profile.c, ae_module_is_objc_arc). */
  ARC_PROFILE_IGNORES_UNWINDING_MARK = 1u << 4,
  /* The code that calls this runtime's entries by name reports errors by status codes and is
   * never unwound through (numba: its generated code has no landing pads, and C++ callers
   * reach NRT only through the nrt_external function table, indirect calls the pass never
   * recognises). In a function without a personality function, no call in a loop that
   * refcounts this runtime's handles is counted as a way out by unwinding (H1). Says nothing
   * about whether calls return. */
  ARC_PROFILE_STATUS_CODES = 1u << 5,
  /* Its retain and release do nothing on a NULL handle (numba's NRT_incref/NRT_decref and arc's
   * entries test for NULL first): such calls are deleted (H6), a NULL handle is as good as a
   * live one, on the edge where a guard finds the handle NULL nothing is outstanding (H3), and a
   * handle that is an object or NULL may reach the thread-local entries. A custom runtime has it
   * only when the user promises it (arc-elide<null-is-noop>). */
  ARC_PROFILE_NULL_IS_NOOP = 1u << 6,
  /* Calling convention: a function's pointer argument is a reference its caller holds for the
   * whole call (numba: the callee increfs what it keeps, the caller decrefs after the call
   * returns). A handle whose RC root is an argument is alive (or NULL) on every entry to a
   * loop, and no release in the function is its last one (H5, H8). Only for runtimes whose
   * every caller by name follows the convention: never a C profile. */
  ARC_PROFILE_CALLER_HOLDS_ARGUMENTS = 1u << 7,
  /* The language gives counts no meaning of their own, so a retain/release pair that nothing
   * between can disturb may be deleted (H9; Objective-C ARC, whose optimizer LLVM's objc-arc
   * deletes such pairs under the same rules). For every other runtime another thread may
   * synchronise with the retain (it reads the count, or knows the copy is held), and H9 runs
   * only under arc-elide<delete-pairs> (docs/pair-elision.md). Only in a module that is ARC code
   * (profile.c, ae_module_is_objc_arc): C or manual-retain-release code calling objc_retain and
   * objc_release gets C's rules. */
  ARC_PROFILE_PAIRS_ELIDABLE = 1u << 8,
  /* Its retains and releases never unwind, whatever their declarations say (a C runtime built
   * without exceptions, or one whose compiler marks the calls nounwind itself): an `invoke` of
   * one (C++ calling a header without noexcept, e.g. GLib or an older arc.h) is a call followed
   * by a branch to its normal destination (H1, docs/rules/unwinding.md).
   * Every built-in profile has it (profile.c adds it, the table's rows need not say it); a custom
   * runtime does not. */
  ARC_PROFILE_ENTRIES_NEVER_UNWIND = 1u << 9,
  /* A release carrying !clang.imprecise_release ends a variable whose lifetime the language lets
   * end at its last use (Objective-C ARC's local strong variables without objc_precise_lifetime):
   * H9 deletes its pair when nothing before the last use between them can disturb it
   * (docs/pair-elision.md, "Imprecise releases"). Never for a release without the mark, and only
   * in a module that is ARC code (profile.c, ae_module_is_objc_arc). */
  ARC_PROFILE_IMPRECISE_RELEASES = 1u << 10,
  /* Its retain's contract makes NULL a programmer error (GLib: g_object_ref and the other refs
   * begin with g_return_val_if_fail (... != NULL), whose documentation calls a failed check
   * undefined behaviour; with G_DISABLE_CHECKS they dereference NULL). A retain of NULL gives no
   * reference: on the edge where a guard finds the handle NULL nothing is outstanding (H3). Says
   * nothing about releases of NULL (g_object_unref(NULL) prints a critical): none is deleted. */
  ARC_PROFILE_NULL_RETAIN_IS_ERROR = 1u << 11,
  /* Its retain, and a release that does not drop the last reference, run no code but the
   * runtime's own: no callback, notification or overridable method, so they change their
   * object's count, write nothing else and return (the effects model's exemptions "retain runs
   * no user code" and "a release that is not the last runs no user code", docs/exemptions.md).
   * Not GLib (g_object_ref and g_object_unref call toggle-reference notifications), and never a
   * custom runtime unless the user says so (arc-elide<...;no-user-code>): the unknown case is
   * the worst case. Objective-C has it by ARC's rules (a class under ARC cannot override
   * -retain, and the ARC optimizer deletes pairs regardless of overrides), so only in a module
   * that is ARC code (profile.c, ae_module_is_objc_arc): under manual retain/release objc_retain
   * sends an overriding class's -retain. */
  ARC_PROFILE_COUNTING_RUNS_NO_USER_CODE = 1u << 12,
  /* Its allocation entries (ARC_SIG_PTR_OF_SIZE_FN) take the object's destructor as their second
   * argument, and the last release of the object runs that destructor and frees the block, and
   * nothing else: a NULL destructor, or one LLVM marks willreturn and nounwind, makes every
   * release of the object return (row KNOWN_DESTRUCTOR_RETURNS). arc only: a custom runtime's
   * allocation entry may take anything there, and its last release may run other code. */
  ARC_PROFILE_ALLOC_TAKES_DESTRUCTOR = 1u << 13,
  /* The runtime's contract says a destructor returns to the release that ran it: it does not
   * end the program or the thread, longjmp out, or unwind (arc: runtime/include/arc.h,
   * "Destructors", and its checking build reports a destructor that calls exit() or ends its
   * thread). Then a release in a loop returns even when it is the last, and a later retain of the
   * object in the loop proves it was not (row DESTRUCTORS_RETURN, H8). Without it only a known
   * destructor (row KNOWN_DESTRUCTOR_RETURNS), a reference held across the loop, or the user's
   * promise about the whole program (arc-elide<destructors-return>) proves that. */
  ARC_PROFILE_DESTRUCTORS_RETURN = 1u << 14,
  /* The runtime has no entries of its own: its count changes are instructions a library's inline
   * functions leave in the caller (libc++'s std::shared_ptr, Rust's Arc: docs/idioms.md). The
   * pass raises each one it recognises to a call of the profile's entry, whose name is the pass's
   * own (pass/src/inlined_counts.h), and lowers every such call back to the library's
   * instructions when it is done. Its entries unwind exactly when the library's last-reference
   * path may (the raised call carries nounwind when that path's calls do), so such a profile
   * never has ARC_PROFILE_ENTRIES_NEVER_UNWIND. */
  ARC_PROFILE_INLINED_COUNTS = 1u << 15,
  /* Its count word (ARC_PROFILE_COUNT_WORD) is an atomic object of the language (libc++'s
   * __shared_owners_ is a long that libc++ accesses only through __atomic builtins, Rust's strong
   * count an AtomicUsize): a program reads it only with atomic instructions (use_count(),
   * Arc::strong_count), so a plain load is no count observer (row COUNT_READ_ATOMICALLY, H4). */
  ARC_PROFILE_COUNT_READ_ATOMICALLY = 1u << 16,
  /* Its count changes are `volatile` atomics only because the library's atomic API takes a
   * volatile pointer (libstdc++'s __gnu_cxx::__exchange_and_add_dispatch(_Atomic_word volatile *,
   * int)): the count is an ordinary field of a heap-allocated control block, no device register,
   * and the C++ standard gives its updates no meaning a program may observe beyond use_count()
   * (approximate when threads share the object) — the same freedom libc++'s non-volatile counts
   * have. So its raised count changes may move and go like any runtime's (row
   * VOLATILE_COUNTS_BY_API); without it a volatile RMW is never raised. */
  ARC_PROFILE_VOLATILE_COUNTS_BY_API = 1u << 17,
  /* Bits 18-31: where the count word lives in the object, for a runtime whose objects' layout is
   * public, so that a plain load of the field reads the count (GObject's ref_count, CPython's
   * ob_refcnt): ARC_PROFILE_COUNT_WORD(OFFSET, SIZE), in bytes from the object's address. A load
   * that may read those bytes observes the count (H4, H9). Zero (the default): the count is
   * reachable only through the runtime's observer entries. */
  ARC_PROFILE_COUNT_WORD_SHIFT = 18, /* the offset in 8 bits, then the size in 6 */
} ArcProfileFlag;

#define ARC_PROFILE_COUNT_WORD(OFFSET, SIZE)                                                       \
  ((unsigned)(OFFSET) << ARC_PROFILE_COUNT_WORD_SHIFT | (unsigned)(SIZE)                           \
                                                            << (ARC_PROFILE_COUNT_WORD_SHIFT + 8))
#define ARC_PROFILE_COUNT_WORD_OFFSET(FLAGS) (((FLAGS) >> ARC_PROFILE_COUNT_WORD_SHIFT) & 0xffu)
#define ARC_PROFILE_COUNT_WORD_SIZE(FLAGS) (((FLAGS) >> (ARC_PROFILE_COUNT_WORD_SHIFT + 8)) & 0x3fu)

#endif
