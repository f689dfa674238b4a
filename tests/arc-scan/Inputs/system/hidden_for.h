/* A "system" header for agreement.test's sabotage: arc-scan reads no macros of system headers,
 * so this `parallel for` is invisible to it. */
#define HIDDEN_PARALLEL_FOR _Pragma("omp parallel for schedule(static)")
