/* The test-only unsound switches (unsound_switches.def): ae_unsound(AE_UNSOUND_<NAME>) is a
 * compile-time constant, true only in the build configured with ARCELIDE_TEST_UNSOUND=<NAME>
 * (pass/CMakeLists.txt then defines ARCELIDE_TEST_UNSOUND_SWITCH=AE_UNSOUND_<NAME>). In every
 * other build it is 0 and the check it guards compiles as if the switch were not there. */
#ifndef ARCELIDE_UNSOUND_H
#define ARCELIDE_UNSOUND_H

typedef enum ArcUnsoundSwitch {
  AE_UNSOUND_NONE, /* the sound build */
#define ARC_UNSOUND(NAME, RULE, DESCRIPTION) AE_UNSOUND_##NAME,
#include "unsound_switches.def"
} ArcUnsoundSwitch;

#ifndef ARCELIDE_TEST_UNSOUND_SWITCH
#define ARCELIDE_TEST_UNSOUND_SWITCH AE_UNSOUND_NONE
#endif

/* Whether this build has SWITCH (an AE_UNSOUND_<NAME>) turned on. */
#define ae_unsound(SWITCH) ((SWITCH) == ARCELIDE_TEST_UNSOUND_SWITCH)

#endif
