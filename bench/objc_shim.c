/* objc_shim.c - objc_retain/objc_release forwarding to libarcrt, for the objc-arc peer.
 *
 * The objc variants of bench/rows.c call llvm.objc.retain/llvm.objc.release; LLVM's codegen
 * lowers those intrinsics to calls to objc_retain/objc_release, which land here and go on to
 * arc_retain/arc_release (one direct tail jump each: compiled at -O2 this file is two `jmp`s). */
#include <arc.h>

void *objc_retain(void *p) { return arc_retain(p); }
void objc_release(void *p) { arc_release(p); }
