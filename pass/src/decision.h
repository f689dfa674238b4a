/* A rule's decision as a record: which rule (H1-H8, docs/rules/), what it found (a reason
 * code) and the instructions that decided it. The rules return records and never text; remarks.c
 * renders them (the wording, which tests pin, lives in one place), and the same records could
 * feed statistics or debug output. */
#ifndef ARCELIDE_DECISION_H
#define ARCELIDE_DECISION_H

#include <llvm-c/Core.h>
#include <stddef.h>

typedef enum ArcRule {
  AE_RULE_NONE, /* no rule stopped it */
  AE_RULE_H1,   /* loop form */
  AE_RULE_H2,   /* invariant handle */
  AE_RULE_H3,   /* balanced per iteration */
  AE_RULE_H4,   /* no count observers */
  AE_RULE_H5,   /* a retain on every entry */
  AE_RULE_H6,   /* immortal constants */
  AE_RULE_H7,   /* termination */
  AE_RULE_H8,   /* exit window */
  AE_RULE_H9,   /* pairs nothing can disturb (deleted outright) */
} ArcRule;

typedef enum ArcReason {
  AE_REASON_NONE,
  /* H1: CULPRIT is the instruction (NULL for the first two) */
  AE_H1_NO_PREHEADER,
  AE_H1_SHARED_EXIT,     /* an exit block is also entered from outside the loop */
  AE_H1_UNWIND_EXIT,     /* invoke, cleanupret, catchswitch, catchret, resume */
  AE_H1_BRANCH_EXIT,     /* callbr, indirectbr */
  AE_H1_RETURNS_TWICE,   /* a call of a returns_twice function */
  AE_H1_CALL_MAY_UNWIND, /* a call that is not nounwind */
  /* H2: CULPRIT is the atomic reload, or the writer of the slot */
  AE_H2_ATOMIC_RELOAD, /* reloaded with an atomic load from a slot others may store to */
  AE_H2_VOLATILE_RELOAD,
  AE_H2_ADDRESS_COMPUTED, /* the slot's address is computed in the loop from invariants */
  AE_H2_ADDRESS_CHANGES,
  AE_H2_HANDLE_CHANGES, /* the handle itself is defined in the loop */
  AE_H2_SLOT_STORE,     /* a plain store may overwrite the slot */
  AE_H2_SLOT_CALL,      /* a call may write the slot */
  AE_H2_SLOT_SYNC,      /* an acquire, fence or atomic write may reveal another thread's store */
  AE_H2_SLOT_SYNC_CALL, /* a call that may synchronise may reveal another thread's store */
  /* H3: CULPRIT is where the count goes wrong (NULL for the first two) */
  AE_H3_NEVER_RELEASED,
  AE_H3_NEVER_RETAINED,
  AE_H3_COPY_STORED,    /* the store of the retained copy */
  AE_H3_UNBOUNDED,      /* a retain with too many outstanding */
  AE_H3_NESTED_COPIES,  /* a retain while a copy is outstanding, where copies may not nest */
  AE_H3_RELEASED_FIRST, /* a release with none outstanding */
  AE_H3_NOT_ONCE,       /* the latch's terminator: the count does not return to one */
  AE_H3_EXIT_BETWEEN,   /* the first instruction of an exit reached with the retain held */
  AE_H3_CARRIED_HELD,   /* rotated form: a retain while the carried reference may be held */
  AE_H3_CARRIED_EXIT,   /* rotated form: an exit reached without exactly that reference */
  /* H4: CULPRIT is the observing call */
  AE_H4_OBSERVER,        /* a profile's observer entry, or an opaque call that may read */
  AE_H4_OBSERVER_CALLEE, /* a defined function from which an observer is reachable */
  AE_H4_COUNT_LOAD,      /* a load that may read the count word (CPython's Py_REFCNT) */
  /* H5 */
  AE_H5_NOT_EVERY_ENTRY,
  AE_H5_DISPATCH_LOOP, /* the same, in an OpenMP dispatch loop */
  /* H8: CULPRIT is the read, RELEASE the release whose window it is in */
  AE_H8_WINDOW_READ,
  AE_H8_EXIT_ORDER, /* its releases and another hoisted handle's have no one order on every path */
  /* H9: CULPRIT is what stands between the retain and RELEASE, its pair */
  AE_H9_RELEASE_ALIAS,  /* a release of an object that may be this one */
  AE_H9_RELEASE_OTHER,  /* a release of another object: its destructor may release this one */
  AE_H9_OBSERVER,       /* a count observer on an object that may be this one */
  AE_H9_MAY_NOT_RETURN, /* may not return or may unwind: the reference would be seen leaving */
  AE_H9_SYNC,           /* an atomic access, fence or volatile access */
  AE_H9_CALL_WRITES,    /* a call that may write around the object (release it) */
  AE_H9_CALL_READS,     /* a call that may read around the object (its count) */
  AE_H9_CALL_SYNC,      /* a call that may synchronise with another thread */
  AE_H9_READS_COUNT,    /* a load that may read the count word (CPython) */
  AE_H9_STORE,          /* a store that may write around the object */
  AE_H9_OTHER,          /* another instruction that may touch memory */
  AE_H9_COPY_STORED,    /* the retained copy is stored */
} ArcReason;

typedef struct ArcDecision {
  ArcRule rule;
  ArcReason reason;
  LLVMValueRef culprit;
  LLVMValueRef release;
} ArcDecision;

/* A refusal by RULE for REASON, at CULPRIT. */
static inline ArcDecision ae_refusal(ArcRule rule, ArcReason reason, LLVMValueRef culprit) {
  return (ArcDecision){rule, reason, culprit, NULL};
}

#endif
