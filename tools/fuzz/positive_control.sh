#!/usr/bin/env bash
# The positive controls of the differential fuzzer: a copy of the plugin built with one of its
# safety rules deliberately broken (the CMake option ARCELIDE_TEST_UNSOUND=NAME, test only) must
# be caught by tools/fuzz/driver.py within a bounded number of seeds. A fuzzer that cannot see
# a bug proves nothing about its absence.
#
#   positive_control.sh [NAME|all] [BUILD [FIRST:COUNT]]
#
# NAME is a row of CONTROLS below (default H2); `all` runs every row. BUILD (default build) gives
# the compiler and the runtime; the unsound plugin is built into BUILD/unsound-NAME (only the
# ArcElide target, reused by the next run). FIRST:COUNT overrides the row's seeds.
# With ARCELIDE_UNSOUND_PLUGIN=path, uses that plugin instead of building one.
#
# A NAME that pass/src/unsound_switches.def does not list yet is a rule the pass does not have
# yet: the plugin of BUILD itself is then the unsound variant (and the control fails, as it
# should, once the rule exists without its switch).
# Exit 0 when the driver reports a miscompile (not a generator failure) for every NAME run.
set -uo pipefail

# NAME             SHAPES           SEEDS  the rule broken
CONTROLS='
H2                 none             1:200  H2 ignores every writer of a reloaded handle slot
ACQUIRE            acquire          1:40   a reload hoisted above an acquire load, fence or cmpxchg
ATOMIC_COPY        atomic_read      1:40   an atomic reload copied to the preheader as a plain load
LOOP_ADDRESS       loop_address     1:20   the preheader copy of a reload uses the address computed in the loop
MUSTPROGRESS       spinner          1:20   a never-ending loop left without side effects (then deleted)
EXIT_WINDOW        drop_owner       1:20   a release inserted at the exit where later code read what it frees
OBSERVER_CALLEE    observer_callee  1:20   count observers behind callees the compiler can see
UNDISTURBED        box              1:10   a pair deleted although a release of another object (whose destructor drops it) lies between
CARRIED            rotated          1:20   an exit of a rotated loop between its release and next retain taken as holding the carried reference
NULL_GUARD         null_guard       1:20   a NULL test of another pointer taken as a NULL guard of the handle (H3)
'

repo=$(cd "$(dirname "$0")/../.." && pwd)
name=H2
if [ $# -gt 0 ] && [ ! -d "$1" ]; then
  name=$1
  shift
fi
build=$(cd "${1:-$repo/build}" && pwd)
override_seeds=${2:-}
llvm=$(sed -n 's/^config.llvm_version_major = \([0-9]*\)/\1/p' "$build/tests/lit.site.cfg.py")

unsound_plugin() { # NAME: prints the path of the plugin with NAME's rule broken
  if [ -n "${ARCELIDE_UNSOUND_PLUGIN:-}" ]; then
    echo "$ARCELIDE_UNSOUND_PLUGIN"
    return
  fi
  # The names the pass knows: the rows of pass/src/unsound_switches.def.
  if ! sed -n 's/^ARC_UNSOUND(\([A-Z0-9_]*\),.*/\1/p' "$repo/pass/src/unsound_switches.def" |
    grep -qx "$1"; then
    echo "positive control $1: pass/src/unsound_switches.def has no switch $1 yet;" \
      "the pass of $build is the unsound variant" >&2
    sed -n 's/^config.plugin = "\(.*\)"/\1/p' "$build/tests/lit.site.cfg.py"
    return
  fi
  local dir="$build/unsound-$1" compilers=()
  # The compilers only on the first configure: naming them again (not as the cached full paths)
  # makes CMake delete its cache and lose ARCELIDE_TEST_UNSOUND.
  [ -f "$dir/CMakeCache.txt" ] ||
    compilers=(-DCMAKE_C_COMPILER="$(command -v clang-"$llvm")" -DCMAKE_CXX_COMPILER="$(command -v clang++-"$llvm")")
  if ! { cmake -S "$repo" -B "$dir" -DCMAKE_BUILD_TYPE=Release "${compilers[@]}" \
    -DARCELIDE_LLVM_VERSION="$llvm" -DARCELIDE_TEST_UNSOUND="$1" >"$dir.configure.log" 2>&1 &&
    cmake --build "$dir" --target ArcElide -j "$(nproc)" >"$dir.build.log" 2>&1; }; then
    tail -30 "$dir.configure.log" "$dir.build.log" >&2
    return 2
  fi
  if ! grep -qx "ARCELIDE_TEST_UNSOUND:STRING=$1" "$dir/CMakeCache.txt"; then
    echo "positive control $1: $dir is not configured with ARCELIDE_TEST_UNSOUND=$1" >&2
    return 2
  fi
  echo "$dir/lib/ArcElide.so"
}

control() { # NAME SHAPES SEEDS DESCRIPTION...
  local name=$1 shapes=$2 seeds=${override_seeds:-$3}
  shift 3
  local plugin
  plugin=$(unsound_plugin "$name") || { echo "positive control $name: cannot build the plugin"; return 2; }
  local out
  out=$(python3 "$repo/tools/fuzz/driver.py" "$build" --seeds "$seeds" --shapes "$shapes" \
    --plugin "$plugin" --stop-after 1 --quiet)
  echo "$out"
  if echo "$out" | grep -qE '^fuzz: .* [1-9][0-9]* failed, 0 generator failures'; then
    echo "positive control $name: caught ($*)"
    return 0
  fi
  echo "positive control $name: NOT CAUGHT within seeds $seeds ($*)"
  return 1
}

status=0 found=0
while read -r row_name row_shapes row_seeds row_what; do
  [ -n "$row_name" ] || continue
  if [ "$name" = all ] || [ "$name" = "$row_name" ]; then
    found=1
    control "$row_name" "$row_shapes" "$row_seeds" "$row_what" || status=1
  fi
done <<<"$CONTROLS"
if [ "$found" = 0 ]; then
  echo "positive control: no control named $name (see CONTROLS in $0)"
  exit 2
fi
exit $status
