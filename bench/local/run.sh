#!/usr/bin/env bash
# bench/local: the thread-local rewrite measured. Builds loops.c twice (without the pass:
# atomic; with it: local) into one program, runs the interleaved timing table with
# OMP_NUM_THREADS=2, then counts instructions per iteration of each serial row with callgrind.
# Usage: bench/local/run.sh [N [REPETITIONS]] (from anywhere; needs `make build` first).
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
build=${BUILD:-build}
llvm=${LLVM_VERSION:-19}
out=$repo/$build/bench/local
mkdir -p "$out"
omp="-fopenmp -isystem /usr/lib/llvm-19/lib/clang/19/include -L/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib"
cflags="-O2 -gdwarf-4 -std=c11 -Wall -Wextra -Werror -I$repo/runtime/include"
cc=clang-$llvm
$cc $cflags -fopenmp -isystem /usr/lib/llvm-19/lib/clang/19/include -DVARIANT=atomic \
  -c "$repo/bench/local/loops.c" -o "$out/loops_atomic.o"
$cc $cflags -fopenmp -isystem /usr/lib/llvm-19/lib/clang/19/include -DVARIANT=local \
  -fpass-plugin="$repo/$build/lib/ArcElide.so" -Rpass=arc-elide \
  -c "$repo/bench/local/loops.c" -o "$out/loops_local.o" 2> "$out/remarks.txt"
grep -c "is thread-local" "$out/remarks.txt" | sed 's/^/thread-local objects proven: /'
$cc $cflags $omp "$repo/bench/local/main.c" "$out/loops_atomic.o" "$out/loops_local.o" \
  "$repo/$build/lib/libarcrt.a" -o "$out/bench_local"
OMP_NUM_THREADS=2 "$out/bench_local" "${1:-2000000}" "${2:-9}"
if command -v valgrind >/dev/null; then
  n=200000
  # valgrind 3.19 cannot read clang 19's DWARF 5 (libarcrt.a): count on a stripped copy
  objcopy --strip-debug "$out/bench_local" "$out/bench_local.stripped"
  for row in A_serial fresh1_serial_atomic fresh1_serial_local fresh4_serial_atomic \
    fresh4_serial_local; do
    valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.$row" \
      "$out/bench_local.stripped" one $row $n > /dev/null 2> "$out/callgrind.$row.log"
    total=$(grep -o 'Collected : [0-9]*' "$out/callgrind.$row.log" | grep -o '[0-9]*$' || true)
    echo "$row: $total instructions for N=$n, $(( total / n )) per iteration (callgrind)"
  done
fi
