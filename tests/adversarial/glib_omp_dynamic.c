// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lgobject-2.0 -lglib-2.0
/* Attacks (GLib forms with lazy hoisting): g_autoptr, g_clear_object and `if (o) unref` in
 * `omp parallel for schedule(dynamic, 7)` / `schedule(guided)` loops (the pair leaves the chunk
 * loop, then the dispatch loop behind the "held" flag), on a real GObject whose dispose and
 * finalize count; a loop with more threads than chunks (workers that get no chunk); and the
 * object's last owner dropped right after the loops (finalize must run exactly once, after the
 * loops). Criticals are counted by a log handler.
 * Correct output: the sums, "ref_count 1" after each loop, "finalized 1 criticals 0", exit 0. */
#include <glib-object.h>
#include <omp.h>
#include <stdio.h>

static int criticals;
static void count_log(const gchar *d, GLogLevelFlags l, const gchar *m, gpointer u) {
  (void)d, (void)l, (void)m, (void)u;
  __atomic_add_fetch(&criticals, 1, __ATOMIC_RELAXED);
}
static int finalized;
static void on_finalize(gpointer data, GObject *where) {
  (void)data, (void)where;
  finalized++;
}

__attribute__((noinline)) long val(GObject *o) { return o->ref_count > 0; }

__attribute__((noinline)) long autoptr_dynamic(GObject *h, int n) {
  long acc = 0;
#pragma omp parallel for schedule(dynamic, 7) reduction(+ : acc)
  for (int i = 0; i < n; i++) {
    g_autoptr(GObject) o = g_object_ref(h);
    acc += val(o) + i;
  }
  return acc;
}
__attribute__((noinline)) long clear_guided(GObject *h, int n) {
  long acc = 0;
#pragma omp parallel for schedule(guided) reduction(+ : acc)
  for (int i = 0; i < n; i++) {
    GObject *o = g_object_ref(h);
    acc += val(o) + i;
    g_clear_object(&o);
  }
  return acc;
}
__attribute__((noinline)) long if_unref_few_chunks(GObject *h, int n) {
  long acc = 0;
#pragma omp parallel for schedule(dynamic, 50) num_threads(4) reduction(+ : acc)
  for (int i = 0; i < n; i++) {
    GObject *o = g_object_ref(h);
    acc += val(o) + i;
    if (o)
      g_object_unref(o);
  }
  return acc;
}

int main(void) {
  g_log_set_handler("GLib-GObject", G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING, count_log, NULL);
  GObject *h = g_object_new(G_TYPE_OBJECT, NULL);
  g_object_weak_ref(h, on_finalize, NULL);
  printf("autoptr_dynamic %ld ref_count %u\n", autoptr_dynamic(h, 1000), h->ref_count);
  printf("clear_guided %ld ref_count %u\n", clear_guided(h, 1000), h->ref_count);
  printf("if_unref_few_chunks %ld ref_count %u\n", if_unref_few_chunks(h, 60), h->ref_count);
  g_object_unref(h);
  printf("finalized %d criticals %d\n", finalized, criticals);
  return 0;
}
