/* A rule's decision as a record: which rule (H1-H8, docs/rules/), what it found (a reason
 * code, a row of decisions.def) and the instructions that decided it. The rules return records
 * and never text; remarks.c renders them with the texts of decisions.def (the wording, which tests
 * pin, lives in one table), and the same records could feed statistics or debug output. */
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

/* Why a rule refused: a row of decisions.def, which also holds the remarks' texts for it. */
typedef enum ArcReason {
  AE_REASON_NONE,
#define ARC_DECISION(NAME, RULE, TEXT, HINT) AE_##NAME,
#include "decisions.def"
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
