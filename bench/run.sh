#!/usr/bin/env bash
# bench/run.sh - `make bench`: the benchmark (see bench/README.md for what and why).
#
#  1. builds bench/rows.c once per (runtime, pass): the seed's spinlock runtime, an unguarded
#     atomic runtime, libarcrt as it was before issue 15 (rt_libarcrt_before.c) and libarcrt,
#     each without and with arc-elide; libarcrt with rows.c and use.c under full LTO (lld), without
#     and with arc-elide at link time (when lld-$V is installed); and the objc peer: the same
#     source with retain/release as llvm.objc.retain/llvm.objc.release, as is (no ARC
#     optimizer), after `opt -passes=objc-arc`, and after arc-elide<runtime=objc>
#  2. runs each build in one process: every row, serial and parallel, interleaved, REPS times;
#     then bench/pairs.c: ns per retain+release pair on a LOCAL, BIASED, SHARED and IMMORTAL object
#     against a control (the SHARED/LOCAL ratio is reported, never asserted); then
#     bench/idioms/run.sh: std::shared_ptr and Rust Arc copies, without and with the pass
#  3. counts serial instructions per iteration with callgrind (rows A, B-heap, C, M, D; libarcrt,
#     without and with the pass)
#  4. runs bench/compile_cost/run.sh (opt -O2 with and without the plugin, the pass's own
#     time as the module doubles, and its instruction count on one function of N loops)
#  5. bench/report.py: the table on the terminal, $BUILD/bench/results.json, results.md and the
#     chart results.png
#
# Exit status: non-zero when any build computed a wrong result (every row's value, every
# object's destruction and the shared handles' final counts are checked), when a build or a
# run failed, or when the compile-cost robustness checks failed. Timing verdicts are printed,
# not enforced: on a shared machine a noisy neighbour must not fail the command.
#
# Knobs: BENCH_N (iterations per row, default 4000000), BENCH_REPS (default 9), BENCH_PAIRS_N
#        (retain+release pairs per sample in bench/pairs.c, default 5000000),
#        CG_N1/CG_N2 (callgrind iteration counts, default 20000/120000),
#        SKIP_COMPILE_COST=1, COMPILE_COST_ENV="REPS=5 ..." (passed to compile_cost/run.sh),
#        OMP_NUM_THREADS (default: all cores), LLVM_VERSION, BUILD.
. "$(dirname "$0")/lib.sh"

N=${BENCH_N:-4000000}
REPS=${BENCH_REPS:-9}
CG_N1=${CG_N1:-20000}
CG_N2=${CG_N2:-120000}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$THREADS}
OUT=$BUILD/bench
BIN=$OUT/bin
OBJ=$OUT/obj
RAW=$OUT/raw
B=$ROOT/bench
START=$(date +%s)

check_toolchain opt llc valgrind gnuplot
check_openmp
command -v python3 >/dev/null || die "python3 not found: run 'make deps', or 'sudo apt-get install python3'"
rm -rf "$BIN" "$OBJ" "$RAW" "$OUT/callgrind"
mkdir -p "$BIN" "$OBJ" "$RAW" "$OUT/callgrind"

echo "arcelide benchmark: $CC, $OMP_NUM_THREADS OpenMP threads, $(machine), $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "N = $N iterations per row, $REPS repetitions per build"

# -gdwarf-4: remarks name handles from debug info, and valgrind 3.19 cannot read DWARF 5.
# -falign-loops=64: on this CPU the same loop runs at 1.0 or 1.45 ns/iteration depending on
# where it lands; aligning every loop the same way keeps that out of the ratios.
CFLAGS=(-O2 -gdwarf-4 -falign-loops=64 $OMP_CFLAGS -I"$INC")
LOG=$OUT/build.log
: >"$LOG"
run() { # runs a build command quietly; on failure shows its output and stops
  if ! "$@" >>"$LOG" 2>&1; then
    tail -n 20 "$LOG" >&2
    die "build step failed: $* (log: $LOG)"
  fi
}

# ---- 1. builds -----------------------------------------------------------------------------
step "1/5  building: 4 runtimes x {without, with arc-elide}, full LTO x {without, with}, the objc-arc peer"
run $CC -O2 -c "$B/use.c" -o "$OBJ/use.o"
run $CC -O2 -I"$INC" -c "$B/rt_seed_spinlock.c" -o "$OBJ/rt_seed_spinlock.o"
run $CC -O2 -I"$INC" -c "$B/rt_atomic_unguarded.c" -o "$OBJ/rt_atomic_unguarded.o"
run $CC -O2 -fPIC -fvisibility=hidden -I"$INC" -c "$B/rt_libarcrt_before.c" -o "$OBJ/rt_libarcrt_before.o"
run $CC -O2 -I"$INC" -c "$B/objc_shim.c" -o "$OBJ/objc_shim.o"

BUILDS=()
build_c() { # name, runtime object or archive, pass (none|arc-elide), extra clang flags...
  local name=$1 rt=$2 pass=$3
  shift 3
  local flags=("${CFLAGS[@]}" "$@")
  [ "$pass" = arc-elide ] && flags+=(-fpass-plugin="$PLUGIN" -Rpass=arc-elide -Rpass-missed=arc-elide)
  if ! $CC "${flags[@]}" -c "$B/rows.c" -o "$OBJ/$name.o" 2>"$RAW/$name.remarks"; then
    cat "$RAW/$name.remarks" >&2
    die "compiling bench/rows.c for $name failed"
  fi
  run $CC "$OBJ/$name.o" "$OBJ/use.o" "$rt" $OMP_LDFLAGS -o "$BIN/$name"
  BUILDS+=("$name")
}
build_c seed-spinlock.none "$OBJ/rt_seed_spinlock.o" none -DBENCH_WRITABLE_LITERAL
build_c seed-spinlock.arc-elide "$OBJ/rt_seed_spinlock.o" arc-elide -DBENCH_WRITABLE_LITERAL
build_c atomic.none "$OBJ/rt_atomic_unguarded.o" none -DBENCH_WRITABLE_LITERAL
build_c atomic.arc-elide "$OBJ/rt_atomic_unguarded.o" arc-elide -DBENCH_WRITABLE_LITERAL
build_c before.none "$OBJ/rt_libarcrt_before.o" none
build_c before.arc-elide "$OBJ/rt_libarcrt_before.o" arc-elide
build_c ours.none "$RUNTIME" none
build_c ours.arc-elide "$RUNTIME" arc-elide

# Full LTO: rows.c and use.c both compiled -flto (bitcode), linked by lld of the same LLVM, the
# pass loaded into the linker and run at link time, when use()'s body is in the module. Only
# where that lld exists (Debian's lld-$V); the remarks come from the linker (-mllvm), on its
# standard output.
if [ -x "$($CC -print-prog-name=ld.lld)" ]; then
  run $CC "${CFLAGS[@]}" -flto -c "$B/rows.c" -o "$OBJ/rows.lto.o"
  run $CC -O2 -flto -DBENCH_USE_COUNTS -c "$B/use.c" -o "$OBJ/use.lto.o"
  build_lto() { # name, pass (none|arc-elide)
    local name=$1 pass=$2
    # -align-loops: -falign-loops is a code generation option, which LTO runs at the link.
    local flags=(-O2 -flto -fuse-ld=lld -Wl,-mllvm,-align-loops=64)
    [ "$pass" = arc-elide ] && flags+=(-Wl,--load-pass-plugin="$PLUGIN"
      -Wl,-mllvm,-pass-remarks=arc-elide -Wl,-mllvm,-pass-remarks-missed=arc-elide)
    if ! $CC "${flags[@]}" "$OBJ/rows.lto.o" "$OBJ/use.lto.o" "$RUNTIME" $OMP_LDFLAGS \
      -o "$BIN/$name" >"$RAW/$name.link" 2>&1; then
      cat "$RAW/$name.link" >&2
      die "linking the full-LTO build $name failed"
    fi
    # lld prints "file:line:col: text"; the report reads clang's "file:line:col: remark: text".
    sed -E 's/^([^ :]+:[0-9]+:[0-9]+): /\1: remark: /' "$RAW/$name.link" >"$RAW/$name.remarks"
    BUILDS+=("$name")
  }
  build_lto lto.none none
  build_lto lto.arc-elide arc-elide
else
  note "ld.lld of LLVM $V not found ('sudo apt-get install lld-$V'): the full-LTO builds are skipped"
fi

# The objc peer. The same source at -O2 with arc_retain/arc_release renamed objc_retain/
# objc_release, then the calls turned into the intrinsics LLVM's ARC optimizer works on. llc
# lowers the intrinsics back to calls to objc_retain/objc_release: objc_shim.c forwards those
# to libarcrt.
run $CC "${CFLAGS[@]}" -Darc_retain=objc_retain -Darc_release=objc_release -S -emit-llvm \
  "$B/rows.c" -o "$OBJ/objc.c.ll"
sed -E 's/@objc_retain\b/@llvm.objc.retain/g; s/@objc_release\b/@llvm.objc.release/g' \
  "$OBJ/objc.c.ll" >"$OBJ/objc.none.ll"
run $OPT -passes=verify "$OBJ/objc.none.ll" -disable-output
run $OPT -passes=objc-arc "$OBJ/objc.none.ll" -S -o "$OBJ/objc.objc-arc.ll"
OBJC_VARIANTS=(none objc-arc)
if $OPT -load-pass-plugin="$PLUGIN" -passes='function(arc-elide<runtime=objc>)' \
  "$OBJ/objc.none.ll" -disable-output 2>/dev/null; then
  # LoopSimplify first, as under clang (the IR is already -O2: loops are rotated and LCSSA).
  $OPT -load-pass-plugin="$PLUGIN" -passes='function(loop-simplify,arc-elide<runtime=objc>),verify' \
    -pass-remarks=arc-elide -pass-remarks-missed=arc-elide \
    "$OBJ/objc.none.ll" -S -o "$OBJ/objc.arc-elide.ll" 2>"$RAW/objc.arc-elide.remarks" ||
    { tail -n 20 "$RAW/objc.arc-elide.remarks" >&2; die "arc-elide<runtime=objc> failed on the objc IR"; }
  OBJC_VARIANTS+=(arc-elide)
else
  note "the plugin has no objc profile yet (arc-elide<runtime=objc> is unknown): column skipped"
fi
for v in "${OBJC_VARIANTS[@]}"; do
  run $LLC -O2 -align-loops=64 -relocation-model=pic -filetype=obj "$OBJ/objc.$v.ll" -o "$OBJ/objc.$v.o"
  run $CC "$OBJ/objc.$v.o" "$OBJ/use.o" "$OBJ/objc_shim.o" "$RUNTIME" $OMP_LDFLAGS \
    -o "$BIN/objc.$v"
  BUILDS+=("objc.$v")
done
run $CC -O2 -std=c11 -I"$INC" "$B/pairs.c" "$RUNTIME" -o "$BIN/pairs"
note "${#BUILDS[@]} builds in $BIN: ${BUILDS[*]} (and pairs)"

# ---- 2. timing -----------------------------------------------------------------------------
step "2/5  timing: one process per build, rows interleaved, $REPS repetitions of N = $N"
failed=0
for b in "${BUILDS[@]}"; do
  t0=$(date +%s%N)
  if "$BIN/$b" "$N" "$REPS" >"$RAW/$b.txt" 2>"$RAW/$b.err"; then
    status=ok
  else
    status="FAILED (exit $?): $(head -3 "$RAW/$b.err" | tr '\n' ' ')"
    failed=1
  fi
  ms=$((($(date +%s%N) - t0) / 1000000))
  printf '   %-26s %4d.%d s  %s\n' "$b" $((ms / 1000)) $((ms % 1000 / 100)) "$status"
done

PAIRS_N=${BENCH_PAIRS_N:-5000000}
if "$BIN/pairs" "$PAIRS_N" "$REPS" >"$RAW/pairs.txt" 2>"$RAW/pairs.err"; then
  sed 's/^/   /' "$RAW/pairs.txt"
else
  note "bench/pairs.c FAILED (exit $?): see $RAW/pairs.err"
  failed=1
fi

# Inlined reference counting: std::shared_ptr (libc++, libstdc++) and Rust Arc copies, without
# and with the pass, against their own control (bench/idioms/run.sh; its own build folder).
if LLVM_VERSION="$V" BUILD="$BUILD" bash "$B/idioms/run.sh" "$N" "$REPS" >"$RAW/idioms.txt" 2>&1; then
  sed -n '/^std::shared_ptr\|^Rust Arc\|^  \|^   /p' "$RAW/idioms.txt"
else
  tail -n 20 "$RAW/idioms.txt" >&2
  note "bench/idioms/run.sh FAILED: see $RAW/idioms.txt"
  failed=1
fi

# ---- 3. callgrind --------------------------------------------------------------------------
step "3/5  instructions per iteration (callgrind; serial rows; N = $CG_N1 and $CG_N2)"
for b in ours.none ours.arc-elide; do
  objcopy --strip-debug "$BIN/$b" "$OUT/callgrind/$b" # callgrind needs symbols only
  for row in a b-heap c m d; do
    fn=row_$(echo "$row" | tr -d -)_serial
    for n in $CG_N1 $CG_N2; do
      valgrind --tool=callgrind --toggle-collect="$fn" \
        --callgrind-out-file="$OUT/callgrind/$b.$row.$n.out" \
        "$OUT/callgrind/$b" --one "$row" "$n" >/dev/null 2>"$OUT/callgrind/$b.$row.$n.log" ||
        { note "callgrind $b $row $n FAILED: see $OUT/callgrind/$b.$row.$n.log"; failed=1; }
    done
  done
done
note "done (callgrind outputs in $OUT/callgrind)"

# ---- 4. compile cost -----------------------------------------------------------------------
step "4/5  compile cost: bench/compile_cost/run.sh (opt -O2 with and without the plugin)"
cc_status=skipped
if [ -n "${SKIP_COMPILE_COST:-}" ]; then
  note "skipped (SKIP_COMPILE_COST is set)"
else
  rm -f "$OUT/compile_cost.json"
  if env ${COMPILE_COST_ENV:-} LLVM_VERSION="$V" BUILD="${BUILD#$ROOT/}" \
    bash "$B/compile_cost/run.sh" >"$OUT/compile_cost.txt" 2>"$OUT/compile_cost.log"; then
    cc_status=ok
  else
    cc_status="failed (exit $?)"
    failed=1
  fi
  sed 's/^/   /' "$OUT/compile_cost.txt"
  [ "$cc_status" = ok ] || note "compile_cost/run.sh $cc_status: see $OUT/compile_cost.log"
fi

# ---- 5. report -----------------------------------------------------------------------------
step "5/5  results"
python3 "$B/report.py" --out "$OUT" --n "$N" --reps "$REPS" --cg-n "$CG_N1" "$CG_N2" \
  --threads "$OMP_NUM_THREADS" --machine "$(machine)" --compiler "$($CC --version | head -1)" \
  --commit "$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)$(
    git -C "$ROOT" diff --quiet 2>/dev/null || echo +dirty)" \
  --compile-cost-status "$cc_status" --builds "${BUILDS[@]}" || failed=1
if [ -s "$RAW/pairs.txt" ] && [ -f "$OUT/results.md" ]; then
  { echo; echo "## One retain+release pair (bench/pairs.c, ns; a report, not a verdict)"; echo
    echo '```'; cat "$RAW/pairs.txt"; echo '```'; } >>"$OUT/results.md"
fi
if [ -f "$OUT/idioms/results.md" ] && [ -f "$OUT/results.md" ]; then
  { echo; cat "$OUT/idioms/results.md"; } >>"$OUT/results.md"
fi
echo
echo "total: $(($(date +%s) - START)) s"
exit $failed
