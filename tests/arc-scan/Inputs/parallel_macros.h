/* A header that wraps OpenMP in macros, as libraries do: macros.c includes it. */
#define HDR_PARALLEL_FOR _Pragma("omp parallel for schedule(static)")
#define HDR_FOR_EACH(i, n) HDR_PARALLEL_FOR for (long i = 0; i < (n); i++)
