#!/usr/bin/env bash
# bench/local/run.sh - `make bench-local`: the thread-local rewrite measured. Builds loops.c
# twice (without the pass: atomic counts; with it: local ones) into one program, runs the
# interleaved timing table, then counts instructions per iteration of each serial row with
# callgrind (when valgrind is installed). Timings are reported, never asserted.
#
# Usage: bench/local/run.sh [N [REPETITIONS]]   (make build first; `make bench-local` does)
# Knobs: LLVM_VERSION (default 19), BUILD (default build), OMP_NUM_THREADS (default: all cores).
. "$(dirname "$0")/../lib.sh"

check_toolchain
check_openmp
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$THREADS}
OUT=$BUILD/bench/local
SRC=$ROOT/bench/local
mkdir -p "$OUT"
CFLAGS=(-O2 -gdwarf-4 -std=c11 -Wall -Wextra -Werror -I"$INC" $OMP_CFLAGS)

step "building loops.c without and with the pass ($CC)"
$CC "${CFLAGS[@]}" -DVARIANT=atomic -c "$SRC/loops.c" -o "$OUT/loops_atomic.o"
$CC "${CFLAGS[@]}" -DVARIANT=local -fpass-plugin="$PLUGIN" -Rpass=arc-elide \
  -c "$SRC/loops.c" -o "$OUT/loops_local.o" 2>"$OUT/remarks.txt"
note "thread-local objects proven: $(grep -c "is thread-local" "$OUT/remarks.txt" || true)"
$CC "${CFLAGS[@]}" "$SRC/main.c" "$OUT/loops_atomic.o" "$OUT/loops_local.o" "$RUNTIME" \
  $OMP_LDFLAGS -o "$OUT/bench_local"

step "timing ($OMP_NUM_THREADS OpenMP threads, $(machine))"
"$OUT/bench_local" "${1:-2000000}" "${2:-9}"

if command -v valgrind >/dev/null; then
  step "instructions per iteration (callgrind, serial rows)"
  n=200000
  # valgrind 3.19 cannot read clang's DWARF 5 (libarcrt.a): count on a stripped copy
  objcopy --strip-debug "$OUT/bench_local" "$OUT/bench_local.stripped"
  for row in A_serial fresh1_serial_atomic fresh1_serial_local fresh4_serial_atomic \
    fresh4_serial_local; do
    valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.$row" \
      "$OUT/bench_local.stripped" one $row $n >/dev/null 2>"$OUT/callgrind.$row.log"
    total=$(grep -o 'Collected : [0-9]*' "$OUT/callgrind.$row.log" | grep -o '[0-9]*$' || true)
    note "$row: $total instructions for N=$n, $((${total:-0} / n)) per iteration"
  done
else
  note "valgrind not installed: instruction counts skipped ('make deps-bench' installs it)"
fi
