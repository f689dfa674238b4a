#!/usr/bin/env bash
# bench/alloc_paths/run.sh - the measurement behind the runtime's allocation path
# (docs/runtime.md): rows D and M (rows_md.c) with three allocation paths under libarcrt, in
# callgrind instructions per iteration and in ns per iteration (medians of interleaved
# repetitions, one process per path, the processes themselves interleaved ROUNDS times):
#
#   cache     libarcrt as built (per-thread size-class cache on glibc malloc)
#   glibc     the runtime's sources built with -DARCRT_NO_CACHE (malloc/free for every block)
#   mimalloc  the same, linked with -lmimalloc (Debian's libmimalloc-dev; skipped if missing)
#
# Knobs: N (default 2000000), REPS (7), ROUNDS (3), LLVM_VERSION, BUILD.
. "$(dirname "$0")/../lib.sh"
N=${N:-2000000}
REPS=${REPS:-7}
ROUNDS=${ROUNDS:-3}
OUT=$BUILD/bench/alloc_paths
rm -rf "$OUT" && mkdir -p "$OUT/nocache"
check_toolchain valgrind
SRC=$ROOT/runtime/src
for f in alloc destroy owner rc api; do
  $CC -O2 -fPIC -std=c11 -fvisibility=hidden -DARCRT_NO_CACHE -I"$INC" -c "$SRC/$f.c" \
    -o "$OUT/nocache/$f.o"
done
ar rcs "$OUT/libarcrt-nocache.a" "$OUT"/nocache/*.o
common=(-O2 -I"$INC" "$ROOT/bench/alloc_paths/rows_md.c" "$ROOT/bench/use.c" -pthread)
$CC "${common[@]}" "$RUNTIME" -o "$OUT/cache"
$CC "${common[@]}" "$OUT/libarcrt-nocache.a" -o "$OUT/glibc"
PATHS=(cache glibc)
if $CC "${common[@]}" "$OUT/libarcrt-nocache.a" -lmimalloc -o "$OUT/mimalloc" 2>/dev/null; then
  PATHS+=(mimalloc)
else
  note "mimalloc not installed (sudo apt-get install libmimalloc-dev): column skipped"
fi
echo "instructions per iteration (callgrind; (Ir(N=120000) - Ir(N=20000)) / 100000):"
for p in "${PATHS[@]}"; do
  objcopy --strip-debug "$OUT/$p" "$OUT/$p.cg"
  line="   $p"
  for row in m d; do
    for n in 20000 120000; do
      valgrind --tool=callgrind --toggle-collect="row_$row" --callgrind-out-file="$OUT/$p.$row.$n" \
        "$OUT/$p.cg" "$n" 1 "$row" >/dev/null 2>&1
    done
    ir() { sed -n 's/^summary: //p' "$1"; }
    line+="  $row: $(((($(ir "$OUT/$p.$row.120000") - $(ir "$OUT/$p.$row.20000"))) / 100000))"
  done
  echo "$line"
done
echo "ns per iteration (median min max of $REPS interleaved repetitions, N = $N), $ROUNDS rounds:"
for r in $(seq "$ROUNDS"); do
  for p in "${PATHS[@]}"; do
    echo "   round $r $p: $("$OUT/$p" "$N" "$REPS" | tr '\n' ' ')"
  done
done
