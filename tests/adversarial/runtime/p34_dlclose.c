/* p34: libarcrt.so loaded with dlopen by a threaded program; worker threads allocate (taking
 * owner numbers and filling their caches), release everything, then the library is dlclose'd
 * while those threads are still alive; then the threads exit.
 * Failure: crash at thread exit (a thread-exit hook pointing into the unloaded library). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static void *(*p_alloc)(size_t, void (*)(void *));
static void (*p_release)(void *);
static void *(*p_retain)(void *);
static atomic_int phase;
static void *th(void *a) {
  (void)a;
  void *v[200];
  for (int i = 0; i < 200; i++)
    v[i] = p_alloc(16 + (i % 10) * 16, 0);
  for (int i = 0; i < 200; i++) {
    p_retain(v[i]);
    p_release(v[i]);
    p_release(v[i]);
  }
  atomic_fetch_add(&phase, 1);
  while (atomic_load(&phase) < 100)
    usleep(1000);
  return 0;
}
int main(int argc, char **argv) {
  const char *lib = argc > 1 ? argv[1] : "libarcrt.so.0";
  void *h = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!h) {
    fprintf(stderr, "FAIL: dlopen: %s\n", dlerror());
    return 1;
  }
  p_alloc = dlsym(h, "arc_alloc");
  p_release = dlsym(h, "arc_release");
  p_retain = dlsym(h, "arc_retain");
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create(&t[i], 0, th, 0);
  while (atomic_load(&phase) < 4)
    usleep(1000);
  void *m = p_alloc(32, 0);
  p_release(m);
  int rc = dlclose(h);
  printf("dlclose rc=%d, still mapped: %s\n", rc,
         dlopen(lib, RTLD_NOW | RTLD_NOLOAD) ? "yes" : "no");
  atomic_store(&phase, 100);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  printf("p34_dlclose: ok\n");
  return 0;
}
