#!/bin/bash
# run_lto.sh - the LTO programs of a folder's lto/ (tests/adversarial/lto/ by default): NAME.c
# plus its other file NAME.other.c, each compiled -flto (full) and -flto=thin, linked by lld with and without the
# plugin at the link (-Wl,--load-pass-plugin), against the checking runtime and with ASan (runtime
# libarcrt.a), and run like run.sh's programs: SAME / DIFFERENT (why) / BUILD-FAIL / BASE-FAIL.
# Usage: tests/adversarial/run_lto.sh [BUILD_DIR [FOLDER]]   (default: build; LLVM 19: CC=clang-19)
# A header line "// LTO_COMPILE_PLUGIN" in NAME.c also loads the plugin at compile time.
set -u
HERE=$(cd "${2:-$(dirname "$0")}" && pwd)
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${1:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
default_out=/tmp/arc-adversarial-lto
[ "$HERE" = "$ROOT/tests/adversarial" ] || default_out=/tmp/arc-adversarial-$(basename "$HERE")-lto
OUT=${OUT:-$default_out}
mkdir -p "$OUT"
CC=${CC:-clang-19}
TIMEOUT=${TIMEOUT:-10}
PLUGIN=$BUILD/lib/ArcElide.so
export ARC_CHECK_LEAKS=1 ASAN_OPTIONS=detect_leaks=0:${ASAN_OPTIONS:-}
pass=0
fail=0
for src in "$HERE"/lto/*.c; do
  case $src in *.other.c) continue ;; esac
  name=$(basename "$src" .c)
  [ -n "${ONLY:-}" ] && [ "$name" != "$ONLY" ] && continue
  other=$HERE/lto/$name.other.c
  # "// LTO_COMPILE_PLUGIN" in NAME.c: the pass build also loads the plugin at compile time
  # (README: "and also at compile time, if -fpass-plugin is given there")
  cpl=""
  grep -q '^// LTO_COMPILE_PLUGIN' "$src" && cpl="-fpass-plugin=$PLUGIN"
  for lto in full thin; do
    flag=-flto
    [ $lto = thin ] && flag=-flto=thin
    for san in check asan; do
      o=$OUT/$name.$lto.$san
      sf="" rt=$BUILD/lib/libarcrt-check.a
      [ $san = asan ] && sf=-fsanitize=address rt=$BUILD/lib/libarcrt.a
      ok=1
      $CC -O2 -g $flag $sf -I"$ROOT/runtime/include" -c "$src" -o "$o.a.o" 2>"$o.cc" || ok=0
      $CC -O2 -g $flag $sf -I"$ROOT/runtime/include" -c "$other" -o "$o.b.o" 2>>"$o.cc" || ok=0
      $CC -O2 $flag $sf -fuse-ld=lld "$o.a.o" "$o.b.o" "$rt" -lpthread -o "$o.base" 2>>"$o.cc" || ok=0
      pa=$o.a.o pb=$o.b.o
      if [ -n "$cpl" ]; then
        pa=$o.pa.o pb=$o.pb.o
        $CC -O2 -g $flag $sf $cpl -I"$ROOT/runtime/include" -c "$src" -o "$pa" 2>>"$o.cc" || ok=0
        $CC -O2 -g $flag $sf $cpl -I"$ROOT/runtime/include" -c "$other" -o "$pb" 2>>"$o.cc" || ok=0
      fi
      $CC -O2 $flag $sf -fuse-ld=lld "$pa" "$pb" "$rt" -lpthread \
        -Wl,--load-pass-plugin="$PLUGIN" -Wl,--opt-remarks-filename,"$o.remarks.yaml" \
        -Wl,--opt-remarks-passes,arc-elide -o "$o.pass" 2>>"$o.cc" || ok=0
      if [ $ok = 0 ]; then
        echo "$name ($lto, $san): BUILD-FAIL"
        fail=$((fail + 1))
        continue
      fi
      for v in base pass; do
        timeout -k 2 "$TIMEOUT" "$o.$v" >"$o.$v.out" 2>"$o.$v.err"
        echo $? >"$o.$v.rc"
      done
      if [ "$(cat "$o.base.rc")" != 0 ]; then
        echo "$name ($lto, $san): BASE-FAIL (exit $(cat "$o.base.rc"))"
        fail=$((fail + 1))
      elif cmp -s "$o.base.out" "$o.pass.out" && [ "$(cat "$o.pass.rc")" = 0 ]; then
        echo "$name ($lto, $san): SAME"
        pass=$((pass + 1))
      else
        d=$(diff "$o.base.out" "$o.pass.out" | grep '^[<>]' | head -2 | tr '\n' ' ')
        e=$(grep -m1 -E 'arc-check: [^n]|ERROR: AddressSanitizer' "$o.pass.err" | cut -c1-100)
        echo "$name ($lto, $san): DIFFERENT: exit $(cat "$o.pass.rc"); stdout: $d${e:+; $e}"
        fail=$((fail + 1))
      fi
    done
  done
done
echo "$pass passed, $fail failed"
[ $fail = 0 ]
