#!/usr/bin/env bash
# The compile-time cost of the arc-elide pass (issue 3, "Pass cost"): opt -O2 with and without
# the plugin on large modules, and the pass's own time as a generated module doubles.
# Writes a table to stdout and build/bench/compile_cost.json. See README.md beside this file.
#
# Knobs (environment):
#   SIZES_AB="2000"            generated module sizes (functions) for the with/without timing
#   SIZES_SCALE="1000 2000 4000"  sizes for the pass's own time (each double the previous)
#   REPS=7 SCALE_REPS=3 SEED=1  repetitions and generator seed
#   LLVM_VERSION=19 BUILD=build
#   SKIP_SQLITE=1              do not fetch/use the SQLite amalgamation
#   SCALING_SIZES="1000 2000 4000 8000"  loops in one function for scaling.py (callgrind)
#   HANDLES_SIZES="100 200 400 800"      handles in one loop for scaling.py --handles
#   SKIP_SCALING=1             skip that table
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
V=${LLVM_VERSION:-19}
BUILD=${BUILD:-build}
PLUGIN=$ROOT/$BUILD/lib/ArcElide.so
OPT=opt-$V
CLANG=clang-$V
SIZES_AB=${SIZES_AB:-2000}
SIZES_SCALE=${SIZES_SCALE:-1000 2000 4000}
REPS=${REPS:-7}
SCALE_REPS=${SCALE_REPS:-3}
SEED=${SEED:-1}
WORK=$ROOT/$BUILD/bench/compile_cost
SQLITE_PKG=better-sqlite3@12.11.1 # ships the SQLite 3.53.2 amalgamation in deps/sqlite3/
SQLITE_SHA256=60d2f39a3726cd6b9021da6f4e868608d66fbb6528a9f513dc8ffcc640493422
FRONT=(-O0 -Xclang -disable-O0-optnone -emit-llvm -c)

[ -f "$PLUGIN" ] || { echo "error: $PLUGIN missing: run make build first" >&2; exit 1; }
mkdir -p "$WORK"
start=$(date +%s)

# ---- 1. generated modules ------------------------------------------------------------------
sizes=$(printf '%s\n' $SIZES_AB $SIZES_SCALE | sort -nu)
for n in $sizes; do
  c=$WORK/gen_${n}_s$SEED.c
  if [ ! -f "$WORK/gen_${n}_s$SEED.bc" ] || [ bench/compile_cost/gen_module.py -nt "$WORK/gen_${n}_s$SEED.bc" ]; then
    python3 bench/compile_cost/gen_module.py "$n" "$SEED" -o "$c"
    $CLANG "${FRONT[@]}" -fopenmp -Iruntime/include "$c" -o "$WORK/gen_${n}_s$SEED.bc"
  fi
done

# ---- 2. real programs ------------------------------------------------------------------------
# (a) SQLite's amalgamation (one 270k-line C file), from the npm package that vendors it.
real_ab=()
if [ -z "${SKIP_SQLITE:-}" ]; then
  if [ ! -f "$WORK/sqlite3.c" ]; then
    tmp=$(mktemp -d)
    if (cd "$tmp" && npm pack --silent "$SQLITE_PKG" >/dev/null 2>&1) &&
       tar -xzf "$tmp"/better-sqlite3-*.tgz -C "$tmp" package/deps/sqlite3/sqlite3.c; then
      mv "$tmp/package/deps/sqlite3/sqlite3.c" "$WORK/sqlite3.c"
    fi
    rm -rf "$tmp"
  fi
  if [ -f "$WORK/sqlite3.c" ] && echo "$SQLITE_SHA256  $WORK/sqlite3.c" | sha256sum -c --quiet; then
    [ -f "$WORK/sqlite3.bc" ] || $CLANG "${FRONT[@]}" "$WORK/sqlite3.c" -o "$WORK/sqlite3.bc"
    real_ab+=(--ab "sqlite3 (3.53.2 amalgamation)=$WORK/sqlite3.bc")
  else
    echo "note: SQLite amalgamation unavailable (npm pack $SQLITE_PKG failed or checksum differs)" >&2
  fi
fi
# (b) the project's own C sources (the default runtime + the pass logic), llvm-linked into one
# module. runtime/src/check_*.c belong to the checking runtime, which defines the same entry points.
rm -rf "$WORK/self" && mkdir -p "$WORK/self"
for f in $(ls runtime/src/*.c pass/src/*.c | grep -v '/check_'); do
  $CLANG "${FRONT[@]}" -std=gnu11 -Iruntime/include -Iruntime/src -Ipass/src \
    -I"$(llvm-config-$V --includedir)" "$f" -o "$WORK/self/$(echo "$f" | tr / _).bc" 2>/dev/null ||
    echo "note: skipped $f (does not compile standalone)" >&2
done
llvm-link-$V "$WORK"/self/*.bc -o "$WORK/arcelide_self.bc"
real_ab+=(--ab "arcelide's own C sources (llvm-linked)=$WORK/arcelide_self.bc")

# ---- 3. robustness: the pass alone, and with the verifier, on every generated module --------
# MINI runs the pass after just enough cleanup (SSA, nounwind inference, simplified loops) for it
# to hoist; O2VE runs the whole -O2 pipeline with the plugin and the verifier after every pass
# (on the smallest size only: it costs about twice an -O2 run).
MINI='inferattrs,function(sroa,early-cse,simplifycfg,instcombine,loop-simplify,lcssa),cgscc(function-attrs),function(loop-simplify,arc-elide),verify'
echo "## robustness (generated modules; ok = exit 0, no crash, verifier clean)"
echo
echo "| module | -passes=arc-elide | arc-elide,verify | MINI pipeline + verify (hoisted / not) | -O2 -verify-each (hoisted / not / H6 deleted) |"
echo "|---|---|---|---|---|"
robust_ok=1
smallest=$(echo "$sizes" | head -1)
check() { # name, log, opt args...: runs opt, prints ok or FAIL(rc)
  local log=$1; shift
  if $OPT -load-pass-plugin="$PLUGIN" "$@" 2>"$log"; then echo ok; else echo "FAIL($?)"; fi
}
for n in $sizes; do
  bc=$WORK/gen_${n}_s$SEED.bc
  r1=$(check "$WORK/r1_$n.err" -passes=arc-elide -disable-output "$bc")
  r2=$(check "$WORK/r2_$n.err" -passes='arc-elide,verify' -disable-output "$bc")
  r3=$(check "$WORK/r3_$n.err" -passes="$MINI" -pass-remarks=arc-elide -pass-remarks-missed=arc-elide \
       -disable-output "$bc")
  r3="$r3 ($(grep -c 'hoisted retain/release' "$WORK/r3_$n.err" || true) / $(grep -c 'not hoisted' "$WORK/r3_$n.err" || true))"
  r4="-"
  if [ "$n" = "$smallest" ]; then
    r4=$(check "$WORK/r4_$n.err" -O2 -verify-each -pass-remarks=arc-elide -pass-remarks-missed=arc-elide \
         -disable-output "$bc")
    r4="$r4 ($(grep -c 'hoisted retain/release' "$WORK/r4_$n.err" || true) / $(grep -c 'not hoisted' "$WORK/r4_$n.err" || true) / $(grep -c 'immortal constant' "$WORK/r4_$n.err" || true))"
  fi
  case "$r1$r2$r3$r4" in *FAIL*) robust_ok=0 ;; esac
  echo "| gen $n | $r1 | $r2 | $r3 | $r4 |"
done
echo
echo "not-hoisted reasons under -O2 (gen $smallest):"
sed -nE 's/.*not hoisted \((H[0-9])\): (.{0,60}).*/\1 \2/p' "$WORK/r4_$smallest.err" | sed -E "s/ at [^ ]*\$//" |
  sort | uniq -c | sort -rn | sed 's/^/    /'
echo

# ---- 4. timing -------------------------------------------------------------------------------
ab_args=()
for n in $SIZES_AB; do ab_args+=(--ab "generated, $n functions=$WORK/gen_${n}_s$SEED.bc"); done
scale_args=()
for n in $SIZES_SCALE; do scale_args+=(--scale "$n=$WORK/gen_${n}_s$SEED.bc"); done
python3 bench/compile_cost/measure.py --plugin "$PLUGIN" --opt "$OPT" --reps "$REPS" \
  --scale-reps "$SCALE_REPS" "${ab_args[@]}" "${real_ab[@]}" "${scale_args[@]}" \
  --json "$ROOT/$BUILD/bench/compile_cost.json" \
  --meta "seed=$SEED" --meta "llvm=$($OPT --version | grep -o 'version [0-9.]*')" \
  --meta "cpus=$(nproc)" --meta "robustness_ok=$robust_ok"

# ---- 5. one big function: the pass's instructions as the number of loops doubles -------------
# Instruction counts (callgrind), not timers: they do not depend on the machine's load.
if [ -z "${SKIP_SCALING:-}" ] && command -v valgrind >/dev/null; then
  echo
  echo "## the pass on one function of N hoistable loops (scaling.py; instructions, callgrind)"
  echo
  # shellcheck disable=SC2086
  python3 bench/compile_cost/scaling.py measure --plugin "$PLUGIN" --opt "$OPT" \
    --sizes ${SCALING_SIZES:-1000 2000 4000 8000}
  # Issue 16: one loop with N handles, every one hoisted (numba's shape and the C shape with
  # returning calls).
  for shape in numba returns; do
    echo
    echo "## the pass on one loop of N handles, shape '$shape' (scaling.py --handles; callgrind)"
    echo
    # shellcheck disable=SC2086
    python3 bench/compile_cost/scaling.py measure --plugin "$PLUGIN" --opt "$OPT" --remarks \
      --handles "$shape" --sizes ${HANDLES_SIZES:-100 200 400 800}
  done
fi
echo "total run time: $(( $(date +%s) - start )) s"
[ "$robust_ok" = 1 ]
