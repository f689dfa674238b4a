#!/usr/bin/env bash
# bench/glib/run.sh - `make bench-glib`: issue 13's GLib forms on a real GObject, timed. Builds
# tests/profiles/Inputs/glib_forms_kernel.c twice (without the pass, and with it) into one
# program with its driver, and runs the interleaved table: for g_autoptr(GObject),
# g_clear_object and `if (o) g_object_unref(o)`, serial and in `omp parallel for`, the median,
# minimum and maximum ns per iteration of each build, and the g_object_ref calls each made
# (counted through -Wl,--wrap=g_object_ref). Timings are reported, never asserted; the run fails
# only when the two builds compute different sums (tests/profiles/glib_forms.c checks the
# counts).
#
# Usage: bench/glib/run.sh [N [REPETITIONS]]   (make build first; `make bench-glib` does)
# Knobs: LLVM_VERSION (default 19), BUILD (default build), OMP_NUM_THREADS (default: all cores).
# Needs libglib2.0-dev (pkg-config gobject-2.0).
. "$(dirname "$0")/../lib.sh"

check_toolchain
check_openmp
pkg-config --exists gobject-2.0 ||
  die "GLib not found (pkg-config gobject-2.0): 'sudo apt-get install libglib2.0-dev'"
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$THREADS}
OUT=$BUILD/bench/glib
SRC=$ROOT/tests/profiles/Inputs
mkdir -p "$OUT"
read -r -a GLIB_CFLAGS <<<"$(pkg-config --cflags gobject-2.0)"
read -r -a GLIB_LIBS <<<"$(pkg-config --libs gobject-2.0)"
CFLAGS=(-O2 -g -Wall -Wextra -Werror $OMP_CFLAGS "${GLIB_CFLAGS[@]}")

step "building glib_forms_kernel.c without and with the pass ($CC)"
$CC "${CFLAGS[@]}" -DVARIANT=plain -c "$SRC/glib_forms_kernel.c" -o "$OUT/kernel_plain.o"
$CC "${CFLAGS[@]}" -DVARIANT=hoisted -fpass-plugin="$PLUGIN" -Rpass=arc-elide \
  -Rpass-missed=arc-elide -c "$SRC/glib_forms_kernel.c" -o "$OUT/kernel_hoisted.o" \
  2>"$OUT/remarks.txt"
note "loops hoisted: $(grep -c "remark: hoisted" "$OUT/remarks.txt" || true) of 6"
$CC "${CFLAGS[@]}" "$SRC/glib_forms_driver.c" "$OUT/kernel_plain.o" "$OUT/kernel_hoisted.o" \
  -Wl,--wrap=g_object_ref $OMP_LDFLAGS "${GLIB_LIBS[@]}" -o "$OUT/bench_glib"

step "timing ($OMP_NUM_THREADS OpenMP threads, $(machine))"
"$OUT/bench_glib" "${1:-2000000}" "${2:-9}" | tee "$OUT/results.txt"
python3 - "$OUT/results.txt" <<'PY' || die "the plain and the hoisted build computed different sums"
import re, sys
sums = {}
for line in open(sys.argv[1]):
    m = re.match(r"(\S+) (plain|hoisted): sum (\d+)", line)
    if m:
        sums.setdefault(m.group(1), set()).add(m.group(3))
sys.exit(0 if sums and all(len(s) == 1 for s in sums.values()) else 1)
PY
