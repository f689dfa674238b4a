/* check.h - internals of the checking build (libarcrt-check.a): the side table that records
 * every object by header address, and the quarantine of freed blocks. All of it is used under
 * the one mutex of check_api.c; none of it exists in the default build. */
#ifndef ARCRT_CHECK_H
#define ARCRT_CHECK_H

#include "object.h"

#include <sys/types.h>

enum arcrt_check_state {
  ARCRT_LIVE = 1, /* allocated, count >= 1 (or saturated to IMMORTAL) */
  ARCRT_DYING,    /* count reached zero; destructor pending or running */
  ARCRT_FREED,    /* destructor done; block quarantined, not yet returned to malloc */
};

typedef struct arcrt_check_record {
  uintptr_t key;          /* header address; 0 = empty slot */
  size_t size;            /* payload size */
  pid_t alloc_tid;        /* thread that allocated it (the owner while LOCAL) */
  pid_t end_tid;          /* thread whose release dropped the count to zero */
  const char *end_op;     /* the entry point of that release */
  const void *alloc_site; /* return address of the arc_alloc call (its caller's code) */
  const void *end_site;   /* return address of that release */
  unsigned char state;    /* enum arcrt_check_state */
  unsigned char local;    /* allocated by arc_alloc_local */
} arcrt_check_record;

/* check_table.c: open-addressing hash table keyed by header address. */
ARCRT_HIDDEN arcrt_check_record *arcrt_table_find(uintptr_t key);
ARCRT_HIDDEN arcrt_check_record *arcrt_table_insert(uintptr_t key); /* NULL when out of memory */
ARCRT_HIDDEN void arcrt_table_remove(uintptr_t key);
/* Calls fn on every record, in no particular order. */
ARCRT_HIDDEN void arcrt_table_each(void (*fn)(arcrt_check_record *r, void *ctx), void *ctx);

/* check_quarantine.c: holds freed blocks back from malloc; returns the block pushed out (to be
 * freed and forgotten), or NULL. */
ARCRT_HIDDEN arcrt_header *arcrt_quarantine_push(arcrt_header *h);

#endif /* ARCRT_CHECK_H */
