/* over_release.c - what a release that finds the count already zero does in every build (rc.h):
 * one line on stderr naming the object and the call site, then abort. The call site is the
 * return address of the entry point, with the symbol and the address to give addr2line where
 * the dynamic loader knows the file (dladdr, in glibc's libc since 2.34). Cold: never on the
 * release path itself. */
#define _GNU_SOURCE
#include "rc.h"

#include <dlfcn.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>

void arcrt_over_release(const void *payload, const void *site) {
  Dl_info info;
  struct link_map *map = NULL;
  fflush(stdout);
  if (site && dladdr1(site, &info, (void **)&map, RTLD_DL_LINKMAP) && info.dli_fname) {
    const char *file = info.dli_fname[0] ? info.dli_fname : "/proc/self/exe";
    unsigned long in_file = (unsigned long)((uintptr_t)site - 1 - (map ? map->l_addr : 0));
    if (info.dli_sname)
      fprintf(stderr,
              "arcrt: count below zero: a release of %p (double release?), called from %s+0x%lx "
              "in %s (addr2line -f -e %s 0x%lx)\n",
              payload, info.dli_sname, (unsigned long)((uintptr_t)site - (uintptr_t)info.dli_saddr),
              file, file, in_file);
    else
      fprintf(stderr,
              "arcrt: count below zero: a release of %p (double release?), called from %p in %s "
              "(addr2line -f -e %s 0x%lx)\n",
              payload, site, file, file, in_file);
  } else {
    fprintf(stderr, "arcrt: count below zero: a release of %p (double release?), called from %p\n",
            payload, site);
  }
  abort(); /* never returns (rc.h has why the declaration does not say so) */
}
