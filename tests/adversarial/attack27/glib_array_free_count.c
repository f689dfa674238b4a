/* Attacks (glib profile, a count-dependent entry the table leaves opaque): g_array_free(a, FALSE)
 * "If the reference count of array is greater than one, the GArray wrapper is preserved but the
 * size of array will be set to zero" (garray.c): its result depends on the count. The loop
 * holds a g_array_ref/g_array_unref pair on the array, then frees a second reference it took
 * for the purpose; in the source the count there is 2 (the owner's and that reference), so the
 * wrapper is kept and emptied, every iteration. Real GLib. The pass must not move a reference
 * across the g_array_free (H3/H5/H8 refuse: it consumes a reference and may not return).
 * Correct output: "kept wrapper 10 of 10", exit 0. */
// CFLAGS: -I/usr/include/glib-2.0 -I/usr/lib/x86_64-linux-gnu/glib-2.0/include -lglib-2.0
#include <glib.h>
#include <stdio.h>

static volatile int n = 10;

__attribute__((noinline)) static int run(GArray *a, int iters) {
  int kept = 0;
  for (int i = 0; i < iters; i++) {
    GArray *s = g_array_ref(a);
    g_array_append_val(s, i);
    g_array_unref(s);
    GArray *t = g_array_ref(a);
    gchar *data = g_array_free(t, FALSE);
    kept += a->len == 0 && data != NULL;
    g_free(data);
  }
  return kept;
}

int main(void) {
  GArray *a = g_array_new(FALSE, FALSE, sizeof(int));
  printf("kept wrapper %d of %d\n", run(a, n), n);
  g_array_unref(a);
  return 0;
}
