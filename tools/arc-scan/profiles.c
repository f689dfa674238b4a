/* The table of known refcounting runtimes (see profiles.h). */
#include "profiles.h"

#include <stddef.h>
#include <string.h>

static const RcProfile arc = {"arc", "arc_retain", "arc_release"};
static const RcProfile objc = {"objc", "objc_retain", "objc_release"};
static const RcProfile swift = {"swift", "swift_retain", "swift_release"};
static const RcProfile glib = {"glib", "g_object_ref", "g_object_unref"};
static const RcProfile cpython = {"cpython", "Py_IncRef", "Py_DecRef"};
static const RcProfile numba = {"numba", "NRT_incref", "NRT_decref"};

/* The pass's profiles, and a few entries it does not know: GLib's non-atomic GRcBox, and
 * CPython's Py_INCREF/Py_DECREF, static inline functions that -O2 turns into plain field
 * updates before the pass runs. */
static const RcEntry entries[] = {
    {"arc_retain", &arc, RC_RETAIN, true, true, true},
    {"arc_release", &arc, RC_RELEASE, true, false, true},
    {"arc_retain_local", &arc, RC_RETAIN, false, true, true},
    {"arc_release_local", &arc, RC_RELEASE, false, false, true},
    {"objc_retain", &objc, RC_RETAIN, true, true, true},
    {"objc_release", &objc, RC_RELEASE, true, false, true},
    {"swift_retain", &swift, RC_RETAIN, true, true, true},
    {"swift_release", &swift, RC_RELEASE, true, false, true},
    {"swift_nonatomic_retain", &swift, RC_RETAIN, false, true, true},
    {"swift_nonatomic_release", &swift, RC_RELEASE, false, false, true},
    {"g_object_ref", &glib, RC_RETAIN, true, true, true},
    {"g_object_unref", &glib, RC_RELEASE, true, false, true},
    {"g_bytes_ref", &glib, RC_RETAIN, true, true, true},
    {"g_bytes_unref", &glib, RC_RELEASE, true, false, true},
    {"g_variant_ref", &glib, RC_RETAIN, true, true, true},
    {"g_variant_unref", &glib, RC_RELEASE, true, false, true},
    {"g_hash_table_ref", &glib, RC_RETAIN, true, true, true},
    {"g_hash_table_unref", &glib, RC_RELEASE, true, false, true},
    {"g_array_ref", &glib, RC_RETAIN, true, true, true},
    {"g_array_unref", &glib, RC_RELEASE, true, false, true},
    {"g_ptr_array_ref", &glib, RC_RETAIN, true, true, true},
    {"g_ptr_array_unref", &glib, RC_RELEASE, true, false, true},
    {"g_byte_array_ref", &glib, RC_RETAIN, true, true, true},
    {"g_byte_array_unref", &glib, RC_RELEASE, true, false, true},
    {"g_ref_string_acquire", &glib, RC_RETAIN, true, true, true},
    {"g_ref_string_release", &glib, RC_RELEASE, true, false, true},
    {"g_atomic_rc_box_acquire", &glib, RC_RETAIN, true, true, false},
    {"g_atomic_rc_box_release", &glib, RC_RELEASE, true, false, false},
    {"g_rc_box_acquire", &glib, RC_RETAIN, false, true, false},
    {"g_rc_box_release", &glib, RC_RELEASE, false, false, false},
    {"Py_IncRef", &cpython, RC_RETAIN, false, false, true},
    {"Py_DecRef", &cpython, RC_RELEASE, false, false, true},
    {"Py_NewRef", &cpython, RC_RETAIN, false, true, true},
    {"Py_INCREF", &cpython, RC_RETAIN, false, false, false},
    {"Py_DECREF", &cpython, RC_RELEASE, false, false, false},
    {"Py_XINCREF", &cpython, RC_RETAIN, false, false, false},
    {"Py_XDECREF", &cpython, RC_RELEASE, false, false, false},
    {"NRT_incref", &numba, RC_RETAIN, true, false, true},
    {"NRT_decref", &numba, RC_RELEASE, true, false, true},
};

const RcEntry *rc_lookup(const char *function) {
  for (size_t i = 0; i < sizeof entries / sizeof entries[0]; ++i)
    if (strcmp(entries[i].function, function) == 0)
      return &entries[i];
  return NULL;
}
