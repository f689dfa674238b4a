#!/usr/bin/env bash
# bench/realworld: builds real C code from Debian source packages with clang and the arcelide
# plugin, once per variant (base: no plugin; plugin; delete-pairs: the plugin under
# ARCELIDE_OPTIONS=delete-pairs), runs each project's own test suite, and measures what the pass
# did (bench/realworld/README.md). Called by `make bench-realworld` after the packages are in.
#
#   bench/realworld/run.sh [PROJECT...]     (default: every project; `make bench-realworld
#                                            PROJECTS='glib'` passes them)
# Environment: BUILD (build), LLVM_VERSION (19), JOBS (2), VARIANTS (base plugin, plus
# delete-pairs where a project asks for it, DELETE_PAIRS=all adds it everywhere, and a project's
# EXTRA_VARIANTS_P: custom for Vala).
# Everything is cached under $BUILD/bench-realworld/: sources in src/, one build folder per
# project and variant; a rerun rebuilds only a variant whose plugin or flags changed.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/bench/realworld
V=${LLVM_VERSION:-19}
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
OUT=$BUILD/bench-realworld
JOBS=${JOBS:-2}
PLUGIN=$BUILD/lib/ArcElide.so
# Other people build on this machine: everything below runs at a lower priority.
renice -n 10 -p $$ >/dev/null 2>&1 || true
mkdir -p "$OUT/src"

[ -f "$PLUGIN" ] || { echo "error: no plugin at $PLUGIN (make build)"; exit 1; }
# meson takes an argument ending in .so for a library to link and wraps it in
# -Wl,--start-group, which fails its compiler checks under -Werror: the plugin goes through a
# name without that suffix.
ln -sfn "$PLUGIN" "$OUT/ArcElide-plugin"

# The flags of every variant: -O2 -g as Debian builds; -fembed-bitcode keeps the final IR of each
# object in its .llvmbc section (inloop.py reads it); the remarks of arc-elide only.
BASE_CFLAGS="-O2 -g -fembed-bitcode -fsave-optimization-record -foptimization-record-passes=arc-elide"
PLUGIN_CFLAGS="$BASE_CFLAGS -fpass-plugin=$OUT/ArcElide-plugin"
# clang 19 makes these errors by default; valac's C (and older C) trips them.
LAX_CFLAGS="-Wno-error=incompatible-function-pointer-types -Wno-error=int-conversion -Wno-error=incompatible-pointer-types"

log() { echo "== realworld: $*"; }

. "$(dirname "$0")/fetch.sh" # fetch PKG

# variant_cflags VARIANT, variant_options VARIANT PROJECT: a variant's CFLAGS and its
# ARCELIDE_OPTIONS (delete-pairs; custom: the project's CUSTOM_P, a runtime of its own).
variant_cflags() {
  case $1 in
    base) echo "$BASE_CFLAGS" ;;
    *) echo "$PLUGIN_CFLAGS" ;;
  esac
}
variant_options() {
  local custom=CUSTOM_$2
  case $1 in
    delete-pairs) echo "delete-pairs" ;;
    custom) echo "${!custom:-}" ;;
    *) echo "" ;;
  esac
}

# Stamps, so that a rerun redoes only what changed: the build's (the plugin's checksum, not for
# base; flags, options and the configure and build recipes), the tests' (the build's and the test
# recipe) and the measurement's (the tests', the measuring scripts and what they count).
build_stamp() {
  local variant=$1 project=$2
  {
    [ "$variant" = base ] || sha1sum <"$PLUGIN"
    echo "$(variant_cflags "$variant") $(variant_options "$variant" "$project")"
    declare -f "configure_$project"
    declare -F "build_$project" >/dev/null && declare -f "build_$project"
  } | sha1sum | cut -c1-16
}
test_stamp() {
  { build_stamp "$1" "$2"; declare -f "test_$2"; [ "$2" != vala ] || echo "$VALA_TESTS"; } |
    sha1sum | cut -c1-16
}
measure_stamp() {
  local count=COUNT_$2
  { test_stamp "$1" "$2"; cat "$HERE/measure.py" "$HERE/inloop.py"; echo "${!count:-}"; } |
    sha1sum | cut -c1-16
}

# ---- the projects: configure_P SRC BLD CFLAGS, test_P BLD; DEB_P the source package; PROFILE_P
# the runtime profile whose entries count; LIB_P a find(1) pattern for the project's libraries.

DEB_glib=glib2.0 PROFILE_glib=glib DELETE_PAIRS_glib=1
configure_glib() {
  CC=clang-$V CFLAGS="$3" meson setup "$2" "$1" --buildtype=plain --wrap-mode=nodownload \
    -Dman=false -Dgtk_doc=false -Dtests=true -Dinstalled_tests=false -Dsysprof=disabled \
    -Ddtrace=false -Dsystemtap=false -Dselinux=disabled -Dlibmount=enabled
}
# GLib's slow, flaky and performance suites are left out (time; the same set for each variant).
test_glib() {
  meson test -C "$1" --num-processes "$JOBS" --no-rebuild --timeout-multiplier 4 \
    --no-suite slow --no-suite flaky --no-suite performance
}

DEB_libsoup3=libsoup3 PROFILE_libsoup3=glib
configure_libsoup3() {
  CC=clang-$V CFLAGS="$3" meson setup "$2" "$1" --buildtype=plain --wrap-mode=nodownload \
    -Dgssapi=disabled -Dntlm=disabled -Dbrotli=enabled -Dtls_check=false \
    -Dintrospection=disabled -Dvapi=disabled -Ddocs=disabled -Ddoc_tests=false -Dtests=true \
    -Dautobahn=disabled -Dinstalled_tests=false -Dsysprof=disabled -Dpkcs11_tests=disabled
}
test_libsoup3() {
  meson test -C "$1" --num-processes "$JOBS" --no-rebuild --timeout-multiplier 4
}

DEB_json_glib=json-glib PROFILE_json_glib=glib
configure_json_glib() {
  CC=clang-$V CFLAGS="$3" meson setup "$2" "$1" --buildtype=plain --wrap-mode=nodownload \
    -Dintrospection=disabled -Dgtk_doc=disabled -Dman=false -Dtests=true
}
test_json_glib() {
  meson test -C "$1" --num-processes "$JOBS" --no-rebuild --timeout-multiplier 4
}

# libgee: autotools; its tarball ships valac's C, which clang 19 rejects without LAX_CFLAGS.
DEB_libgee=libgee-0.8 PROFILE_libgee=glib
configure_libgee() {
  mkdir -p "$2" && (cd "$2" && CC=clang-$V CFLAGS="$3 $LAX_CFLAGS" "$1/configure" \
    --disable-introspection --disable-static)
}
test_libgee() { make -C "$1" -j"$JOBS" check; }
build_libgee() { make -C "$1" -j"$JOBS"; }

# Vala's compiler: Vala code whose tarball ships valac's C (vala/, codegen/, ccode/, its own
# gee/), built with autotools like libgee; clang 19 needs LAX_CFLAGS for it. Its tests compile
# Vala programs with the valac just built (and CC, CFLAGS: with the plugin in plugin variants)
# and run them; a subset of its suite, the folders of VALA_TESTS (about 360 tests). Built: the
# compiler and what it needs (gee, vala, ccode, codegen, compiler, vapi), not vapigen and its
# GIDL helper, which does not link under --disable-static.
DEB_vala=vala PROFILE_vala=glib
VALA_TESTS="basic-types objects control-flow generics"
# Vala's compiler counts its own objects with its own fundamental types' refs, not GObject's: the
# glib profile sees none of them. The custom variant names the three most called families as a
# runtime of its own (their refs are an atomic increment, their unrefs run a finalizer only on
# the last reference: no-user-code); COUNT_vala counts them in every variant.
CUSTOM_vala="retain=vala_code_node_ref;release=vala_code_node_unref;retain=vala_ccode_node_ref;release=vala_ccode_node_unref;retain=vala_iterable_ref;release=vala_iterable_unref;no-user-code"
COUNT_vala=$CUSTOM_vala EXTRA_VARIANTS_vala=custom
configure_vala() {
  mkdir -p "$2" && (cd "$2" && CC=clang-$V CFLAGS="$3 $LAX_CFLAGS" "$1/configure" \
    --disable-valadoc --disable-static)
}
build_vala() {
  local d
  for d in gee vala ccode codegen compiler vapi; do make -C "$1/$d" -j"$JOBS" || return 1; done
}
test_vala() {
  local src tests
  src=$(sed -n 's/^abs_top_srcdir = //p' "$1/Makefile")
  tests=$(grep -oE "^[[:space:]]+($(echo "$VALA_TESTS" | tr ' ' '|'))/[^[:space:]]+\.(vala|test)" \
    "$src/tests/Makefile.am" | tr -d '[:space:]' | sed 's/\.vala/.vala /g; s/\.test/.test /g')
  make -C "$1/tests" -j"$JOBS" check-TESTS TESTS="$tests"
}

# numba: not a source package but python3-numba's own output. numba_ir.py writes the final IR of
# the parallel workloads numba's test suite defines (prange gufuncs among them); numba's LLVM is
# not LLVM $V, so the plugin runs on that IR with opt-$V (arc-elide<runtime=numba>, then the
# verifier) instead of inside numba. base: numba's IR as it is; plugin: after the pass. No test
# suite: the IR is not run again (tests/profiles/numba_loops.test runs such IR before and after).
PROFILE_numba=numba
run_numba() {
  local dir=$OUT/numba/$1 stamp f
  stamp=$( { [ "$1" = base ] || sha1sum <"$PLUGIN"; cat "$HERE/numba_ir.py"; } | sha1sum | cut -c1-16)
  if [ -f "$dir/done" ] && [ "$(cat "$dir/done")" = "$stamp" ]; then
    log "numba/$1: cached"
    return 0
  fi
  rm -rf "$dir" && mkdir -p "$dir/build"
  if [ "$1" = base ]; then
    log "numba/base: numba's IR of numba's parallel test workloads (log: $dir/build.log)"
    /usr/bin/python3 "$HERE/numba_ir.py" "$dir/build" >"$dir/build.log" 2>&1 \
      || { tail -n 5 "$dir/build.log"; return 1; }
  else
    [ -f "$OUT/numba/base/done" ] || { log "numba/$1: no base IR"; return 1; }
    log "numba/$1: opt-$V arc-elide<runtime=numba> on it"
  fi
  # Compile time: opt-$V over every file, the verifier alone (base) or the pass and the verifier.
  local passes=verify
  [ "$1" = base ] || passes="arc-elide<runtime=numba>,verify"
  mkdir -p "$dir/opt"
  python3 "$HERE/timed.py" "$dir/time.json" -- bash -c '
    for f in "$1"/build/*.ll; do
      b=$(basename "$f" .ll)
      opt-'"$V"' -load-pass-plugin="$2" -passes="$4" -pass-remarks-filter=arc-elide \
        -pass-remarks-output="$3/opt/$b.opt.yaml" -S "$f" -o "$3/opt/$b.ll" || exit 1
    done' _ "$OUT/numba/base" "$PLUGIN" "$dir" "$passes" >>"$dir/build.log" 2>&1 \
    || { tail -n 5 "$dir/build.log"; return 1; }
  [ "$1" = base ] || mv "$dir/opt"/* "$dir/build/"
  rm -rf "$dir/opt"
  python3 "$HERE/measure.py" --ir --project numba --variant "$1" --profiles numba \
    --jobs "$JOBS" --llvm-version "$V" "$dir" >"$dir/measure.log" 2>&1 \
    || { tail -n 5 "$dir/measure.log"; return 1; }
  echo "$stamp" >"$dir/done"
}

# Cython: Debian-provided .pyx files (Cython's own refnanny runtime, numpy's Cython examples)
# cythonized by Debian's cython3 and compiled against python3.11's headers as extension modules.
# Their "tests": importing each module and calling numpy's example functions.
PROFILE_cython=cpython
CYTHON_PYX="/usr/lib/python3/dist-packages/Cython/Runtime/refnanny.pyx
/usr/lib/python3/dist-packages/numpy/random/_examples/cython/extending.pyx
/usr/lib/python3/dist-packages/numpy/core/tests/examples/cython/checks.pyx"
run_cython() {
  local dir=$OUT/cython/$1 stamp cflags
  cflags=$(variant_cflags "$1")
  stamp=$( { [ "$1" = base ] || sha1sum <"$PLUGIN"; echo "$cflags $CYTHON_PYX"; } | sha1sum | cut -c1-16)
  if [ -f "$dir/done" ] && [ "$(cat "$dir/done")" = "$stamp" ]; then
    log "cython/$1: cached"
    return 0
  fi
  rm -rf "$dir" && mkdir -p "$dir/build"
  log "cython/$1: cythonize and compile (log: $dir/build.log)"
  python3 "$HERE/timed.py" "$dir/time.json" -- bash -c '
    set -e
    inc="-I$(/usr/bin/python3 -c "import sysconfig; print(sysconfig.get_paths()[\"include\"])")"
    inc="$inc -I$(/usr/bin/python3 -c "import numpy; print(numpy.get_include())")"
    ext=$(/usr/bin/python3 -c "import sysconfig; print(sysconfig.get_config_var(\"EXT_SUFFIX\"))")
    for pyx in $2; do
      m=$(basename "$pyx" .pyx)
      cython3 -3 -o "$1/$m.c" "$pyx"
      clang-'"$V"' $3 -fPIC $inc -c "$1/$m.c" -o "$1/$m.o"
      clang-'"$V"' -shared "$1/$m.o" -o "$1/$m$ext"
    done' _ "$dir/build" "$CYTHON_PYX" "$cflags" >"$dir/build.log" 2>&1 \
    || { tail -n 5 "$dir/build.log"; echo '{"error": "build failed"}' >"$dir/result.json"; return 1; }
  (cd "$dir/build" && /usr/bin/python3 -c '
import importlib, sys
sys.path.insert(0, ".")
ok = 0
for name, call in (("refnanny", None), ("extending", lambda m: m.uniform_mean(1000) and
                                       m.bounded_uints(1, 100, 10)), ("checks", None)):
    try:
        mod = importlib.import_module(name)
        if call:
            call(mod)
        print("PASS:", name)
        ok += 1
    except Exception as e:
        print("FAIL:", name, e)
print("# PASS:", ok)
print("# FAIL:", 3 - ok)
sys.exit(ok != 3)') >"$dir/test.log" 2>&1
  echo $? >"$dir/test.rc"
  python3 "$HERE/measure.py" --project cython --variant "$1" --profiles cpython \
    --jobs "$JOBS" --llvm-version "$V" "$dir" >"$dir/measure.log" 2>&1 \
    || { tail -n 5 "$dir/measure.log"; return 1; }
  echo "$stamp" >"$dir/done"
}

build_default() { ninja -C "$1" -j "$JOBS"; }

# run_variant PROJECT SRC VARIANT: configure, build (timed), test, measure, each only when its
# stamp changed; results in $OUT/P/VARIANT/.
run_variant() {
  local p=$1 src=$2 variant=$3 dir=$OUT/$1/$3 bs ts ms
  bs=$(build_stamp "$variant" "$p")
  ts=$(test_stamp "$variant" "$p")
  ms=$(measure_stamp "$variant" "$p")
  if [ "$(cat "$dir/done" 2>/dev/null)" = "$ms" ]; then
    log "$p/$variant: cached"
    return 0
  fi
  local cflags options
  cflags=$(variant_cflags "$variant")
  options=$(variant_options "$variant" "$p")
  if [ "$(cat "$dir/built" 2>/dev/null)" != "$bs" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    log "$p/$variant: configure${options:+ (ARCELIDE_OPTIONS=$options)}"
    if ! (export ARCELIDE_OPTIONS="$options"; "configure_$p" "$src" "$dir/build" "$cflags") \
      >"$dir/configure.log" 2>&1; then
      echo '{"error": "configure failed"}' >"$dir/result.json"
      tail -n 20 "$dir/configure.log"
      return 1
    fi
    local builder=build_default
    declare -F "build_$p" >/dev/null && builder=build_$p
    log "$p/$variant: build (-j$JOBS, log: $dir/build.log)"
    if ! ARCELIDE_OPTIONS="$options" python3 "$HERE/timed.py" "$dir/time.json" -- \
      bash -c "$(declare -f "$builder"); JOBS=$JOBS $builder '$dir/build'" >"$dir/build.log" 2>&1; then
      echo '{"error": "build failed"}' >"$dir/result.json"
      grep -m5 -i "error" "$dir/build.log"
      return 1
    fi
    echo "$bs" >"$dir/built"
  fi
  if [ "$(cat "$dir/tested" 2>/dev/null)" != "$ts" ]; then
    log "$p/$variant: tests (log: $dir/test.log)"
    (cd "$dir/build" && JOBS=$JOBS "test_$p" "$dir/build") >"$dir/test.log" 2>&1
    echo $? >"$dir/test.rc"
    echo "$ts" >"$dir/tested"
  fi
  log "$p/$variant: measuring"
  local profile_var=PROFILE_$p count=COUNT_$p
  python3 "$HERE/measure.py" --project "$p" --variant "$variant" \
    --profiles "${!profile_var}" --custom "${!count:-}" --jobs "$JOBS" --llvm-version "$V" \
    "$dir" >"$dir/measure.log" 2>&1 || { tail -n 5 "$dir/measure.log"; return 1; }
  echo "$ms" >"$dir/done"
}

# run_compile_ab PROJECT: the plugin's compile cost file by file (compile_ab.py) on a meson
# project's base build: $OUT/P/compile_ab.json, redone when the plugin or the base build changes.
run_compile_ab() {
  local p=$1 dir=$OUT/$1 stamp
  [ -f "$dir/base/build/compile_commands.json" ] && [ -f "$dir/base/built" ] || return 0
  stamp=$( { sha1sum <"$PLUGIN"; cat "$dir/base/built" "$HERE/compile_ab.py"; } | sha1sum | cut -c1-16)
  [ "$(cat "$dir/compile_ab.done" 2>/dev/null)" = "$stamp" ] && return 0
  log "$p: compile time file by file, without and with the plugin in turn"
  python3 "$HERE/compile_ab.py" --jobs "$JOBS" "$dir/base/build" "$PLUGIN" "$dir/compile_ab.json" \
    && echo "$stamp" >"$dir/compile_ab.done"
}

ALL="json_glib libsoup3 libgee vala glib cython numba"

# The driver is a function, called from the last line: bash has read all of it before it runs, so
# editing this file while a run is under way cannot change what that run does next.
main() {
  if [ "${1:-}" = --stamps ]; then # --stamps PROJECT VARIANT: the stamps a finished variant needs
    echo "built $(build_stamp "$3" "$2") tested $(test_stamp "$3" "$2") done $(measure_stamp "$3" "$2")"
    return 0
  fi
  local p src deb_var dp_var extra_var variants variant PROJECTS=${*:-$ALL}
  PROJECTS=${PROJECTS//-/_}
  for p in $PROJECTS; do
    if [ "$p" = numba ] || [ "$p" = cython ]; then
      for variant in ${VARIANTS:-base plugin}; do
        [ "$variant" = delete-pairs ] || "run_$p" "$variant" || log "$p/$variant: FAILED"
      done
      continue
    fi
    deb_var=DEB_$p
    [ -n "${!deb_var:-}" ] || { echo "error: unknown project $p (known: $ALL)"; exit 2; }
    src=$(fetch "${!deb_var}")
    if [ -z "$src" ]; then
      mkdir -p "$OUT/$p"
      # apt's first error, as "FILE: STATUS" (without the mirror's address).
      { grep -m1 -o 'E: .*' "$OUT/src/${!deb_var}.fetch.log" |
          sed -E 's#^E: Failed to fetch [^ ]*/([^/ ]+) +([0-9]{3}) +([^[]*[^[ ]).*#apt-get source: \1: \2 \3#' ||
          echo "apt-get source failed"; } >"$OUT/$p/unavailable"
      log "$p: no source: $(cat "$OUT/$p/unavailable")"
      continue
    fi
    rm -f "$OUT/$p/unavailable"
    extra_var=EXTRA_VARIANTS_$p
    variants=${VARIANTS:-base plugin ${!extra_var:-}}
    dp_var=DELETE_PAIRS_$p
    if [ -z "${VARIANTS:-}" ] && { [ -n "${!dp_var:-}" ] || [ "${DELETE_PAIRS:-}" = all ]; }; then
      variants="$variants delete-pairs"
    fi
    for variant in $variants; do
      run_variant "$p" "$src" "$variant" || log "$p/$variant: FAILED"
    done
    run_compile_ab "$p"
  done
  # The report covers every project measured so far, not only this run's.
  python3 "$HERE/report.py" "$OUT" $ALL
}

main "$@"; exit $?
