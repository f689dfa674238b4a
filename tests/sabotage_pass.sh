#!/usr/bin/env bash
# Proves the pass's IR tests can fail: for each safety check, builds a copy of the plugin with
# that check disabled and expects tests/hoist or tests/profiles to go red. Run by `make sabotage` (not part of
# `make check`: it rebuilds the plugin once per check, a few minutes in all).
# Closes with "N passed, N failed", a sabotage that no test catches counting as a failure.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$repo" && git ls-files -z | xargs -0 -I{} cp --parents {} "$work"
cd "$work"
cmake -S . -B build -DCMAKE_C_COMPILER=clang-${LLVM_VERSION:-19} \
  -DCMAKE_CXX_COMPILER=clang++-${LLVM_VERSION:-19} -DARCELIDE_LLVM_VERSION=${LLVM_VERSION:-19} \
  >/dev/null || exit 1
cmake --build build -j "$(nproc)" >/dev/null || exit 1

caught=0 missed=0
sabotage() { # NAME FILE OLD NEW: the hoist tests must fail with OLD replaced by NEW in FILE
  local name=$1 file=$2
  cp "$file" "$file.orig"
  python3 - "$file" "$3" "$4" <<'PY' || { echo "sabotage '$name': pattern not found"; exit 1; }
import sys
path, old, new = sys.argv[1:4]
text = open(path).read()
assert old in text
open(path, "w").write(text.replace(old, new, 1))
PY
  cmake --build build --target ArcElide >/dev/null 2>&1
  if python3 tests/run_lit.py build build/tests/hoist build/tests/profiles >/dev/null 2>&1; then
    echo "NOT CAUGHT: $name"; missed=$((missed + 1))
  else
    echo "caught:     $name"; caught=$((caught + 1))
  fi
  mv "$file.orig" "$file"
}

sabotage "H1 loop form ignored" pass/src/loop_hoist.c \
  "if (loop_form_forbids(L, objc, why, sizeof why, &at))" "if (0)"
sabotage "H1 every call treated as nounwind" pass/src/loop_hoist.c \
  "if (!has_attribute(i, \"nounwind\") &&" "if (0 &&"
sabotage "H2 invariance of the handle ignored" pass/src/loop_hoist.c \
  "if (!h->reload && !arc_loop_is_invariant(L, h->key)) {" "if (0) {"
sabotage "H2 writers of the slot ignored" pass/src/slot_clobber.c \
  "if (writes_slot(A, i, load, profile, is_paired, context))" "if (0)"
sabotage "H2 every release treated as paired" pass/src/slot_clobber.c \
  "if (arc_call_is_release(call.kind) && is_paired(inst, context))" "if (arc_call_is_release(call.kind))"
sabotage "H2 OpenMP capture escaping elsewhere ignored" pass/src/omp_capture.c \
  "|| !escapes_only_into(address, fork)" ""
sabotage "H3 balance ignored" pass/src/loop_hoist.c \
  "if (!is_balanced(A, L, h, &problem)) {" "if (0) {"
sabotage "H3 stored copies ignored" pass/src/loop_hoist.c "  if (store) {" "  if (0) {"
sabotage "H4 observers ignored" pass/src/loop_hoist.c "  if (observer) {" "  if (0) {"
sabotage "H4 opaque calls never observe (cpython)" pass/src/loop_hoist.c \
  "bool opaque_calls_observe = first.profile && first.profile->opaque_calls_observe;" \
  "bool opaque_calls_observe = false;"
sabotage "H5 placement ignored" pass/src/loop_hoist.c "  if (!guaranteed) {" "  if (0) {"
sabotage "H6 immortal band ignored" pass/src/immortal.c \
  "LLVMConstIntGetSExtValue(word) <= IMMORTAL_BAND_MAX" "1"
echo "$caught passed, $missed failed"
[ "$missed" -eq 0 ]
