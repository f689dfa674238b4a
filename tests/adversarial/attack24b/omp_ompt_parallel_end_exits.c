/* Attacks the ownership search across __kmpc_fork_call (row OWNED_ACROSS_LOOP in a region body)
 * with a first-party OMPT tool: libomp calls the program's parallel-end callback on the master
 * inside __kmpc_fork_call, after the team has joined and before the call returns. The body has
 * no barrier (`for nowait`), so no team-synchronisation entry is involved. docs/exemptions.md
 * assumes no OMPT callback runs program code inside libomp's worksharing entries; the fork call
 * is none, so this is a borderline case. The forking function hands its reference of h
 * (destructor willreturn nounwind: sets `destroyed`) to `orig`, which a callee drops in the
 * loop's only iteration, so that release is the last one and the read after it sees
 * `destroyed`; the callback prints and exits, so the forking function never releases h.
 * Correct output: "seen 1", "destroyed 1", exit 0 (a libomp with OMPT support, as Debian's).
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

static void on_parallel_end(ompt_data_t *parallel_data, ompt_data_t *encountering_task_data,
                            int flags, const void *codeptr_ra) {
  (void)parallel_data;
  (void)encountering_task_data;
  (void)flags;
  (void)codeptr_ra;
  if (atomic_load_explicit(&loop_done, memory_order_acquire)) {
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
  set_callback(ompt_callback_parallel_end, (ompt_callback_t)on_parallel_end);
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
#pragma omp for schedule(static) nowait
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
