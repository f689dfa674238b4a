/* mi_shim.c - mimalloc for one variant of bench/alloc_paths only: libmimalloc.so.2 is dlopen()ed
 * with RTLD_LOCAL, so that its malloc does not replace the process's (linking it would make
 * every row, row M included, run on mimalloc); mi_malloc_shim/mi_free_shim are what the "mi"
 * variant's malloc/free calls are renamed to, and paths.c's row M-mi calls the pointers. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

void *(*mi_malloc_p)(size_t);
void (*mi_free_p)(void *);

__attribute__((constructor)) static void load_mimalloc(void) {
  void *lib = dlopen("libmimalloc.so.2", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    fprintf(stderr, "mi_shim: %s\n", dlerror());
    exit(1);
  }
  mi_malloc_p = (void *(*)(size_t))dlsym(lib, "mi_malloc");
  mi_free_p = (void (*)(void *))dlsym(lib, "mi_free");
  if (!mi_malloc_p || !mi_free_p) {
    fprintf(stderr, "mi_shim: no mi_malloc/mi_free in libmimalloc.so.2\n");
    exit(1);
  }
}

void *mi_malloc_shim(size_t n) { return mi_malloc_p(n); }
void mi_free_shim(void *p) { mi_free_p(p); }
