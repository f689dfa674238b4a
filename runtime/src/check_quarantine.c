/* check_quarantine.c - the checking build keeps the last ARCRT_QUARANTINE freed blocks away
 * from malloc (a FIFO ring), so that a freed object's address is not handed out again soon and
 * a late use of it is reported as a use after free rather than silently touching a new object.
 * Callers hold the checking build's mutex. */
#include "check.h"

#define ARCRT_QUARANTINE 65536

static arcrt_header *ring[ARCRT_QUARANTINE];
static size_t next; /* slot to fill next; the oldest entry once the ring is full */

arcrt_header *arcrt_quarantine_push(arcrt_header *h) {
  arcrt_header *out = ring[next];
  ring[next] = h;
  next = (next + 1) % ARCRT_QUARANTINE;
  return out;
}
