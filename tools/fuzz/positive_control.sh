#!/usr/bin/env bash
# The positive control of the differential fuzzer: builds a deliberately unsound copy of the
# plugin (rule H2 ignores every writer of a reloaded handle's slot: opaque calls, stores,
# releases that may run destructors) and expects tools/fuzz/driver.py to catch it on the CI
# slice's seeds. A fuzzer that cannot see this bug proves nothing.
#
#   positive_control.sh [BUILD [FIRST:COUNT]]     defaults: build, the CI slice's seeds
#
# The copy is built in a temporary folder, like tests/sabotage_pass.sh does; only the ArcElide
# target. When pass/CMakeLists.txt has the test-only option ARCELIDE_TEST_UNSOUND, the copy is
# configured with -DARCELIDE_TEST_UNSOUND=H2; until then slot_clobber.c is patched. With
# ARCELIDE_UNSOUND_PLUGIN=path, uses that plugin instead of building one.
# Exit 0 when the driver reports at least one failure (a miscompile, not a generator failure).
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
build=$(cd "${1:-$repo/build}" && pwd)
seeds=${2:-1:200}
llvm=$(sed -n 's/^config.llvm_version_major = \([0-9]*\)/\1/p' "$build/tests/lit.site.cfg.py")
plugin=${ARCELIDE_UNSOUND_PLUGIN:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sabotaged_build() { # TREE: copy in $work/src, patch slot_clobber.c, build ArcElide
  rm -rf "$work/src" "$work/build" && mkdir -p "$work/src"
  if [ "$1" = worktree ]; then
    (cd "$repo" && tar --exclude='./build*' --exclude=./.git -cf - .) | (cd "$work/src" && tar xf -)
  else
    git -C "$repo" archive HEAD | (cd "$work/src" && tar xf -)
  fi
  # The test-only build option, when the tree has it; else a patch of the source.
  local option=()
  if grep -q ARCELIDE_TEST_UNSOUND "$work/src/pass/CMakeLists.txt"; then
    option=(-DARCELIDE_TEST_UNSOUND=H2)
  else
    python3 - "$work/src/pass/src/slot_clobber.c" <<'PY' || exit 2
import sys
path = sys.argv[1]
old = "if (writes_slot(A, i, load, profile, is_paired, context))"
text = open(path).read()
if old not in text:
    sys.exit("positive_control: the pattern to sabotage is gone from %s: %s" % (path, old))
open(path, "w").write(text.replace(old, "if (0)", 1))
PY
  fi
  cmake -S "$work/src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-"$llvm" -DCMAKE_CXX_COMPILER=clang++-"$llvm" \
    -DARCELIDE_LLVM_VERSION="$llvm" "${option[@]}" >"$work/configure.log" 2>&1 &&
    cmake --build "$work/build" --target ArcElide -j "$(nproc)" >"$work/build.log" 2>&1
}
if [ -z "$plugin" ]; then
  # The working tree first; while someone's edit there does not compile, the last commit.
  if ! sabotaged_build worktree; then
    echo "positive control: the working tree does not build ($(grep -m1 error: "$work/build.log"));" \
      "sabotaging HEAD instead"
    sabotaged_build HEAD || { tail -30 "$work/configure.log" "$work/build.log"; exit 2; }
  fi
  plugin="$work/build/lib/ArcElide.so"
fi
out=$(python3 "$repo/tools/fuzz/driver.py" "$build" --seeds "$seeds" --plugin "$plugin" \
  --stop-after 1 --quiet)
echo "$out"
if echo "$out" | grep -qE '^fuzz: .* [1-9][0-9]* failed, 0 generator failures'; then
  echo "positive control: the unsound H2 was caught"
  exit 0
fi
echo "positive control: NOT CAUGHT: the driver did not notice the unsound H2"
exit 1
