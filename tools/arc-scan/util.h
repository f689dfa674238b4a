/* Small helpers every part of arc-scan uses: allocation that exits on failure, growable arrays,
 * and a string builder. */
#ifndef ARC_SCAN_UTIL_H
#define ARC_SCAN_UTIL_H

#include <stdarg.h>
#include <stddef.h>

void *xrealloc(void *p, size_t size);
void *xcalloc(size_t count, size_t size);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *format, ...) __attribute__((format(printf, 1, 2)));

/* Appends one element to a growable array `items` with `count` and `capacity` fields. */
#define VEC_PUSH(vec, item)                                                                        \
  do {                                                                                             \
    if ((vec).count == (vec).capacity) {                                                           \
      (vec).capacity = (vec).capacity ? 2 * (vec).capacity : 8;                                    \
      (vec).items = xrealloc((vec).items, (vec).capacity * sizeof *(vec).items);                   \
    }                                                                                              \
    (vec).items[(vec).count++] = (item);                                                           \
  } while (0)

typedef struct {
  char *text;
  size_t length, capacity;
} StrBuf;

void sb_append(StrBuf *sb, const char *s);
void sb_appendn(StrBuf *sb, const char *s, size_t n);
void sb_printf(StrBuf *sb, const char *format, ...) __attribute__((format(printf, 2, 3)));
/* Returns the text (never NULL) and leaves the builder empty; the caller frees it. */
char *sb_take(StrBuf *sb);

/* The part of `path` after its last '/'. */
const char *base_name(const char *path);

#endif
