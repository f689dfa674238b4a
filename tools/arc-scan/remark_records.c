/* A reader for the subset of YAML that LLVM's remark serializer writes (see remark_records.h):
 * documents `--- !Passed` ... `...` of `Key: value` lines, one flow mapping (DebugLoc) that may
 * span lines, and an Args list of one-key mappings. */
#include "remark_records.h"

#include "util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *read_all(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f)
    return NULL;
  StrBuf sb = {0};
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    sb_appendn(&sb, chunk, n);
  fclose(f);
  return sb_take(&sb);
}

/* A scalar starting at p: single-quoted ('' is a quote), double-quoted (backslash escapes), or
 * plain (up to the end of the line, or to ',' or '}' inside a flow mapping). A quoted scalar may
 * continue on the next lines; a line break folds into a space. */
static char *scalar(const char *p, bool in_flow, const char **end) {
  StrBuf sb = {0};
  while (*p == ' ')
    ++p;
  if (*p == '\'' || *p == '"') {
    char quote = *p++;
    while (*p) {
      if (*p == quote && quote == '\'' && p[1] == '\'') {
        sb_append(&sb, "'");
        p += 2;
      } else if (*p == quote) {
        ++p;
        break;
      } else if (*p == '\\' && quote == '"' && p[1]) {
        char c = p[1] == 'n' ? '\n' : p[1] == 't' ? '\t' : p[1];
        sb_appendn(&sb, &c, 1);
        p += 2;
      } else if (*p == '\n') {
        sb_append(&sb, " ");
        for (++p; *p == ' '; ++p)
          ;
      } else {
        sb_appendn(&sb, p++, 1);
      }
    }
  } else {
    const char *start = p;
    while (*p && *p != '\n' && !(in_flow && (*p == ',' || *p == '}')))
      ++p;
    const char *stop = p;
    while (stop > start && stop[-1] == ' ')
      --stop;
    sb_appendn(&sb, start, (size_t)(stop - start));
  }
  if (end)
    *end = p;
  return sb_take(&sb);
}

/* The value of `key` in a flow mapping that starts at p, or NULL. */
static char *flow_value(const char *p, const char *key) {
  const char *close = strchr(p, '}');
  size_t length = strlen(key);
  for (const char *k = p; k && (!close || k < close); k = strstr(k + 1, key))
    if ((k[-1] == ' ' || k[-1] == '{' || k[-1] == '\n') && strncmp(k, key, length) == 0 &&
        k[length] == ':')
      return scalar(k + length + 1, true, NULL);
  return NULL;
}

/* The line after p (or the end). */
static const char *next_line(const char *p) {
  const char *nl = strchr(p, '\n');
  return nl ? nl + 1 : p + strlen(p);
}

static bool starts_with(const char *p, const char *prefix) {
  return strncmp(p, prefix, strlen(prefix)) == 0;
}

static void parse_document(const char *p, const char *end, const char *pass, RemarkKind kind,
                           RemarkList *out) {
  Remark r = {.kind = kind};
  char *remark_pass = NULL;
  StrBuf message = {0};
  bool in_args = false;
  for (; p < end; p = next_line(p)) {
    if (starts_with(p, "Pass:")) {
      free(remark_pass);
      remark_pass = scalar(p + 5, false, NULL);
    } else if (starts_with(p, "Name:")) {
      free(r.name);
      r.name = scalar(p + 5, false, NULL);
    } else if (starts_with(p, "Function:")) {
      free(r.function);
      r.function = scalar(p + 9, false, NULL);
    } else if (starts_with(p, "DebugLoc:")) {
      char *line = flow_value(p, "Line"), *column = flow_value(p, "Column");
      free(r.file);
      r.file = flow_value(p, "File");
      r.line = line ? (unsigned)strtoul(line, NULL, 10) : 0;
      r.column = column ? (unsigned)strtoul(column, NULL, 10) : 0;
      free(line);
      free(column);
    } else if (starts_with(p, "Args:")) {
      in_args = true;
    } else if (in_args) {
      const char *q = p;
      while (*q == ' ')
        ++q;
      if (*q != '-')
        continue; /* a nested DebugLoc of an argument, or a continuation line */
      const char *colon = strchr(q, ':');
      if (!colon || colon > next_line(q))
        continue;
      const char *after;
      char *value = scalar(colon + 1, false, &after);
      sb_append(&message, value);
      free(value);
      if (after > p)
        p = after; /* a quoted value that spanned lines */
    }
  }
  r.message = sb_take(&message);
  if (remark_pass && strcmp(remark_pass, pass) == 0) {
    VEC_PUSH(*out, r);
  } else {
    free(r.name);
    free(r.file);
    free(r.function);
    free(r.message);
  }
  free(remark_pass);
}

bool read_remark_records(const char *path, const char *pass, RemarkList *out) {
  char *text = read_all(path);
  if (!text)
    return false;
  const char *p = text;
  while ((p = strstr(p, "--- !")) != NULL) {
    const char *tag = p + 5;
    RemarkKind kind = starts_with(tag, "Passed")   ? REMARK_PASSED
                      : starts_with(tag, "Missed") ? REMARK_MISSED
                                                   : REMARK_ANALYSIS;
    const char *body = next_line(p);
    const char *end = strstr(body, "\n--- !");
    end = end ? end + 1 : body + strlen(body);
    parse_document(body, end, pass, kind, out);
    p = end;
  }
  free(text);
  return true;
}

void remarks_free(RemarkList *list) {
  for (size_t i = 0; i < list->count; ++i) {
    free(list->items[i].name);
    free(list->items[i].file);
    free(list->items[i].function);
    free(list->items[i].message);
  }
  free(list->items);
  *list = (RemarkList){0};
}
