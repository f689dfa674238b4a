#!/usr/bin/env bash
# bench/idioms/run.sh - inlined reference counting, timed: std::shared_ptr copies (libc++ and
# libstdc++) and Rust Arc clones, each built without and with the pass, against the same loop
# without the copy (the control). See bench/README.md, "Inlined reference counting".
#
#  libc++, libstdc++  bench/idioms/shared_ptr_rows.cpp compiled by clang++-$V -O2 with that
#                     library, without and with -fpass-plugin, linked into one program per library
#                     with shared_ptr_driver.cpp (a C++ program links one standard library)
#  intrusive          the same rows with -DINTRUSIVE: LLVM's IntrusiveRefCntPtr (handle.h; LLVM
#                     $V's headers, -DNDEBUG as a release build of LLVM has it), libstdc++
#  rust               bench/idioms/arc_rows.rs: rustc -O --emit=llvm-bc, then opt of rustc's own
#                     LLVM version, without and with -load-pass-plugin (that LLVM's build of the
#                     plugin: BUILD when it is that version, else build-llvm<M>), llc, and linked
#                     by rustc with arc_driver.rs (-l static). Skipped, with a note, when rustc,
#                     opt-<M> or that build of the plugin is missing.
#
# The pass builds carry the user's promise that every destructor returns (arc-elide<...>,
# ARCELIDE_OPTIONS=destructors-return): a C++ or Rust destructor may end the program, and these
# programs' do not.
#
# Each program runs once: per repetition, serial then parallel, the control, the copy without
# the pass, the copy with it (interleaved). Prints the table (median, min, max ns per iteration,
# and each row against its own run's control), and writes $BUILD/bench/idioms/results.md and
# the samples. Also says whether the pass changed the code at all (the .text of the two objects
# compared byte for byte) and how many remarks it made.
#
# Usage: bench/idioms/run.sh [N [REPS]]   (default 4000000 9; BENCH_N/BENCH_REPS also apply)
# Exit status: non-zero when a program computed a wrong result or a build failed.
. "$(dirname "$0")/../lib.sh"

N=${1:-${BENCH_N:-4000000}}
REPS=${2:-${BENCH_REPS:-9}}
export OMP_NUM_THREADS=${OMP_NUM_THREADS:-$THREADS}
CXX=clang++-$V
OUT=$BUILD/bench/idioms
I=$ROOT/bench/idioms
check_toolchain
check_openmp
rm -rf "$OUT"
mkdir -p "$OUT"
LOG=$OUT/build.log
: >"$LOG"
run() { "$@" >>"$LOG" 2>&1 || { tail -n 20 "$LOG" >&2; die "build step failed: $* (log: $LOG)"; }; }
same_text() { # two objects: is their machine code byte-identical? (names are in other sections)
  objcopy -O binary --only-section=.text "$1" "$1.text" &&
    objcopy -O binary --only-section=.text "$2" "$2.text" && cmp -s "$1.text" "$2.text"
}
PROGRAMS=()
failed=0

step "building the shared_ptr rows ($CXX -O2) and the Arc rows (rustc, opt, llc)"
run $CC -O2 -c "$ROOT/bench/use.c" -o "$OUT/use.o"
for lib in libc++ libstdc++ intrusive; do
  libflags=(-stdlib="$lib")
  [ "$lib" = intrusive ] && libflags=(-stdlib=libstdc++ -DINTRUSIVE -DNDEBUG -I/usr/lib/llvm-$V/include)
  probe() { echo '#include <memory>
int main() { return std::make_shared<int>(0).use_count() - 1; }' >"$OUT/probe.cpp"
    $CXX -std=c++17 "${libflags[@]}" "$OUT/probe.cpp" -o "$OUT/probe" 2>/dev/null && "$OUT/probe"; }
  if [ "$lib" = libc++ ] && ! probe; then
    # clang-22 with Debian's libc++-19-dev (libc++-19-dev and libc++-22-dev conflict).
    libflags+=(-nostdinc++ -isystem /usr/lib/llvm-19/include/c++/v1 -L/usr/lib/llvm-19/lib
      -Wl,-rpath,/usr/lib/llvm-19/lib)
  fi
  if ! probe; then
    note "$lib: $CXX -stdlib=$lib cannot build a program ('make deps-bench' installs libc++-19-dev): skipped"
    continue
  fi
  cxxflags=(-std=c++17 -O2 -g -falign-loops=64 $OMP_CFLAGS "${libflags[@]}")
  for v in none pass; do
    extra=()
    [ $v = pass ] && extra=(-fpass-plugin="$PLUGIN" -Rpass=arc-elide -Rpass-missed=arc-elide
      -Rpass-analysis=arc-elide)
    # The user's promise that every destructor returns (docs/using.md): these programs' do.
    ARCELIDE_OPTIONS=destructors-return $CXX "${cxxflags[@]}" -DVARIANT=$v "${extra[@]}" -c "$I/shared_ptr_rows.cpp" \
      -o "$OUT/$lib.$v.o" 2>"$OUT/$lib.$v.remarks" ||
      { cat "$OUT/$lib.$v.remarks" >&2; die "compiling shared_ptr_rows.cpp for $lib ($v) failed"; }
  done
  run $CXX "${cxxflags[@]}" "$I/shared_ptr_driver.cpp" "$OUT/$lib.none.o" "$OUT/$lib.pass.o" \
    "$OUT/use.o" $OMP_LDFLAGS -o "$OUT/$lib"
  same_text "$OUT/$lib.none.o" "$OUT/$lib.pass.o" && code=identical || code=different
  note "$lib: the pass made $(grep -c 'remark:' "$OUT/$lib.pass.remarks" || true) remarks; code with and without it: $code"
  PROGRAMS+=("$lib")
done

RUSTC=$(command -v rustc || echo "$HOME/.cargo/bin/rustc")
if [ ! -x "$RUSTC" ]; then
  note "rust: rustc not found (rustup.rs installs it): the Arc rows are skipped"
else
  M=$("$RUSTC" -vV | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
  if [ "$M" = "$V" ]; then RPLUGIN=$PLUGIN; else RPLUGIN=$ROOT/build-llvm$M/lib/ArcElide.so; fi
  if ! command -v "opt-$M" >/dev/null || ! command -v "llc-$M" >/dev/null; then
    note "rust: rustc $("$RUSTC" -V | cut -d' ' -f2) uses LLVM $M, and opt-$M/llc-$M are not installed: the Arc rows are skipped"
  elif [ ! -f "$RPLUGIN" ]; then
    note "rust: no LLVM $M build of the plugin ($RPLUGIN; 'LLVM_VERSION=$M BUILD=build-llvm$M make build'): the Arc rows are skipped"
  else
    # One crate, compiled once; opt without and with the pass on the same bitcode. Each object
    # then keeps only its four rows global, renamed _none or _pass (the std code instantiated in
    # the crate becomes local to its object, so the two link side by side).
    run "$RUSTC" -O -C codegen-units=1 --crate-name arc_rows --emit=llvm-bc "$I/arc_rows.rs" \
      -o "$OUT/arc_rows.bc"
    for v in none pass; do
      passes='function(loop-simplify),verify' # the pass runs LoopSimplify first: both builds do
      [ $v = pass ] && passes='function(loop-simplify,arc-elide<destructors-return>),verify'
      "opt-$M" -load-pass-plugin="$RPLUGIN" -passes="$passes" -pass-remarks=arc-elide \
        -pass-remarks-missed=arc-elide -pass-remarks-analysis=arc-elide "$OUT/arc_rows.bc" \
        -o "$OUT/arc_rows_$v.bc" 2>"$OUT/rust.$v.remarks" ||
        { cat "$OUT/rust.$v.remarks" >&2; die "opt-$M on the Arc rows ($v) failed"; }
      run "llc-$M" -O2 -align-loops=64 -relocation-model=pic -filetype=obj \
        "$OUT/arc_rows_$v.bc" -o "$OUT/arc_rows_$v.native.o"
      rename=()
      for row in arc_bare_serial arc_clone_serial arc_bare_parallel arc_clone_parallel \
        arc_local_parallel; do
        rename+=(--keep-global-symbol="${row}_$v" --redefine-sym "${row}_ROWSUFFIX=${row}_$v")
      done
      # Comdat members stay global (the linker keeps one of each group by its name).
      for sym in $(readelf -gW "$OUT/arc_rows_$v.native.o" | sed -n "s/^COMDAT group section .*\[\(.*\)\] contains.*/\1/p"); do
        rename+=(--keep-global-symbol="$sym")
      done
      run objcopy "${rename[@]}" "$OUT/arc_rows_$v.native.o" "$OUT/arc_rows_$v.o"
    done
    rm -f "$OUT/libarc_rows.a"
    run ar rcs "$OUT/libarc_rows.a" "$OUT/arc_rows_none.o" "$OUT/arc_rows_pass.o"
    run "$RUSTC" -O "$I/arc_driver.rs" -L "$OUT" -l static=arc_rows -o "$OUT/rust"
    same_text "$OUT/arc_rows_none.o" "$OUT/arc_rows_pass.o" && code=identical || code=different
    note "rust: rustc $("$RUSTC" -V | cut -d' ' -f2) (LLVM $M), opt-$M with $RPLUGIN; the pass made $(grep -c 'remark:' "$OUT/rust.pass.remarks" || true) remarks; code with and without it: $code"
    PROGRAMS+=(rust)
  fi
fi

step "timing: one process per program, rows interleaved, $REPS repetitions of N = $N ($OMP_NUM_THREADS OpenMP threads; Rust: 2 threads)"
LOAD=$(cut -d' ' -f1 /proc/loadavg)
awk -v l="$LOAD" -v c="$THREADS" 'BEGIN { exit !(l > c / 2) }' &&
  note "warning: load average $LOAD on $THREADS cores before the timing: other processes share the cores, and the figures move from run to run"
for p in "${PROGRAMS[@]}"; do
  if "$OUT/$p" "$N" "$REPS" >"$OUT/$p.txt" 2>"$OUT/$p.err"; then
    note "$p: ok"
  else
    note "$p: FAILED (exit $?): $(head -3 "$OUT/$p.err" | tr '\n' ' ')"
    failed=1
  fi
done
python3 "$I/report.py" --out "$OUT" --machine "$(machine), load average $LOAD before the timing" --n "$N" --reps "$REPS" \
  --compiler "$($CXX --version | head -1)" --programs "${PROGRAMS[@]}" || failed=1
exit $failed
