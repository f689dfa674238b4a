#!/usr/bin/env bash
# bench/alloc_paths/run.sh - where row D's time goes, and which allocation path to put under the
# runtime (docs/runtime.md, "The allocation path"). Builds the runtime five ways into ONE program
# (each copy's public symbols renamed, its internal ones made local):
#
#   before  libarcrt before issue 15 (bench/rt_libarcrt_before.c): glibc malloc/free
#   glibc   today's runtime with its block cache compiled out (ARCRT_NO_CACHE): glibc malloc/free
#   mi      the same on mimalloc (mi_malloc/mi_free of Debian's libmimalloc.so.2, dlopen()ed
#           RTLD_LOCAL so that it does not replace the process's malloc; one indirect call more
#           per malloc and per free than linking it)
#   shared  today's runtime without BIASED objects (ARCRT_NO_BIAS): arc_alloc makes SHARED ones
#   cache   today's runtime: the per-thread size-class cache in front of glibc, BIASED objects
#
# and times, interleaved in one process, row M (malloc+free of a 24-byte block: row D's object
# block), M-mi (the same with mimalloc), and per variant row D (arc_alloc, arc_retain, use,
# arc_release x2), row L (the same with arc_alloc_local: no atomic at all) and row C (a retain
# and release of one object per iteration). Prints medians
# [min max] and the ratio to row M of the same run, then callgrind instructions per iteration
# ((Ir(110000) - Ir(10000)) / 100000). A report, never a verdict.
#
# Usage: bench/alloc_paths/run.sh [N [REPS]]   (needs libmimalloc-dev: `make deps-bench`)
. "$(dirname "$0")/../lib.sh"

OUT=$BUILD/bench/alloc_paths
SRC=$ROOT/bench/alloc_paths
RT=$ROOT/runtime
mkdir -p "$OUT"
[ -e /usr/include/mimalloc.h ] || die "mimalloc not found: run 'make deps-bench', or 'sudo apt-get install libmimalloc-dev'"
cd "$OUT"
variant() { # name, flags, sources...: one relocatable object, public names prefixed by name_
  local v=$1 flags=$2
  shift 2
  local objs=() f
  for f in "$@"; do
    $CC -O2 -fPIC -fvisibility=hidden -std=c11 -I"$INC" -I"$RT/src" $flags -c "$f" -o "$v.$(basename "$f").o"
    objs+=("$v.$(basename "$f").o")
  done
  ld -r "${objs[@]}" -o "$v.o"
  objcopy --localize-hidden "$v.o"
  local s
  for s in arc_alloc arc_retain arc_release arc_alloc_local arc_retain_local arc_release_local \
    arc_publish arc_count arc_is_unique; do
    objcopy --redefine-sym $s=${v}_$s "$v.o"
  done
}
step "building the five runtimes into one program ($CC)"
RT_SOURCES=("$RT/src/alloc.c" "$RT/src/destroy.c" "$RT/src/asserts.c" "$RT/src/over_release.c"
  "$RT/src/owner.c" "$RT/src/thread_exit.c" "$RT/src/api.c")
variant before "" "$ROOT/bench/rt_libarcrt_before.c"
variant glibc -DARCRT_NO_CACHE "${RT_SOURCES[@]}"
variant mi -DARCRT_NO_CACHE "${RT_SOURCES[@]}"
objcopy --redefine-sym malloc=mi_malloc_shim --redefine-sym free=mi_free_shim mi.o
variant shared -DARCRT_NO_BIAS "${RT_SOURCES[@]}"
variant cache "" "${RT_SOURCES[@]}"
$CC -O2 -falign-loops=64 -c "$SRC/paths.c" -o paths.o
$CC -O2 -c "$ROOT/bench/use.c" -o use.o
$CC -O2 -c "$SRC/mi_shim.c" -o mi_shim.o
$CC paths.o use.o before.o glibc.o mi.o shared.o cache.o mi_shim.o -ldl -pthread -o paths

step "timing ($(machine)): ns per iteration, median [min max] of the repetitions, x row M"
./paths "${1:-2000000}" "${2:-9}"

if command -v valgrind >/dev/null; then
  step "instructions per iteration (callgrind)"
  for row in M M-mi D-before D-glibc D-mi D-shared D-cache L-before L-cache C-shared C-cache; do
    ir=()
    for n in 10000 110000; do
      ir+=("$(valgrind --tool=callgrind --toggle-collect='row_*' --callgrind-out-file=/dev/null \
        ./paths one "$row" $n 2>&1 | grep -o 'Collected : [0-9]*' | grep -o '[0-9]*$')")
    done
    note "$(printf '%-10s %6d' "$row" $(((ir[1] - ir[0]) / 100000)))"
  done
fi
