#!/bin/bash
# run.sh - builds every soundness program in this folder without and with the arc-elide pass and
# compares what they do: the acceptance evidence for the effects model's six classes (README.md).
#
# Usage: tests/soundness/run.sh [BUILD_DIR] [--premise NAME]   (BUILD_DIR default: build)
#   --premise NAME  use the test-only plugin ArcElidePremises.so with ARCELIDE_IGNORE_PREMISE=NAME
#                   (a row of pass/src/exemptions.def): the positive control, programs that rely
#                   on that premise should go DIFFERENT.
#   ONLY=NAME runs one program (a regular expression of whole names: ONLY='cx_.*'); PLUGIN=path.so tests another plugin; JOBS=N programs at a time
#   (default 2); OUT=folder keeps builds, remarks and outputs (default /tmp/arc-soundness);
#   NOCONTROL=1 skips the control compiles (for a plugin that predates their parameters).
#
# Each program NAME.c / NAME.cpp is built four ways (clang -O2 -g -fverify-intermediate-code):
#   base       linked to libarcrt-check.a (the checking runtime)
#   pass       the same plus -fpass-plugin (remarks kept in NAME.remarks)
#   base-asan  -fsanitize=address, linked to libarcrt.a (the default runtime)
#   pass-asan  the same plus the pass
# and run with OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1 under a timeout. base and pass must agree on
# stdout, exit status and the "arc-check:" lines of stderr (addresses masked); base-asan and
# pass-asan on stdout, exit status and whether AddressSanitizer reports an error.
#
# Header lines a program may have:
#   // CFLAGS: ...          extra compile/link flags (shell-expanded: $(pkg-config ...) works;
#                           OpenMP programs say ${OPENMP_FLAGS:--fopenmp}: lit passes the flags
#                           its configuration found, LLVM 22's clang borrowing LLVM 19's libomp;
#                           C++ programs over libc++ say ${LIBCXX_FLAGS}: found below, for $CXX;
#                           programs with a STDLIBS line say ${STDLIB_FLAGS}: the library's)
#   // STDLIBS: libc++ libstdc++   a C++ program built and compared once per standard library
#                           (STDLIB_FLAGS: LIBCXX_FLAGS for libc++; for libstdc++ none, the
#                           default of Debian's clang++, or -stdlib=libstdc++); a library's
#                           builds must link that library. libc++'s line is the program's name,
#                           another's "NAME (LIB)"; each counts as one program in the summary.
#                           STDLIB=LIB runs only that library's builds of such programs.
#   // ENV: VAR=value       environment for every compile (e.g. ARCELIDE_OPTIONS=...)
#   // RUN-ENV: VAR=value   environment for every run (ARC_CHECK_DESTRUCTORS_RETURN=0 for a
#                           program whose other objects' destructors exit on purpose)
#   // EXPECT-REMARK: ERE   the pass build's remarks must match it (what the pass did to the
#                           dangerous loop: "not hoisted \(H2\)", or "hoisted" where the rule
#                           keeps the hoist correct); otherwise the line says UNTOUCHED. With
#                           STDLIBS it is libc++'s build's; another library's is
#                           EXPECT-REMARK-LIB: ERE (none: that build is only compared)
#   // CONTROL: FLAGS       a variant without the dangerous bit (compiled with these extra flags,
#                           with the plugin, never run) must be hoisted: shows the program's
#                           loop is one the pass would hoist if the rule were missing
#   // CONTROL-ENV: VAR=value   environment of the control compile, after ENV's (alone: a control of the
#                           same source, e.g. with the runtime declared to run no user code)
#                           With STDLIBS both are libc++'s; another library's are CONTROL-LIB:
#                           and CONTROL-ENV-LIB: (none: no control for that library)
#
# Output: one line per program (SAME / DIFFERENT: why / BUILD-FAIL / BASE-FAIL / UNTOUCHED /
# NO-CONTROL) with what the pass did, then "N passed, N failed".
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=build
PREMISE=
while [ $# -gt 0 ]; do
  case $1 in
  --premise) PREMISE=$2; shift 2 ;;
  *) BUILD=$1; shift ;;
  esac
done
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
export BUILD HERE ROOT
export OUT=${OUT:-/tmp/arc-soundness}
mkdir -p "$OUT"
export CC=${CC:-clang-19} CXX=${CXX:-clang++-19} TIMEOUT=${TIMEOUT:-10} OPT=${OPT:--O2}
if [ -n "$PREMISE" ]; then
  export PLUGIN=${PLUGIN:-$BUILD/lib/ArcElidePremises.so}
  export ARCELIDE_IGNORE_PREMISE=$PREMISE
  [ -e "$PLUGIN" ] || { echo "run.sh: --premise needs $PLUGIN" >&2; exit 2; }
else
  export PLUGIN=${PLUGIN:-$BUILD/lib/ArcElide.so}
fi
# libc++ (the cx_* programs say ${LIBCXX_FLAGS}): -stdlib=libc++, or, for a clang without its own
# libc++ (LLVM 22's with Debian's libc++-19-dev: the two packages conflict), LLVM 19's headers
# and library.
if [ -z "${LIBCXX_FLAGS:-}" ]; then
  probe=$(mktemp -d)
  printf '#include <memory>\nint main() { return std::make_shared<int>(0).use_count() - 1; }\n' \
    >"$probe/p.cpp"
  for f in "-stdlib=libc++" "-stdlib=libc++ -nostdinc++ -isystem /usr/lib/llvm-19/include/c++/v1 \
-L/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib"; do
    if $CXX -std=c++17 $f "$probe/p.cpp" -o "$probe/p" 2>/dev/null && "$probe/p"; then
      LIBCXX_FLAGS=$f
      break
    fi
  done
  rm -rf "$probe"
  [ -n "${LIBCXX_FLAGS:-}" ] ||
    { echo "run.sh: $CXX cannot build with libc++ (make deps-check installs libc++-19-dev)" >&2; exit 2; }
fi
export LIBCXX_FLAGS
# libstdc++ (programs whose STDLIBS line names it): the default of Debian's clang++, or
# -stdlib=libstdc++ for a clang configured otherwise.
if [ -z "${LIBSTDCXX_FLAGS+set}" ]; then
  probe=$(mktemp -d)
  printf '#include <memory>\n#ifndef __GLIBCXX__\n#error not libstdc++\n#endif\n%s\n' \
    'int main() { return std::make_shared<int>(0).use_count() - 1; }' >"$probe/p.cpp"
  for f in "" "-stdlib=libstdc++"; do
    if $CXX -std=c++17 $f "$probe/p.cpp" -o "$probe/p" 2>/dev/null && "$probe/p"; then
      LIBSTDCXX_FLAGS=$f
      break
    fi
  done
  rm -rf "$probe"
  [ -n "${LIBSTDCXX_FLAGS+set}" ] ||
    { echo "run.sh: $CXX cannot build with libstdc++ (Debian's clang depends on libstdc++-12-dev)" >&2; exit 2; }
fi
export LIBSTDCXX_FLAGS
export OMP_NUM_THREADS=2 ARC_CHECK_LEAKS=1
export ASAN_OPTIONS=detect_leaks=0:${ASAN_OPTIONS:-}
unset ARCELIDE_OPTIONS

# header FILE KEY: the value of the first "// KEY: " line
header() { sed -n "s|^// $2: ||p" "$1" | head -1; }

# run_one EXE OUTPREFIX [VAR=value...]: runs EXE in that environment, writes
# OUTPREFIX.out/.err/.rc and .chk (arc-check lines, addresses masked)
run_one() {
  (
    env "${@:3}" timeout -k 2 "$TIMEOUT" "$1" >"$2.out" 2>"$2.err"
    echo $? >"$2.rc"
  ) 2>/dev/null
  grep '^arc-check:' "$2.err" | sed -E 's/0x[0-9a-f]+/ADDR/g; s/thread [0-9]+/thread N/g' >"$2.chk"
  grep -q 'ERROR: AddressSanitizer' "$2.err" && echo asan-error >>"$2.chk"
}

# why A B: a short reason two runs differ
why() {
  local a=$1 b=$2 r=""
  [ "$(cat "$a.rc")" != "$(cat "$b.rc")" ] && r="exit $(cat "$a.rc") -> $(cat "$b.rc")"
  if ! cmp -s "$a.out" "$b.out"; then
    r="${r:+$r; }stdout: $(diff "$a.out" "$b.out" | grep '^[<>]' | head -2 | tr '\n' ' ')"
  fi
  if ! cmp -s "$a.chk" "$b.chk"; then
    r="${r:+$r; }stderr: $(diff "$a.chk" "$b.chk" | grep '^[<>]' | head -1 | cut -c1-110)"
  fi
  echo "$r"
}

# what REMARKS: what the pass did, from its remarks ("2 hoisted, refused H2 H8")
what() {
  local h r
  h=$(grep -c 'remark: hoisted' "$1")
  r=$(grep -oE 'not hoisted \(H[0-9]+\)|not (carried|hoisted lazily)[^:]*\(H[0-9]+\)' "$1" |
    grep -oE 'H[0-9]+' | sort | uniq -c | awk '{print $2 "(x" $1 ")"}' | paste -sd' ')
  echo "$h hoisted${r:+, refused $r}"
}

# variants: one line per build to compare, "SRC LIB" (LIB: a library of the program's STDLIBS
# line, or - without one), in the order of the summary; ONLY and STDLIB select
variants() {
  local src n lib libs
  for src in "$HERE"/*.c "$HERE"/*.cpp; do
    [ -e "$src" ] || continue
    n=$(basename "$src")
    n=${n%.*}
    [ -n "${ONLY:-}" ] && ! [[ $n =~ ^($ONLY)$ ]] && continue
    libs=$(header "$src" STDLIBS)
    if [ -z "$libs" ]; then
      echo "$src -"
      continue
    fi
    for lib in $libs; do
      [ -n "${STDLIB:-}" ] && [ "$lib" != "$STDLIB" ] && continue
      echo "$src $lib"
    done
  done
}

# label SRC LIB: the program's name in its result line (another library than libc++'s: "NAME (LIB)")
label() {
  local n
  n=$(basename "$1")
  n=${n%.*}
  case $2 in -|libc++) echo "$n" ;; *) echo "$n ($2)" ;; esac
}

# links EXE LIB: whether EXE needs LIB's shared library (and, for libstdc++, not libc++'s)
links() {
  local needed
  needed=$(readelf -d "$1" 2>/dev/null | grep NEEDED)
  case $2 in
  libc++) grep -q 'libc++\.so' <<<"$needed" ;;
  libstdc++) grep -q 'libstdc++\.so' <<<"$needed" && ! grep -q 'libc++\.so' <<<"$needed" ;;
  *) return 1 ;;
  esac
}

one() {
  local src=$1 lib=${2:--} name flags env cc o common ok expect control cenv renv
  name=$(label "$src" "$lib")
  o=$OUT/$(basename "${src%.*}")
  case $lib in
  -) STDLIB_FLAGS= ;;
  libc++) STDLIB_FLAGS=$LIBCXX_FLAGS ;;
  libstdc++) STDLIB_FLAGS=$LIBSTDCXX_FLAGS o=$o.libstdc++ ;;
  *) echo "$name: BUILD-FAIL (STDLIBS names '$lib': libc++ or libstdc++)"; return ;;
  esac
  flags=$(eval echo "$(header "$src" CFLAGS)")
  env=$(header "$src" ENV)
  renv=$(header "$src" RUN-ENV)
  case $lib in
  -|libc++)
    expect=$(header "$src" EXPECT-REMARK)
    control=$(header "$src" CONTROL)
    cenv=$(header "$src" CONTROL-ENV)
    ;;
  *)
    expect=$(header "$src" "EXPECT-REMARK-$lib")
    control=$(header "$src" "CONTROL-$lib")
    cenv=$(header "$src" "CONTROL-ENV-$lib")
    ;;
  esac
  case $src in *.cpp) cc=$CXX ;; *) cc=$CC ;; esac
  common="$OPT -g -pthread -fverify-intermediate-code -I$ROOT/runtime/include"
  ok=1
  env $env $cc $common "$src" $flags "$BUILD/lib/libarcrt-check.a" -o "$o.base" 2>"$o.base.cc" || ok=0
  env $env $cc $common -fpass-plugin="$PLUGIN" -Rpass=arc-elide -Rpass-missed=arc-elide "$src" \
    $flags "$BUILD/lib/libarcrt-check.a" -o "$o.pass" 2>"$o.remarks" || ok=0
  env $env $cc $common -fsanitize=address "$src" $flags "$BUILD/lib/libarcrt.a" \
    -o "$o.base-asan" 2>/dev/null || ok=0
  env $env $cc $common -fsanitize=address -fpass-plugin="$PLUGIN" "$src" $flags \
    "$BUILD/lib/libarcrt.a" -o "$o.pass-asan" 2>/dev/null || ok=0
  if [ -n "$control$cenv" ] && [ -z "${NOCONTROL:-}" ]; then
    env $env $cenv $cc $common $control -fpass-plugin="$PLUGIN" -Rpass=arc-elide -Rpass-missed=arc-elide \
      -c "$src" $(echo "$flags" | tr ' ' '\n' | grep -v '^-[lL]\|^-Wl' | tr '\n' ' ') \
      -o "$o.control.o" 2>"$o.control.remarks" || ok=0
  fi
  if [ $ok = 0 ]; then
    echo "$name: BUILD-FAIL ($(grep -h -m1 -iE 'error' "$o.remarks" "$o.base.cc" "$o.control.remarks" 2>/dev/null | head -1 | cut -c1-150))"
    return
  fi
  if [ "$lib" != - ] && ! { links "$o.base" "$lib" && links "$o.pass" "$lib"; }; then
    echo "$name: BUILD-FAIL (not linked to $lib: does its CFLAGS line say \${STDLIB_FLAGS}?)"
    return
  fi
  local did="pass: $(what "$o.remarks")"
  [ -n "$control$cenv" ] && [ -z "${NOCONTROL:-}" ] && did="$did; control: $(what "$o.control.remarks")"
  for v in base pass base-asan pass-asan; do run_one "$o.$v" "$o.$v" $renv; done
  if [ "$(cat "$o.base.rc")" != 0 ] || [ "$(cat "$o.base-asan.rc")" != 0 ]; then
    echo "$name: BASE-FAIL (the build without the pass exits $(cat "$o.base.rc") / asan $(cat "$o.base-asan.rc"))"
    return
  fi
  local r1 r2 same1=0 same2=0
  r1=$(why "$o.base" "$o.pass")
  r2=$(why "$o.base-asan" "$o.pass-asan")
  [ -z "$r1" ] && same1=1
  [ -z "$r2" ] && same2=1
  if [ $same1 = 0 ] || [ $same2 = 0 ]; then
    local msg=""
    [ $same1 = 0 ] && msg="check runtime: $r1"
    [ $same2 = 0 ] && msg="${msg:+$msg | }asan: $r2"
    echo "$name: DIFFERENT: $msg [$did]"
  elif [ -n "$expect" ] && ! grep -qE "$expect" "$o.remarks"; then
    echo "$name: UNTOUCHED (no remark matches '$expect') [$did]"
  elif [ -n "$control$cenv" ] && [ -z "${NOCONTROL:-}" ] && ! grep -q 'remark: hoisted' "$o.control.remarks"; then
    echo "$name: NO-CONTROL (the variant '$control $cenv' is not hoisted either) [$did]"
  else
    echo "$name: SAME [$did]"
  fi
}
# result SRC LIB: the file of the variant's result line
result() {
  local r
  r=$OUT/$(basename "${1%.*}")
  case $2 in -|libc++) echo "$r.result" ;; *) echo "$r.$2.result" ;; esac
}
export -f header run_one why what one label links result

variants | xargs -d '\n' -P "${JOBS:-2}" -I{} \
  bash -c 'one "${1% *}" "${1##* }" > "$(result "${1% *}" "${1##* }")"' _ {}

pass=0
fail=0
while IFS= read -r v; do
  src=${v% *} lib=${v##* }
  n=$(label "$src" "$lib")
  line=$(cat "$(result "$src" "$lib")")
  echo "$line"
  case $line in "$n: SAME"*) pass=$((pass + 1)) ;; *) fail=$((fail + 1)) ;; esac
done < <(variants)
echo "$pass passed, $fail failed"
[ $fail = 0 ]
