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

/* A value's own name: from debug info, else its IR name; NULL when it has neither. */
static const char *own_name(ArcAnalyses *A, LLVMValueRef v) {
  const char *name = arc_source_name(A, v);
  size_t length = 0;
  if (!name)
    name = LLVMGetValueName2(v, &length);
  return name && *name ? name : NULL;
}

/* The pointer a GEP (instruction or constant expression) offsets, or NULL. */
static LLVMValueRef gep_base(LLVMValueRef v) {
  if ((LLVMIsAInstruction(v) && LLVMGetInstructionOpcode(v) == LLVMGetElementPtr) ||
      (LLVMIsAConstantExpr(v) && LLVMGetConstOpcode(v) == LLVMGetElementPtr))
    return LLVMGetOperand(v, 0);
  return NULL;
}

ArcText arc_handle_name(ArcAnalyses *A, LLVMValueRef root, LLVMValueRef slot) {
  ArcText t = {{0}};
  /* Debug info first (the value, then the slot it is loaded from), then IR names. */
  const char *name = arc_source_name(A, root);
  if (!name && slot)
    name = arc_source_name(A, slot);
  if (!name && slot)
    name = own_name(A, slot);
  if (!name)
    name = own_name(A, root);
  if (name) {
    snprintf(t.text, sizeof t.text, "%s", name);
    return t;
  }
  /* A handle kept in a field or an element: name the object or array that holds it. */
  LLVMValueRef base = slot ? gep_base(slot) : NULL;
  if (base && LLVMIsALoadInst(base) && !own_name(A, base))
    base = LLVMGetOperand(base, 0); /* the field of an object reached through a pointer */
  const char *holder = base ? own_name(A, base) : NULL;
  if (holder)
    snprintf(t.text, sizeof t.text, "<field of %s>", holder);
  else
    snprintf(t.text, sizeof t.text, "<unnamed>");
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
