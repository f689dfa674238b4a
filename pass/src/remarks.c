/* Remark text (see remarks.h). */
#include "remarks.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* " at base.c:12", or "" when there is no line. */
static ArcText at_file_line(const char *file, unsigned length, unsigned line) {
  ArcText t = {{0}};
  if (!file || length == 0 || line == 0)
    return t;
  for (unsigned i = length; i > 0; --i)
    if (file[i - 1] == '/') { /* the base name: remarks already say which function */
      file += i;
      length -= i;
      break;
    }
  snprintf(t.text, sizeof t.text, " at %.*s:%u", (int)length, file, line);
  return t;
}

ArcText arc_at_location(LLVMValueRef inst) {
  if (!inst || !LLVMIsAInstruction(inst))
    return (ArcText){{0}};
  unsigned length = 0;
  const char *file = LLVMGetDebugLocFilename(inst, &length);
  return at_file_line(file, length, LLVMGetDebugLocLine(inst));
}

ArcText arc_loop_location(ArcLoop *L) {
  const char *file = NULL;
  unsigned length = 0;
  unsigned line = arc_loop_start_line(L, &file, &length);
  return at_file_line(file, length, line);
}

LLVMValueRef arc_located_in_loop(LLVMValueRef inst, ArcLoop *L) {
  if (LLVMGetDebugLocLine(inst) != 0)
    return inst;
  for (size_t b = 0; b < arc_loop_block_count(L); ++b)
    for (LLVMValueRef i = LLVMGetFirstInstruction(arc_loop_block_at(L, b)); i;
         i = LLVMGetNextInstruction(i))
      if (!LLVMIsAPHINode(i) && LLVMGetDebugLocLine(i) != 0)
        return i;
  return inst;
}

ArcText arc_handle_name(ArcAnalyses *A, LLVMValueRef root, LLVMValueRef slot) {
  ArcText t = {{0}};
  const char *name = arc_source_name(A, root);
  if (!name && slot)
    name = arc_source_name(A, slot);
  size_t length = 0;
  if (!name) {
    name = LLVMGetValueName2(slot ? slot : root, &length);
    if (length == 0)
      name = LLVMGetValueName2(root, &length);
    if (length == 0)
      name = "<unnamed>";
  }
  snprintf(t.text, sizeof t.text, "%s", name);
  return t;
}

ArcText arc_callee_text(LLVMValueRef call) {
  ArcText t = {{0}};
  LLVMValueRef callee = LLVMGetCalledValue(call);
  if (LLVMIsAFunction(callee)) {
    size_t length;
    const char *name = LLVMGetValueName2(callee, &length);
    snprintf(t.text, sizeof t.text, "%.*s()", (int)length, name);
  } else if (LLVMIsAInlineAsm(callee)) {
    snprintf(t.text, sizeof t.text, "inline asm");
  } else {
    snprintf(t.text, sizeof t.text, "an indirect call");
  }
  return t;
}

void arc_remarkf(ArcAnalyses *A, ArcRemarkKind kind, const char *name, LLVMValueRef at,
                 const char *format, ...) {
  if (!arc_remarks_enabled(A))
    return;
  char message[512];
  va_list args;
  va_start(args, format);
  vsnprintf(message, sizeof message, format, args);
  va_end(args);
  arc_emit_remark(A, kind, name, at, message);
}
