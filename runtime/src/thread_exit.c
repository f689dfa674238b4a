/* thread_exit.c - the runtime's one pthread key (thread_exit.h): created by a constructor when
 * the library is loaded (or by the first thread that needs it, if a constructor of the program
 * calls the runtime before this one ran), and the exit handler it runs. */
#include "thread_exit.h"

#include <pthread.h>
#include <stdlib.h>

static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;
static int exit_key_ok;

/* At thread exit: the thread stops being an owner, then its cache goes back to free() and stays
 * closed (later frees in the same exit, from other keys' destructors or C++ thread_local
 * objects, go to free(), and later retains take the atomic path). */
static void at_thread_exit(void *unused) {
  (void)unused;
  arcrt_owner_release_at_exit();
  arcrt_cache_flush_at_exit();
}

/* At exit() (or the return from main): pthreads runs no key destructor for the thread that
 * calls exit, usually the main thread, so its cache is given back here. Other threads that are
 * still running keep theirs; the process ends with them. */
static void at_process_exit(void) { arcrt_cache_flush_at_exit(); }

static void create_exit_key(void) {
  exit_key_ok = pthread_key_create(&exit_key, at_thread_exit) == 0;
  /* Without the key, exiting threads' blocks stay cached: still reachable, no leak. */
  (void)atexit(at_process_exit);
}

#ifndef ARC_TEST_SABOTAGE_STATES
__attribute__((constructor)) static void create_exit_key_at_load(void) {
  pthread_once(&exit_key_once, create_exit_key);
}
#endif /* test-only, libarcrt-sabotage-states.a: the key waits for a thread's first need */

int arcrt_thread_exit_watch(void) {
  pthread_once(&exit_key_once, create_exit_key);
  /* A non-NULL value is what makes pthreads call the handler. */
  return exit_key_ok && pthread_setspecific(exit_key, &exit_key) == 0;
}
