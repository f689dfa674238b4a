/* Allocation, growable arrays and the string builder (see util.h). */
#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void out_of_memory(void) {
  fputs("arc-scan: error: out of memory\n", stderr);
  exit(2);
}

void *xrealloc(void *p, size_t size) {
  void *q = realloc(p, size ? size : 1);
  if (!q)
    out_of_memory();
  return q;
}

void *xcalloc(size_t count, size_t size) {
  void *p = calloc(count ? count : 1, size ? size : 1);
  if (!p)
    out_of_memory();
  return p;
}

char *xstrdup(const char *s) { return xstrndup(s, strlen(s)); }

char *xstrndup(const char *s, size_t n) {
  char *copy = xrealloc(NULL, n + 1);
  memcpy(copy, s, n);
  copy[n] = '\0';
  return copy;
}

static char *vformat(const char *format, va_list args) {
  va_list again;
  va_copy(again, args);
  int length = vsnprintf(NULL, 0, format, args);
  char *text = xrealloc(NULL, (size_t)(length < 0 ? 0 : length) + 1);
  vsnprintf(text, (size_t)(length < 0 ? 0 : length) + 1, format, again);
  va_end(again);
  return text;
}

char *xasprintf(const char *format, ...) {
  va_list args;
  va_start(args, format);
  char *text = vformat(format, args);
  va_end(args);
  return text;
}

void sb_appendn(StrBuf *sb, const char *s, size_t n) {
  if (sb->length + n + 1 > sb->capacity) {
    sb->capacity = 2 * (sb->length + n + 1);
    sb->text = xrealloc(sb->text, sb->capacity);
  }
  memcpy(sb->text + sb->length, s, n);
  sb->length += n;
  sb->text[sb->length] = '\0';
}

void sb_append(StrBuf *sb, const char *s) { sb_appendn(sb, s, strlen(s)); }

void sb_printf(StrBuf *sb, const char *format, ...) {
  va_list args;
  va_start(args, format);
  char *text = vformat(format, args);
  va_end(args);
  sb_append(sb, text);
  free(text);
}

char *sb_take(StrBuf *sb) {
  char *text = sb->text ? sb->text : xstrdup("");
  *sb = (StrBuf){0};
  return text;
}

const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}
