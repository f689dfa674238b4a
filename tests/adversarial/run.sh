#!/bin/bash
# run.sh - builds every adversarial program in this folder without and with the arc-elide pass
# and compares what they do.
#
# Usage: tests/adversarial/run.sh [BUILD_DIR]   (default: build, relative to the repo root)
#
# Each program NAME.c / NAME.cpp is built four ways against BUILD_DIR:
#   base       clang -O2, linked to libarcrt-check.a (the checking runtime)
#   pass       the same plus -fpass-plugin=ArcElide.so
#   base-asan  clang -O2 -fsanitize=address, linked to libarcrt.a
#   pass-asan  the same plus the pass
# (all with -fverify-intermediate-code, so IR the verifier rejects fails the build) and run with OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 under a timeout. stdout and the exit code of
# base and pass (and of base-asan and pass-asan) must match. A program may add compiler flags in
# a header line "// CFLAGS: ...". Every program exits 0 in a correct build (the base builds
# must, or the line says BASE-FAIL); hang tests use a watchdog thread that prints and _exit()s.
#
# Output: one line per program (SAME / DIFFERENT: why / BUILD-FAIL / BASE-FAIL), then "N passed, N failed".
# The pass's remarks and each run's stdout/stderr are kept under $OUT (default
# /tmp/arc-adversarial, or /tmp/arc-adversarial-FOLDER) for the report.
#
# Usage: tests/adversarial/run.sh [BUILD_DIR [FOLDER]] runs the programs of FOLDER (default this
# one; attack2/ and attack27/ have a run.sh that names itself). Further header lines a program may
# have:
#   // ENV: NAME=VALUE ...          environment of the compiles with the plugin
#   // ARCELIDE_OPTIONS: TEXT        the same as // ENV: ARCELIDE_OPTIONS=TEXT
#   // TIMEOUT: SECONDS             this program's timeout (default $TIMEOUT)
#   // RUNTIME: default             link libarcrt.a instead of libarcrt-check.a in the base and
#                                   pass builds (programs that make 2^30 real retains: seconds on
#                                   the default build, minutes on the checking build, whose every
#                                   call takes a mutex)
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$(cd "${2:-$(dirname "$0")}" && pwd)
BUILD=${1:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
default_out=/tmp/arc-adversarial
[ "$HERE" = "$ROOT/tests/adversarial" ] || default_out=$default_out-$(basename "$HERE")
OUT=${OUT:-$default_out}
mkdir -p "$OUT"
CC=${CC:-clang-19}
CXX=${CXX:-clang++-19}
TIMEOUT=${TIMEOUT:-10}
OPT=${OPT:--O2} # e.g. OPT=-O3 tests/adversarial/run.sh; ONLY=NAME runs one program
PLUGIN=$BUILD/lib/ArcElide.so
INC="-I$ROOT/runtime/include"
export OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1
export ASAN_OPTIONS=detect_leaks=0:${ASAN_OPTIONS:-}

pass=0
fail=0
only=${ONLY:-}

# run_one EXE OUTPREFIX: runs EXE, writes OUTPREFIX.out/.err/.rc
run_one() {
  (
    timeout -k 2 "$TIMEOUT" "$1" >"$2.out" 2>"$2.err"
    echo $? >"$2.rc"
  ) 2>/dev/null # no "Segmentation fault" report from the shell
}

# why A B: a short reason two runs differ
why() {
  local a=$1 b=$2 r=""
  if [ "$(cat "$a.rc")" != "$(cat "$b.rc")" ]; then
    r="exit $(cat "$a.rc") -> $(cat "$b.rc")"
    [ "$(cat "$b.rc")" = 124 ] && r="$r (timeout)"
  fi
  if ! cmp -s "$a.out" "$b.out"; then
    local d
    d=$(diff "$a.out" "$b.out" | grep '^[<>]' | head -2 | tr '\n' ' ')
    r="${r:+$r; }stdout: $d"
  fi
  local e
  e=$(grep -m1 -E 'arc-check:|ERROR: AddressSanitizer|runtime error' "$b.err" | cut -c1-120)
  [ -n "$e" ] && r="$r; $e"
  echo "$r"
}

for src in "$HERE"/*.c "$HERE"/*.cpp; do
  [ -e "$src" ] || continue
  name=$(basename "$src")
  name=${name%.*}
  [ -n "$only" ] && [ "$name" != "$only" ] && continue
  flags=$(sed -n 's|^// CFLAGS: ||p' "$src" | head -1)
  case $src in *.cpp) cc=$CXX ;; *) cc=$CC ;; esac
  o=$OUT/$name
  common="$OPT -g -fopenmp -fverify-intermediate-code $INC $flags"
  envs=$(sed -n 's|^// ENV: ||p' "$src" | head -1)
  options=$(sed -n 's|^// ARCELIDE_OPTIONS: ||p' "$src" | head -1)
  [ -n "$options" ] && envs="$envs ARCELIDE_OPTIONS=$options"
  rt=libarcrt-check.a
  grep -q '^// RUNTIME: default' "$src" && rt=libarcrt.a
  to=$(sed -n 's|^// TIMEOUT: ||p' "$src" | head -1)
  ok=1
  $cc $common "$src" "$BUILD/lib/$rt" -lpthread -o "$o.base" 2>"$o.base.cc" || ok=0
  env $envs $cc $common -fpass-plugin="$PLUGIN" -Rpass=arc-elide -Rpass-missed=arc-elide \
    -Rpass-analysis=arc-elide "$src" "$BUILD/lib/$rt" -lpthread -o "$o.pass" 2>"$o.remarks" || ok=0
  $cc $common -fsanitize=address "$src" "$BUILD/lib/libarcrt.a" -lpthread -o "$o.base-asan" \
    2>/dev/null || ok=0
  env $envs $cc $common -fsanitize=address -fpass-plugin="$PLUGIN" "$src" "$BUILD/lib/libarcrt.a" \
    -lpthread -o "$o.pass-asan" 2>/dev/null || ok=0
  if [ $ok = 0 ]; then
    echo "$name: BUILD-FAIL ($(grep -m1 -iE 'error|verif' "$o.remarks" "$o.base.cc" | cut -c1-150))"
    fail=$((fail + 1))
    continue
  fi
  for v in base pass base-asan pass-asan; do TIMEOUT=${to:-$TIMEOUT} run_one "$o.$v" "$o.$v"; done
  if [ "$(cat "$o.base.rc")" != 0 ] || [ "$(cat "$o.base-asan.rc")" != 0 ]; then
    echo "$name: BASE-FAIL (the build without the pass exits $(cat "$o.base.rc") / asan $(cat "$o.base-asan.rc"))"
    fail=$((fail + 1))
    continue
  fi
  r1=$(why "$o.base" "$o.pass")
  r2=$(why "$o.base-asan" "$o.pass-asan")
  same1=0; same2=0
  cmp -s "$o.base.out" "$o.pass.out" && [ "$(cat "$o.base.rc")" = "$(cat "$o.pass.rc")" ] && same1=1
  cmp -s "$o.base-asan.out" "$o.pass-asan.out" &&
    [ "$(cat "$o.base-asan.rc")" = "$(cat "$o.pass-asan.rc")" ] && same2=1
  if [ $same1 = 1 ] && [ $same2 = 1 ]; then
    echo "$name: SAME"
    pass=$((pass + 1))
  else
    msg=""
    [ $same1 = 0 ] && msg="check runtime: $r1"
    [ $same2 = 0 ] && msg="${msg:+$msg | }asan: $r2"
    echo "$name: DIFFERENT: $msg"
    fail=$((fail + 1))
  fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
