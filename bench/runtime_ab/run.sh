#!/usr/bin/env bash
# bench/runtime_ab/run.sh - what a change to the runtime costs on the retain/release fast paths:
# the runtime of git revision REV ("before") and the work tree's ("after") built into ONE program
# (each copy's public symbols renamed, its internal ones made local, as bench/alloc_paths does),
# then ns per retain+release pair on a LOCAL, a BIASED (by its owner) and a SHARED object, rows
# interleaved (pairs_ab.c), and callgrind's instructions per pair ((Ir(110000) - Ir(10000)) /
# 100000). A report, never a verdict.
#
# Usage: bench/runtime_ab/run.sh [REV [N [REPS]]]   (default HEAD 2000000 21)
. "$(dirname "$0")/../lib.sh"

REV=${1:-HEAD}
OUT=$BUILD/bench/runtime_ab
rm -rf "$OUT" && mkdir -p "$OUT/before"
command -v valgrind >/dev/null || die "valgrind not found: run 'make deps-bench'"
git -C "$ROOT" archive "$REV" runtime | tar -x -C "$OUT/before" ||
  die "cannot read runtime/ at revision $REV"
cd "$OUT"
variant() { # prefix, runtime folder: one relocatable object, public names prefixed
  local p=$1 rt=$2 objs=() f
  for f in "$rt"/src/*.c; do
    case $(basename "$f") in check_*) continue ;; esac # the checking build's entry points
    $CC -O2 -fPIC -fvisibility=hidden -std=c11 -I"$rt/include" -I"$rt/src" -c "$f" \
      -o "$p.$(basename "$f").o"
    objs+=("$p.$(basename "$f").o")
  done
  ld -r "${objs[@]}" -o "$p.o"
  objcopy --localize-hidden "$p.o"
  local s
  for s in arc_alloc arc_retain arc_release arc_alloc_local arc_retain_local arc_release_local \
    arc_publish arc_count arc_is_unique; do
    objcopy --redefine-sym $s=${p}_$s "$p.o"
  done
}
step "building the runtime at $REV (before) and the work tree's (after) into one program ($CC)"
variant before "$OUT/before/runtime"
variant after "$ROOT/runtime"
$CC -O2 -falign-loops=64 -std=c11 -c "$ROOT/bench/runtime_ab/pairs_ab.c" -o pairs_ab.o
$CC pairs_ab.o before.o after.o -pthread -o pairs_ab

step "timing ($(uptime | sed 's/.*load/load/'))"
./pairs_ab "${2:-2000000}" "${3:-21}"

step "instructions per pair (callgrind)"
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null ./pairs_ab "$1" 1 "$2" 2>&1 |
  awk '/Collected/ { print $4 }'; }
names=(control "LOCAL before" "LOCAL after" "BIASED before" "BIASED after" "SHARED before"
  "SHARED after")
for r in 0 1 2 3 4 5 6; do
  printf '   %-14s %s\n' "${names[$r]}" $(( ($(ir 110000 $r) - $(ir 10000 $r)) / 100000 ))
done
