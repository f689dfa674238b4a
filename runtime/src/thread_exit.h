/* thread_exit.h - the runtime's one pthread key, whose destructor does the runtime's work at a
 * thread's exit (owner.c: the thread's owner number back; alloc.c: its block cache back to
 * free()). The key is created when the library is loaded, whatever the program calls later, so
 * that the keys left for the program never depend on which runtime entries it uses (the pass may
 * turn arc_alloc into arc_alloc_local). */
#ifndef ARCRT_THREAD_EXIT_H
#define ARCRT_THREAD_EXIT_H

#include "object.h"

/* Makes the calling thread's exit run the runtime's exit work; 1 if it will, 0 if it cannot (the
 * key could not be created, or pthread_setspecific failed). Called again, it costs a
 * pthread_setspecific and changes nothing. */
ARCRT_HIDDEN int arcrt_thread_exit_watch(void);

/* The exit work, in the files that own the state it gives back. */
ARCRT_HIDDEN void arcrt_owner_release_at_exit(void); /* owner.c */
ARCRT_HIDDEN void arcrt_cache_flush_at_exit(void);   /* alloc.c */

#endif /* ARCRT_THREAD_EXIT_H */
