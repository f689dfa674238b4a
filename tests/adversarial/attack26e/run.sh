#!/bin/bash
# run.sh - attack26e: inlined reference counting (libc++ std::shared_ptr, Rust Arc). Builds each
# program without and with the arc-elide pass and compares what the builds do.
#
#   NAME.cpp  clang++-19 -stdlib=libc++ -O2 -g -fopenmp, four builds: base, pass
#             (-fpass-plugin=BUILD/lib/ArcElide.so), pass-dr (the same under
#             ARCELIDE_OPTIONS=destructors-return), and ASan builds of the three (base-asan,
#             pass-asan, pass-dr-asan). With CXX22=1 (default when build-llvm22 exists) also
#             clang++-22 with build-llvm22's plugin: base22, pass22, pass22-dr.
#   NAME.rs   rustc -O --emit=llvm-bc of the crate (a lib whose extern "C" test_main() is the
#             program), opt-22 without the pass (base), with it (pass) and with it under
#             destructors-return (pass-dr), llc-22, linked with driver.rs (rustc); once with
#             -C panic=unwind and once with -C panic=abort (base-abort, pass-abort,
#             pass-dr-abort; "// PANIC: unwind" or "abort" keeps one). Each Rust build also
#             runs under valgrind (VALGRIND=0 turns it off): NAME.VARIANT-vg.
#   NAME.ll   an opt input (the IR of a C++ reproducer): opt-19 -passes=arc-elide,verify, and
#             with destructors-return, must not crash (SAME) or the line says CRASH.
# Every run: OMP_NUM_THREADS=2, timeout $TIMEOUT. A variant is SAME when its stdout and exit
# status equal its base's (and, for valgrind, it reports no error when the base reports none).
# A program may say "// CFLAGS: ..." (extra compile flags), "// TIMEOUT: N" and, in Rust,
# "// CRATE: NAME" (the crate's name, default the file's).
# A build with the pass that fails (the compiler crashing in the pass) makes the program DIFFERENT
# ("[VARIANT: BUILD-FAIL]"); the other variants are still run and compared.
# Prints one line per program (SAME / DIFFERENT: which variants and why / BUILD-FAIL /
# BASE-FAIL), then "N passed, N failed". Remarks are kept in $OUT/NAME.remarks (and
# NAME.remarks22, NAME.remarks-dr).
# Usage: run.sh [BUILD_DIR]   ONLY=NAME runs one program; OUT (default /tmp/arc-adversarial-attack26e).
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
BUILD=${1:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
B22=${B22:-$ROOT/build-llvm22}
OUT=${OUT:-/tmp/arc-adversarial-attack26e}
mkdir -p "$OUT"
TIMEOUT=${TIMEOUT:-10}
VALGRIND=${VALGRIND:-1}
CXX22=${CXX22:-1}
[ -f "$B22/lib/ArcElide.so" ] || CXX22=0
export OMP_NUM_THREADS=2
export ASAN_OPTIONS=detect_leaks=1:${ASAN_OPTIONS:-}
only=${ONLY:-}
pass=0
fail=0
RUSTC=$(command -v rustc || echo "$HOME/.cargo/bin/rustc")
RM=$("$RUSTC" -vV 2>/dev/null | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
if [ "$RM" = 19 ]; then RPLUGIN=$BUILD/lib/ArcElide.so; else RPLUGIN=$ROOT/build-llvm$RM/lib/ArcElide.so; fi

run_one() { # EXE PREFIX [wrapper...]
  local exe=$1 p=$2
  shift 2
  (
    timeout -k 2 "${TO:-$TIMEOUT}" "$@" "$exe" >"$p.out" 2>"$p.err"
    echo $? >"$p.rc"
  ) 2>/dev/null
}
why() { # BASEPREFIX PREFIX: empty when the same
  local a=$1 b=$2 r=""
  if [ "$(cat "$a.rc")" != "$(cat "$b.rc")" ]; then
    r="exit $(cat "$a.rc") -> $(cat "$b.rc")"
    [ "$(cat "$b.rc")" = 124 ] && r="$r (timeout)"
  fi
  if ! cmp -s "$a.out" "$b.out"; then
    r="${r:+$r; }stdout: $(diff "$a.out" "$b.out" | grep '^[<>]' | head -2 | tr '\n' ' ')"
  fi
  if [ -n "$r" ]; then
    local e
    e=$(grep -m1 -E 'ERROR: AddressSanitizer|Invalid|definitely lost|runtime error|terminate' "$b.err" | cut -c1-100)
    [ -n "$e" ] && r="$r; $e"
  fi
  echo "$r"
}

for src in "$HERE"/*.cpp "$HERE"/*.rs "$HERE"/*.ll; do
  [ -e "$src" ] || continue
  file=$(basename "$src")
  name=${file%.*}
  [ "$name" = driver ] && continue
  [ -n "$only" ] && [ "$name" != "$only" ] && continue
  flags=$(sed -n 's|^// CFLAGS: ||p' "$src" | head -1)
  TO=$(sed -n 's|^// TIMEOUT: ||p' "$src" | head -1)
  o=$OUT/$name
  rm -rf "$o".*
  ok=1
  variants=()
  case $src in
  *.ll)
    okll=1
    for p in 'arc-elide,verify' 'arc-elide<destructors-return>,verify'; do
      opt-19 -load-pass-plugin="$BUILD/lib/ArcElide.so" -passes="$p" -disable-output "$src" \
        >"$o.opt.err" 2>&1 || { okll=0; break; }
    done
    if [ $okll = 1 ]; then
      echo "$name: SAME"
      pass=$((pass + 1))
    else
      echo "$name: CRASH (opt-19 -passes='$p': $(grep -m1 -E 'Segmentation|Assert|error|#[0-9]+ .*ae_' "$o.opt.err" | cut -c1-120))"
      fail=$((fail + 1))
    fi
    continue
    ;;
  *.cpp)
    common="-std=c++17 -stdlib=libc++ -O2 -g -fopenmp -fverify-intermediate-code $flags"
    R="-Rpass=arc-elide -Rpass-missed=arc-elide -Rpass-analysis=arc-elide"
    clang++-19 $common "$src" -o "$o.base" 2>"$o.base.cc" || ok=0
    clang++-19 $common -fpass-plugin="$BUILD/lib/ArcElide.so" $R "$src" -o "$o.pass" 2>"$o.remarks" || true
    ARCELIDE_OPTIONS=destructors-return clang++-19 $common -fpass-plugin="$BUILD/lib/ArcElide.so" $R \
      "$src" -o "$o.pass-dr" 2>"$o.remarks-dr" || true
    clang++-19 $common -fsanitize=address "$src" -o "$o.base-asan" 2>/dev/null || ok=0
    clang++-19 $common -fsanitize=address -fpass-plugin="$BUILD/lib/ArcElide.so" "$src" -o "$o.pass-asan" 2>/dev/null || true
    ARCELIDE_OPTIONS=destructors-return clang++-19 $common -fsanitize=address \
      -fpass-plugin="$BUILD/lib/ArcElide.so" "$src" -o "$o.pass-dr-asan" 2>/dev/null || true
    variants=("base pass" "base pass-dr" "base-asan pass-asan" "base-asan pass-dr-asan")
    if [ "$CXX22" = 1 ]; then
      l22=""
      case $flags in *libstdc++*) l22="-L/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib" ;; *) l22="-nostdinc++ -isystem /usr/lib/llvm-19/include/c++/v1 -L/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib" ;;
      esac
      clang++-22 $common $l22 "$src" -o "$o.base22" 2>/dev/null || ok=0
      clang++-22 $common $l22 -fpass-plugin="$B22/lib/ArcElide.so" $R "$src" -o "$o.pass22" 2>"$o.remarks22" || true
      ARCELIDE_OPTIONS=destructors-return clang++-22 $common $l22 -fpass-plugin="$B22/lib/ArcElide.so" \
        "$src" -o "$o.pass22-dr" 2>/dev/null || true
      variants+=("base22 pass22" "base22 pass22-dr")
    fi
    ;;
  *.rs)
    if [ ! -f "$RPLUGIN" ] || ! command -v "opt-$RM" >/dev/null; then
      echo "$name: SKIPPED (no opt-$RM or $RPLUGIN)"
      continue
    fi
    crate=$(sed -n 's|^// CRATE: ||p' "$src" | head -1)
    panics=$(sed -n 's|^// PANIC: ||p' "$src" | head -1)
    for panic in ${panics:-unwind abort}; do
      sfx=""
      [ "$panic" = abort ] && sfx=-abort
      "$RUSTC" -O -g -C codegen-units=1 -C panic=$panic --crate-type=lib --crate-name "${crate:-$name}" \
        --emit=llvm-bc "$src" -o "$o$sfx.bc" 2>>"$o.base.cc" || ok=0
      for v in base pass pass-dr; do
        passes='function(loop-simplify),verify'
        [ $v = pass ] && passes='function(loop-simplify,arc-elide),verify'
        [ $v = pass-dr ] && passes='function(loop-simplify,arc-elide<destructors-return>),verify'
        vv=$v$sfx
        "opt-$RM" -load-pass-plugin="$RPLUGIN" -passes="$passes" -pass-remarks=arc-elide \
          -pass-remarks-missed=arc-elide -pass-remarks-analysis=arc-elide "$o$sfx.bc" -o "$o.$vv.bc" \
          2>"$o.remarks-$vv" || ok=0
        "llc-$RM" -O2 -relocation-model=pic -filetype=obj "$o.$vv.bc" -o "$o.$vv.native.o" 2>>"$o.base.cc" || ok=0
        keep=(--keep-global-symbol=test_main)
        for sym in $(readelf -gW "$o.$vv.native.o" 2>/dev/null | sed -n "s/^COMDAT group section .*\[\(.*\)\] contains.*/\1/p"); do
          keep+=(--keep-global-symbol="$sym")
        done
        objcopy "${keep[@]}" "$o.$vv.native.o" "$o.$vv.o" 2>>"$o.base.cc" || ok=0
        mkdir -p "$o.$vv.lib"
        rm -f "$o.$vv.lib/libt.a"
        ar rcs "$o.$vv.lib/libt.a" "$o.$vv.o"
        "$RUSTC" -O "$HERE/driver.rs" -L "$o.$vv.lib" -l static=t -o "$o.$vv" 2>>"$o.base.cc" || ok=0
      done
      variants+=("base$sfx pass$sfx" "base$sfx pass-dr$sfx")
    done
    cat "$o".remarks-pass* >"$o.remarks" 2>/dev/null
    ;;
  esac
  if [ $ok = 0 ]; then
    echo "$name: BUILD-FAIL ($(grep -m1 -iE 'error' "$o.base.cc" "$o".remarks* 2>/dev/null | cut -c1-150))"
    fail=$((fail + 1))
    continue
  fi
  msg=""
  bad=0
  for pair in "${variants[@]}"; do
    set -- $pair
    [ -f "$o.$1.rc" ] || run_one "$o.$1" "$o.$1"
    if [ ! -x "$o.$2" ]; then # a build with the pass failed (the compiler crashed): say so, go on
      bad=${bad/0/1}
      msg="$msg [$2: BUILD-FAIL$(grep -qs 'PLEASE submit' "$o".remarks* && echo ', the compiler crashed in the pass')]"
      continue
    fi
    run_one "$o.$2" "$o.$2"
    if [ "$(cat "$o.$1.rc")" != 0 ]; then
      bad=2
      msg="$msg [$1 exits $(cat "$o.$1.rc")]"
      continue
    fi
    r=$(why "$o.$1" "$o.$2")
    [ -n "$r" ] && { bad=${bad/0/1}; msg="$msg [$2: $r]"; }
  done
  if [ "${src##*.}" = rs ] && [ "$VALGRIND" = 1 ]; then
    for pair in "${variants[@]}"; do
      set -- $pair
      [ -f "$o.$1-vg.rc" ] || TO=$((${TO:-$TIMEOUT} * 6)) run_one "$o.$1" "$o.$1-vg" valgrind -q --error-exitcode=99 --leak-check=full
      TO=$((${TO:-$TIMEOUT} * 6)) run_one "$o.$2" "$o.$2-vg" valgrind -q --error-exitcode=99 --leak-check=full
      v=$2
      if [ "$(cat "$o.$1-vg.rc")" = 0 ] && [ "$(cat "$o.$v-vg.rc")" != 0 ]; then
        [ $bad = 0 ] && bad=1
        msg="$msg [$v-vg: exit $(cat "$o.$v-vg.rc"); $(grep -m1 -E 'Invalid|lost|uninit' "$o.$v-vg.err" | cut -c1-90)]"
      fi
    done
  fi
  if [ $bad = 0 ]; then
    echo "$name: SAME"
    pass=$((pass + 1))
  elif [ $bad = 2 ]; then
    echo "$name: BASE-FAIL$msg"
    fail=$((fail + 1))
  else
    echo "$name: DIFFERENT:$msg"
    fail=$((fail + 1))
  fi
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
