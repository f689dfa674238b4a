#!/bin/bash
# run_cxx.sh - runner of the C++ attack directories (attack26s, attack26i): builds each NAME.cpp
# of DIR with clang++-19 -std=c++17 -O2 -g -fopenmp, without the pass (base) and with
# -fpass-plugin=BUILD/lib/ArcElide.so (pass); and, when build-llvm22's plugin exists, the same
# with clang++-22 (base22, pass22; libomp from LLVM 19, as attack26e does). The pass builds run
# under ARCELIDE_OPTIONS=destructors-return, or the header's "// OPTIONS: ..." (an empty
# "// OPTIONS:" line: no option). LLVM's own headers (llvm/ADT/...) come from the compiler's
# LLVM (llvm-config-19/-22 --includedir). Runs every build RUNS times (the header's
# "// RUNS: N", default 3), OMP_NUM_THREADS=2, and compares stdout and exit status of each run
# with the header's "// EXPECT:" lines and "// EXIT:" status (the correct output, derived by
# reasoning in the header). A base build that does not give it is BASE-WRONG (the test is
# wrong, not the pass).
# One line per program: "same (hoisted N)", "pass hoisted nothing" (same output, and no
# "hoisted" remark in either pass build), "DIFFERENT: which build, run, first differing line"
# or "BUILD-FAIL"; then "N passed, N failed". A program whose header also has "// PASS-EXPECT:"
# lines (with "// DOCUMENTED: WHERE", the documented difference that allows it) passes when a
# pass build prints those instead: "documented difference (hoisted N)".
# Remarks are kept in $OUT/NAME.remarks{,22}.
# Usage: run_cxx.sh DIR [BUILD_DIR]   ONLY=NAME runs one program; OUT (default
# /tmp/arc-adversarial-$(basename DIR))
set -u
[ $# -ge 1 ] || { echo "usage: $0 DIR [BUILD_DIR]" >&2; exit 2; }
HERE=$(cd "$1" && pwd)
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${2:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
B22=${B22:-$ROOT/build-llvm22}
OUT=${OUT:-/tmp/arc-adversarial-$(basename "$HERE")}
TIMEOUT=${TIMEOUT:-20}
mkdir -p "$OUT"
export OMP_NUM_THREADS=2
CXX22=1
{ [ -f "$B22/lib/ArcElide.so" ] && command -v clang++-22 >/dev/null; } || CXX22=0
L22="-L/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib"
I19="-idirafter $(llvm-config-19 --includedir 2>/dev/null)"
I22="-idirafter $(llvm-config-22 --includedir 2>/dev/null)"
R="-Rpass=arc-elide -Rpass-missed=arc-elide"
pass=0
fail=0
for src in "$HERE"/*.cpp; do
  name=$(basename "$src" .cpp)
  [ -n "${ONLY:-}" ] && [ "$name" != "$ONLY" ] && continue
  o=$OUT/$name
  rm -f "$o".*
  flags=$(sed -n 's|^// CFLAGS: ||p' "$src" | head -1)
  runs=$(sed -n 's|^// RUNS: ||p' "$src" | head -1)
  want_rc=$(sed -n 's|^// EXIT: ||p' "$src" | head -1)
  opts=destructors-return
  grep -q '^// OPTIONS:' "$src" && opts=$(sed -n 's|^// OPTIONS: *||p' "$src" | head -1)
  sed -n 's|^// EXPECT: ||p' "$src" >"$o.expect"
  sed -n 's|^// PASS-EXPECT: ||p' "$src" >"$o.pass-expect"
  common="-std=c++17 -O2 -g -fopenmp -I$HERE $flags"
  builds="base pass"
  bad=""
  clang++-19 $common $I19 "$src" -o "$o.base" 2>"$o.base.cc" || bad="base: does not build"
  ARCELIDE_OPTIONS=$opts clang++-19 $common $I19 -fpass-plugin="$BUILD/lib/ArcElide.so" $R \
    "$src" -o "$o.pass" 2>"$o.remarks" || bad="${bad:+$bad; }pass: BUILD-FAIL"
  if [ $CXX22 = 1 ]; then
    builds="$builds base22 pass22"
    clang++-22 $common $I22 $L22 "$src" -o "$o.base22" 2>"$o.base22.cc" || bad="${bad:+$bad; }base22: does not build"
    ARCELIDE_OPTIONS=$opts clang++-22 $common $I22 $L22 -fpass-plugin="$B22/lib/ArcElide.so" $R \
      "$src" -o "$o.pass22" 2>"$o.remarks22" || bad="${bad:+$bad; }pass22: BUILD-FAIL"
  fi
  hoisted=$(cat "$o.remarks" "$o.remarks22" 2>/dev/null | grep -c 'remark: hoisted')
  why=""
  documented=0
  for b in $builds; do
    [ -x "$o.$b" ] || continue
    for i in $(seq "${runs:-3}"); do
      timeout -k 2 "$TIMEOUT" "$o.$b" >"$o.$b.out" 2>"$o.$b.err"
      rc=$?
      if [ "$rc" = "$want_rc" ] && [ -s "$o.pass-expect" ] && [ "${b#pass}" != "$b" ] &&
        cmp -s "$o.pass-expect" "$o.$b.out"; then
        documented=1
        continue
      fi
      if [ "$rc" != "$want_rc" ] || ! cmp -s "$o.expect" "$o.$b.out"; then
        d=$(diff "$o.expect" "$o.$b.out" | grep '^[<>]' | head -2 | tr '\n' ' ')
        why="$b run $i: exit $rc (want $want_rc) $d"
        break 2
      fi
    done
  done
  case "$why" in
  base*) bad="${bad:+$bad; }BASE-WRONG $why" ;;
  ?*) bad="${bad:+$bad; }DIFFERENT: $why" ;;
  esac
  if [ -n "$bad" ]; then
    echo "$name: $bad"
    fail=$((fail + 1))
  elif [ "$documented" = 1 ]; then
    echo "$name: documented difference (hoisted $hoisted): $(sed -n 's|^// DOCUMENTED: ||p' "$src" | head -1)"
    pass=$((pass + 1))
  elif [ "$hoisted" = 0 ]; then
    echo "$name: pass hoisted nothing"
    pass=$((pass + 1))
  else
    echo "$name: same (hoisted $hoisted)"
    pass=$((pass + 1))
  fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
