#!/usr/bin/env bash
# bench/demo.sh - `make demo`: the main job on the bundled example, in under a minute.
#
# Compiles examples/shared_handle.c without and with the arc-elide plugin and shows, one step
# each: what the pass did to every retain/release in a loop (its remarks, with the rule that
# stopped it when it refused), how many retain/release calls a run executes with and without it
# (counted by tests/e2e/Inputs/count_rc.c through -Wl,--wrap), and a timing table of the
# example's rows, serial and parallel, each against row A of the same run. It ends with the
# headline: row B in parallel without and with the pass, in ns, row A of the same run beside
# each, and a warning when the load average says the machine is too busy for a stable figure.
#
# Knobs: DEMO_N (iterations per row, default 2000000), DEMO_REPS (default 7),
#        COUNT_N (iterations per row for the counting run, default 100000),
#        OMP_NUM_THREADS (default: all cores), LLVM_VERSION, BUILD.
# Everything it compiles goes to $BUILD/demo/.
. "$(dirname "$0")/lib.sh"

N=${DEMO_N:-2000000}
REPS=${DEMO_REPS:-7}
COUNT_N=${COUNT_N:-100000}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$THREADS}
OUT=$BUILD/demo
EX=$ROOT/examples
SHIM=$ROOT/tests/e2e/Inputs/count_rc.c
FMT=$ROOT/bench/demo_report.py

check_toolchain
check_openmp
command -v python3 >/dev/null || die "python3 not found: run 'make deps', or 'sudo apt-get install python3'"
mkdir -p "$OUT"

echo "arcelide demo: examples/shared_handle.c, $CC, $OMP_NUM_THREADS OpenMP threads ($(machine))"

# -falign-loops=64: the same loop runs at different speeds depending on where it lands; aligning
# every loop the same way keeps that out of the comparison with row A.
CFLAGS=(-O2 -g -falign-loops=64 $OMP_CFLAGS -I"$INC")
PASS=(-fpass-plugin="$PLUGIN")
WRAP=(-Wl,--wrap=arc_retain -Wl,--wrap=arc_release -Wl,--wrap=arc_retain_local
  -Wl,--wrap=arc_release_local)

compile() { # output, log, clang arguments...: quiet unless it fails
  local out=$1 log=$2
  shift 2
  if ! $CC "$@" $OMP_LDFLAGS -o "$out" 2>"$log"; then
    sed -n '1,20p' "$log" >&2
    die "compiling $(basename "$out") failed (full log: $log)"
  fi
}

# ---- 1. compile ------------------------------------------------------------------------------
step "1/4  compiling examples/shared_handle.c without and with the pass ($CC -O2 -g -fopenmp)"
SRC=("$EX/shared_handle.c" "$EX/use.c")
compile "$OUT/shared_handle" "$OUT/without.log" "${CFLAGS[@]}" "${SRC[@]}" "$RUNTIME"
compile "$OUT/shared_handle_elided" "$OUT/remarks.log" "${CFLAGS[@]}" "${PASS[@]}" \
  -Rpass=arc-elide -Rpass-missed=arc-elide "${SRC[@]}" "$RUNTIME"
compile "$OUT/shared_handle_counted" "$OUT/counted.log" "${CFLAGS[@]}" "${SRC[@]}" "$SHIM" \
  "${WRAP[@]}" "$RUNTIME"
compile "$OUT/shared_handle_elided_counted" "$OUT/counted_elided.log" "${CFLAGS[@]}" "${PASS[@]}" \
  "${SRC[@]}" "$SHIM" "${WRAP[@]}" "$RUNTIME"
note "without the pass:  $OUT/shared_handle"
note "with the pass:     $OUT/shared_handle_elided   (-fpass-plugin=$PLUGIN)"
note "and both again linked with the counting shim (-Wl,--wrap=arc_retain ...): *_counted"

# ---- 2. remarks ------------------------------------------------------------------------------
step "2/4  what the pass did (its remarks: -Rpass=arc-elide -Rpass-missed=arc-elide)"
python3 "$FMT" remarks "$OUT/remarks.log" "$EX/shared_handle.c"

# ---- 3. counts -------------------------------------------------------------------------------
step "3/4  retain/release calls executed in one run (N = $COUNT_N, 1 repetition, counted by count_rc.c)"
for b in shared_handle_counted shared_handle_elided_counted; do
  "$OUT/$b" "$COUNT_N" 1 >"$OUT/$b.out" 2>"$OUT/$b.err" ||
    die "$OUT/$b failed (exit $?): see $OUT/$b.err"
done
python3 "$FMT" counts "$COUNT_N" 1 "$OUT/shared_handle_counted.err" \
  "$OUT/shared_handle_elided_counted.err"

# ---- 4. timing -------------------------------------------------------------------------------
step "4/4  timing (N = $N per row, $REPS repetitions, rows interleaved; ns per iteration)"
cp /proc/loadavg "$OUT/loadavg" # what else ran on the machine just before (the headline's warning)
"$OUT/shared_handle" "$N" "$REPS" >"$OUT/without.out" || die "$OUT/shared_handle failed (exit $?)"
"$OUT/shared_handle_elided" "$N" "$REPS" >"$OUT/with.out" ||
  die "$OUT/shared_handle_elided failed (exit $?)"
python3 "$FMT" timing "$OUT/without.out" "$OUT/with.out" "$OUT/loadavg" "$(nproc)"
