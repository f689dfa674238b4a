/* Attacks row OMP_TEAM_SYNC_RETURNS with a first-party OMPT tool (the program defines
 * ompt_start_tool, OpenMP 5's standard way to register callbacks): libomp calls the program's
 * sync-region callback inside __kmpc_barrier. docs/exemptions.md assumes no OMPT callback runs
 * program code inside libomp's worksharing entries; a barrier is no worksharing entry, so this
 * is a borderline case, kept to show the row trusts libomp's team entries to run no user code.
 * The forking function hands its reference of h (destructor willreturn nounwind: sets
 * `destroyed`) to `orig`, which a callee drops in the loop's only iteration (thread 0; thread 1
 * gets none), so that release is the last one and the read after it sees `destroyed`. At the
 * loop's implicit barrier the callback, on thread 0 once the loop is done, prints and exits, so
 * the forking function never releases h. No task is involved.
 * Correct output: "seen 1", "destroyed 1", exit 0 (OMP_NUM_THREADS=2; a libomp with OMPT
 * support, as Debian's libomp-19).
 */
#include <arc.h>
#include <omp-tools.h>
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static int destroyed;
static long *orig;
static atomic_int seen_total;
static atomic_int loop_done;
static volatile int n_iter = 1;
static void destroy(void *p) {
  (void)p;
  destroyed = 1;
}
static void step_impl(int i, int n) {
  if (i == n - 1)
    arc_release(orig);
}
static void (*volatile step)(int, int) = step_impl;

static void on_sync_region(ompt_sync_region_t kind, ompt_scope_endpoint_t endpoint,
                           ompt_data_t *parallel_data, ompt_data_t *task_data,
                           const void *codeptr_ra) {
  (void)kind;
  (void)parallel_data;
  (void)task_data;
  (void)codeptr_ra;
  if (endpoint == ompt_scope_begin && omp_get_thread_num() == 0 &&
      atomic_load_explicit(&loop_done, memory_order_acquire)) {
    printf("seen %d\n", atomic_load(&seen_total));
    printf("destroyed %d\n", destroyed);
    fflush(stdout);
    exit(0);
  }
}
static int tool_init(ompt_function_lookup_t lookup, int initial_device_num,
                     ompt_data_t *tool_data) {
  (void)initial_device_num;
  (void)tool_data;
  ompt_set_callback_t set_callback = (ompt_set_callback_t)lookup("ompt_set_callback");
  set_callback(ompt_callback_sync_region, (ompt_callback_t)on_sync_region);
  return 1;
}
static void tool_fini(ompt_data_t *tool_data) { (void)tool_data; }
ompt_start_tool_result_t *ompt_start_tool(unsigned int omp_version, const char *runtime_version) {
  (void)omp_version;
  (void)runtime_version;
  static ompt_start_tool_result_t result = {tool_init, tool_fini, {0}};
  return &result;
}

static __attribute__((noinline)) void run(int n) {
  long *h = arc_alloc(sizeof(long), destroy);
  *h = 0;
  orig = h;
#pragma omp parallel num_threads(2) shared(h)
  {
    int seen = 0;
#pragma omp for schedule(static)
    for (int i = 0; i < n; i++) {
      long *s = arc_retain(h);
      *s += i;
      step(i, n);
      arc_release(s);
      seen += destroyed;
      if (i == n - 1) {
        atomic_fetch_add(&seen_total, seen);
        atomic_store_explicit(&loop_done, 1, memory_order_release);
      }
    }
  }
  arc_release(h);
}

int main(void) {
  run(n_iter);
  printf("not reached\n");
  return 1;
}
