#!/usr/bin/env bash
# Proves the pass's IR tests can fail: for each safety check, builds a copy of the plugin with
# that check disabled and expects the pass's tests (hoist, profiles, local, local_e2e, remarks,
# plugin, idioms) to go red. Run by `make sabotage` (not part of
# `make check`: it rebuilds the plugin once per check).
# lit stops at the first failing test: one red test is the verdict.
# Closes with "N passed, N failed", a sabotage that no test catches counting as a failure.
#
# `sabotage_pass.sh --patterns` only checks that every sabotaged line still exists in the source
# (no build; run by `make check` as tests/plugin/sabotage_patterns.test), so that a refactor
# that moves a guarded check cannot silently leave `make sabotage` without its target.
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
if [ "${1:-}" = --patterns ]; then
  cd "$repo"
  found=0 lost=0
  sabotage() { # NAME FILE OLD NEW: OLD must occur in FILE
    if python3 -c 'import sys; sys.exit(sys.argv[2] not in open(sys.argv[1]).read())' "$2" "$3"; then
      found=$((found + 1))
    else
      echo "pattern not found: $1 ($2)"; lost=$((lost + 1))
    fi
  }
  # shellcheck source=/dev/null
  . <(sed -n '/^# ---- the sabotages ----/,$p' "$0" | sed '/^echo "\$caught passed/,$d')
  echo "$found passed, $lost failed"
  [ "$lost" -eq 0 ]
  exit
fi
# `sabotage_pass.sh --only REGEX` runs only the sabotages whose name matches REGEX (grep -E).
only=
if [ "${1:-}" = --only ]; then
  only=$2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$repo" && git ls-files -z --cached --others --exclude-standard | xargs -0 -I{} cp --parents {} "$work"
cd "$work"
cmake -S . -B build -DCMAKE_C_COMPILER=clang-${LLVM_VERSION:-19} \
  -DCMAKE_CXX_COMPILER=clang++-${LLVM_VERSION:-19} -DARCELIDE_LLVM_VERSION=${LLVM_VERSION:-19} \
  >/dev/null || exit 1
cmake --build build -j "$(nproc)" >/dev/null || exit 1

caught=0 missed=0
sabotage() { # NAME FILE OLD NEW: the hoist tests must fail with OLD replaced by NEW in FILE
  local name=$1 file=$2
  if [ -n "$only" ] && ! grep -qE -- "$only" <<<"$name"; then
    return
  fi
  cp "$file" "$file.orig"
  python3 - "$file" "$3" "$4" <<'PY' || { echo "sabotage '$name': pattern not found"; exit 1; }
import sys
path, old, new = sys.argv[1:4]
text = open(path).read()
assert old in text
open(path, "w").write(text.replace(old, new, 1))
PY
  cmake --build build --target ArcElide >/dev/null 2>&1
  if python3 tests/run_lit.py build --max-failures 1 build/tests/hoist build/tests/profiles build/tests/local \
    build/tests/local_e2e build/tests/remarks build/tests/plugin build/tests/idioms >/dev/null 2>&1; then
    echo "NOT CAUGHT: $name"; missed=$((missed + 1))
  else
    echo "caught:     $name"; caught=$((caught + 1))
  fi
  mv "$file.orig" "$file"
  touch "$file" # mv kept the old time stamp: make the next build recompile the original
}

# ---- the sabotages ----
# The test-only switches of pass/src/unsound_switches.def: `switch_on NAME SWITCH` turns SWITCH on
# by hand, as the build configured with ARCELIDE_TEST_UNSOUND=SWITCH does (pass/src/unsound.h).
U="#define ARCELIDE_TEST_UNSOUND_SWITCH AE_UNSOUND_NONE"
switch_on() { # NAME SWITCH
  grep -q "^ARC_UNSOUND($2," pass/src/unsound_switches.def || { echo "no switch $2 ($1)"; exit 1; }
  sabotage "$1" pass/src/unsound.h "$U" "${U%NONE}$2"
}
sabotage "H1 loop form ignored" pass/src/loop_hoist.c \
  "ArcDecision d = loop_form(plan, h);" "ArcDecision d = {0};"
sabotage "H1 every call treated as nounwind" pass/src/h1_loop_form.c \
  "if (!no_unwinding && ae_fx_may_unwind(i) &&" "if (0 &&"
# numba's conventions (docs/rules/h5-every-entry.md, "numba's conventions").
sabotage "H1 status codes for every runtime" pass/src/h1_loop_form.c \
  "return runtime->status_codes && !LLVMHasPersonalityFn(" "return !LLVMHasPersonalityFn("
sabotage "H1 status codes in a function with a personality" pass/src/h1_loop_form.c \
  "return runtime->status_codes && !LLVMHasPersonalityFn(LLVMGetBasicBlockParent(ae_loop_header(L)));" \
  "return runtime->status_codes;"
sabotage "H5/H8 caller-held arguments for every runtime" pass/src/hoist_rules.h \
  "return h && h->runtime->caller_holds_arguments &&" "return h &&"
sabotage "H5/H8 caller-held: reloads from an argument count as the argument" pass/src/hoist_rules.h \
  "h->runtime->null_is_noop && !h->reload &&" "h->runtime->null_is_noop &&"
sabotage "H5 every release returns" pass/src/effects.c \
  "    bool not_last = (with_deletions && ae_plan_deletes(plan, call)) ||" \
  "    bool not_last = 1 ||"
sabotage "H5 every call returns under status codes" pass/src/effects.c \
  "                                  ae_call_has_fn_attribute(inst, \"willreturn\"));" "1);"
sabotage "numba's conventions without runtime=numba" pass/src/profile.c \
  "builtin_##NAME##_entries, ((FLAGS) | BUILTIN_FLAGS(FLAGS)) & ~NAMED_ONLY_FLAGS)" \
  "builtin_##NAME##_entries, (FLAGS) | BUILTIN_FLAGS(FLAGS))"
sabotage "H6 NULL deleted for every runtime" pass/src/h6_immortal.c \
  "bool null_noop = call.profile->null_is_noop &&" "bool null_noop ="
sabotage "H8 skipped calls kept across refusals" pass/src/h8_exit_window.c \
  "if (c->next_kept_stamp != w->plan->refusal_count + 1) {" "if (c->next_kept_stamp == 0) {"
sabotage "H2 invariance of the handle ignored" pass/src/h2_invariant.c \
  "if (!h->reload && !ae_loop_is_invariant(L, h->key)) {" "if (0) {"
sabotage "H2 writers of the slot ignored" pass/src/h2_invariant.c \
  "      if (write != AE_SLOT_NOT_WRITTEN)" "      if (0)"
sabotage "H2 every release treated as paired" pass/src/effects.c \
  "    bool not_last = (with_deletions && ae_plan_deletes(plan, call)) ||" \
  "    bool not_last = with_deletions ||"
sabotage "H2 OpenMP capture escaping elsewhere ignored" pass/src/omp_capture.c \
  "|| !escapes_only_into_forks(address, fork)" ""
# Regions that write a captured variable (docs/rules/h2-invariant-handle.md).
sabotage "H2 OpenMP capture: the loading region's own fork may store too" pass/src/omp_capture.c \
  "(user == reader && use_kind != CAPTURE_LOADS)" "0"
sabotage "H2 OpenMP capture: a region nested in a writer not followed" pass/src/omp_capture.c \
  "if (fork_capture_use(user, slot, depth + 1) == CAPTURE_ESCAPES)" "if (0)"
sabotage "H2 OpenMP capture: a writer storing the address itself (task shareds) accepted" \
  pass/src/omp_capture.c "if (LLVMIsAStoreInst(user) && LLVMGetOperand(user, 0) != slot) {" \
  "if (LLVMIsAStoreInst(user)) {"
sabotage "H3 balance ignored" pass/src/h3_balance.c \
  "if (!is_balanced(A, P, h, &problem)) {" "if (0) {"
sabotage "H3 stored copies ignored" pass/src/h3_balance.c "  if (store) {" "  if (0) {"
# Issue 16's rotated loops (H3 refinement "carried").
switch_on "H3 carried: exits between the release and the next retain accepted (CARRIED)" CARRIED
sabotage "H3 carried: a second reference while the carried one is held" pass/src/h3_balance.c \
  "BalanceProblem carried = {P, h, true, 1, NULL, AE_REASON_NONE};" \
  "BalanceProblem carried = {P, h, true, MAX_OUTSTANDING, NULL, AE_REASON_NONE};"
sabotage "H3 carried: reloaded handles carried too" pass/src/h3_balance.c \
  "    if (h->reload)
      return ae_refusal(AE_RULE_H3, problem.reason, problem.culprit);" ""
sabotage "H3 phis of different objects taken as one" pass/src/facts.c \
  "} else if (common != v) {" "} else if (0) {"
# Issue 13's NULL-guarded releases (H3 refinement "NULL guard").
sabotage "H3 NULL guard on any value compared with null" pass/src/h3_balance.c \
  "return ae_handle_key(P->L, v, &reload) == h->key &&" "return 1 ||"
sabotage "H3 NULL guard for every runtime" pass/src/h3_balance.c \
  "if (!h->runtime->null_is_noop && !h->runtime->null_retain_is_error)" "if (0)"
sabotage "H3 NULL guard: the direction of the test ignored" pass/src/h3_balance.c \
  "return pred == LLVMIntEQ ? 0 : 1;" "return pred == LLVMIntEQ ? 1 : 0;"
sabotage "H3 NULL guard: a guarded release's nonnull copied to the exit release" \
  pass/src/hoist_rewrite.c "if (index != 1 || !only_where_it_was)" "if (1)"
sabotage "H8 a call that may not return before a later retain in the block ignored" \
  pass/src/h8_exit_window.c "      if (may_not_return(w, i))
        way_out = i;" ""
# Unwinding exits (docs/rules/unwinding.md).
sabotage "H1 an invoke to a funclet pad taken as a landing pad" pass/src/h1_loop_form.c \
  "return !ae_invoke_unwinds_to_landing_pad(i);" "return false;"
sabotage "H1 a custom runtime's calls taken as never unwinding" pass/src/h1_loop_form.c \
  "return (ae_call_is_retain(c.kind) || ae_call_is_release(c.kind)) &&
         c.profile->entries_never_unwind;" \
  "return ae_call_is_retain(c.kind) || ae_call_is_release(c.kind);"
sabotage "invokes of a custom runtime's entries made calls" pass/src/profile.c \
  "return (ae_call_is_retain(call.kind) || ae_call_is_release(call.kind)) &&
         call.profile->entries_never_unwind;" \
  "return ae_call_is_retain(call.kind) || ae_call_is_release(call.kind);"
sabotage "H3 an unwinding exit reached with or without the copy left alone" pass/src/h3_balance.c \
  "if (reached == 2u && ae_exit_is_unwinding(L, exit))" \
  "if ((reached & ~3u) == 0 && ae_exit_is_unwinding(L, exit))"
sabotage "H3 a std::terminate pad reached with any count left alone" pass/src/h3_balance.c \
  "if ((reached & ~3u) == 0 && ae_exit_never_returns(exit))" "if (ae_exit_never_returns(exit))"
sabotage "H8 a std::terminate pad without a release not a way out" pass/src/h8_exit_window.c \
  "(gets_hoisted_release(w, succ) || leaves_without_release(w, succ)))" \
  "gets_hoisted_release(w, succ))"
sabotage "H7 a function left without side effects not kept alive" pass/src/h7_termination.c \
  "  if (T->removed_any && !ae_unsound(AE_UNSOUND_MUSTPROGRESS) && !function_has_side_effect(fn)) {" \
  "  if (0) {"
sabotage "observers the module defines left to the inliner" pass/src/profile.c \
  "      if (e->kind != ARC_CALL_OBSERVER || !fn || LLVMIsDeclaration(fn) ||" "      if (1 ||"
sabotage "a relaxed-success, acquire-failure compare-exchange left for LICM" pass/src/arc_elide.c \
  "    ae_strengthen_cmpxchg_success_orderings(fn);" "    (void)fn;"
# The effects model's exemptions and checks (docs/exemptions.md).
F=pass/src/effects.c
sabotage "effects: a compare-exchange's failure ordering ignored" $F \
  "    return s > f ? s : f; /* LLVM's enum grows with strength: monotonic < acquire < ... */" \
  "    return s;"
sabotage "effects: noalias/byval memory or a local private although its address is captured" $F \
  "EXEMPT(FUNCTION_PRIVATE_MEMORY, owner && !ae_may_be_captured(owner));" \
  "EXEMPT(FUNCTION_PRIVATE_MEMORY, owner != NULL);"
sabotage "effects: every runtime's retain runs no user code" $F \
  "return EXEMPT(RETAIN_RUNS_NO_USER_CODE, c.profile->counting_runs_no_user_code);" \
  "return EXEMPT(RETAIN_RUNS_NO_USER_CODE, 1);"
sabotage "effects: a kept release taken for one that returns" $F \
  "    return EXEMPT(UNLAST_RELEASE_RUNS_NO_USER_CODE,
                  not_last && c.profile->counting_runs_no_user_code);" \
  "    return EXEMPT(UNLAST_RELEASE_RUNS_NO_USER_CODE, c.profile->counting_runs_no_user_code);"
sabotage "effects: calls that may never return taken for returning (willreturn ignored)" $F \
  "      ae_call_has_fn_attribute(inst, \"willreturn\"))" "      1)"
sabotage "H8 a way out before a retain in the same block ignored" pass/src/h8_exit_window.c \
  "      w->out_before_retain[b] |= may_not_return(w, i);" ""
sabotage "H8 a call that may not return in the window not a read" pass/src/h8_exit_window.c \
  "  if (may_not_return(w, inst))" "  if (0)"
sabotage "H8 exit releases in reverse order (each at the front of the exit)" pass/src/hoist_rewrite.c \
  "  return last ? LLVMGetNextInstruction(last) : ae_first_insertion_point(exit);" \
  "  return ae_first_insertion_point(exit);"
sabotage "H8 releases with no one order hoisted together" pass/src/loop_hoist.c \
  "} else if (!releases_before(A, plan, &position, o, h) || at != plan->exit_order_count) {" \
  "} else if (0) {"
sabotage "H8 what std::terminate's pad runs not read" pass/src/h8_exit_window.c \
  "if (!read && leaves_without_release(w, succ))" "if (0)"
sabotage "H8 an invoke's callee always returns" pass/src/effects.c \
  "  return LLVMIsACallInst(inst) || LLVMIsAInvokeInst(inst) || LLVMIsACallBrInst(inst);" \
  "  return LLVMIsACallInst(inst) || LLVMIsACallBrInst(inst);"
sabotage "H4 an invoked opaque call never observes (cpython)" pass/src/h4_observers.c \
  "        bool call = LLVMIsACallInst(i) || LLVMIsAInvokeInst(i);" \
  "        bool call = LLVMIsACallInst(i);"
sabotage "release inserted before a landing pad's landingpad" pass/src/hoist_rewrite.c \
  "if (i && LLVMIsALandingPadInst(i))" "if (0)"
sabotage "H4 observers ignored" pass/src/h4_observers.c "  if (observer) {" "  if (0) {"
sabotage "H4 inlined counts: every observer taken to be inside the window" pass/src/h4_observers.c \
  "    if (h->runtime->inlined_counts && ae_h3_holds_only_the_retain(P, h, i))" \
  "    if (h->runtime->inlined_counts)"
sabotage "H4 inlined counts: a path that found the handle NULL makes any window" pass/src/h3_balance.c \
  "  return counts == 2u || (counts == 0 && (state & KNOWN_NULL));" \
  "  return counts == 2u || (state & KNOWN_NULL);"
# H5's NULL guard is H3's (ae_null_guard_successor): "H3 NULL guard on any value compared with
# null" and the switch NULL_GUARD break it for both.
switch_on "H3/H5 NULL guard: a NULL test of any pointer taken for the handle's (NULL_GUARD)" \
  NULL_GUARD
sabotage "H5 NULL guard: a retain on the guard's NULL edge taken" pass/src/h5_every_entry.c \
  "if (null_edge < 0 || LLVMGetSuccessor(guard, (unsigned)(1 - null_edge)) != bb)" \
  "if (null_edge < 0)"
sabotage "H5 NULL guard for every runtime (GLib's retain of NULL taken for a no-op)" \
  pass/src/h5_every_entry.c "if (!before && h->runtime->null_is_noop)" "if (!before)"
sabotage "H5 NULL guard: another handle's retain behind it taken for one on every entry" \
  pass/src/h5_every_entry.c \
  "answer = earlier == EVERY_ENTRY_NOT_NULL && other != h ? NOT_EVERY_ENTRY : earlier;" \
  "answer = earlier;"
sabotage "H5 NULL guard: an answer through a guard kept as holding on every entry" \
  pass/src/h5_every_entry.c "  if (answer == EVERY_ENTRY && guarded)" "  if (0)"
sabotage "inlined counts: a refused count change put back with the builder's debug location" \
  pass/src/raise_log.c "    LLVMInstructionSetDebugLoc(x->inst, x->location);" ""
sabotage "inlined counts: Rust's sequences recognised in a module rustc did not compile" \
  pass/src/inlined_counts.c "  if (!compiled_by_rustc(module))" "  if (0)"
sabotage "inlined counts: a Rust drop_slow slot holding another pointer" pass/src/inlined_counts.c \
  "        LLVMGetOperand(user, 0) == inner && !LLVMGetVolatile(user))" "        !LLVMGetVolatile(user))"
sabotage "inlined counts: libstdc++'s dispatch on any flag taken for glibc's" \
  pass/src/inlined_libstdcxx.c "  if (!name || strcmp(name, SINGLE_THREADED) != 0)" "  if (!name)"
sabotage "inlined counts: libstdc++'s plain arm may add anything" pass/src/inlined_libstdcxx.c \
  "      !ic_is_constant(LLVMGetOperand(i, 1), delta))" "      0)"
sabotage "inlined counts: libstdc++'s unique-owner path need not destroy" \
  pass/src/inlined_libstdcxx.c "  i = i ? ic_virtual_call(i, cb, 24, nounwind) : NULL;" ""
sabotage "inlined counts: libstdc++'s last use may call any function" pass/src/inlined_libstdcxx.c \
  "  if (single_predecessor(last) != merge || !name || strcmp(name, LAST_USE_COLD) != 0 ||" \
  "  if (single_predecessor(last) != merge || !name ||"
sabotage "inlined counts: a volatile RMW raised for any library (VOLATILE_COUNTS_BY_API)" \
  pass/src/effects.c "  return EXEMPT(VOLATILE_COUNTS_BY_API, profile && profile->volatile_counts_by_api);" \
  "  return 1;"
sabotage "count-word loads: a local whose address escaped before the object's load taken as not the object" \
  pass/shim/analyses.cpp "  return isRefSet(BatchAA.getModRefInfo(unwrap<Instruction>(Inst), Loc));" \
  "  return false;"
sabotage "intrusive counts: a counter whose last decrement frees nothing raised (INTRUSIVE_COUNT_OWNS_OBJECT)" \
  pass/src/effects.c "{ return EXEMPT(INTRUSIVE_COUNT_OWNS_OBJECT, deletes); }" "{ return 1; }"
sabotage "intrusive counts: a last-reference path that frees the object on some paths only taken as its count's" \
  pass/src/inlined_intrusive.c "      every = succ != r->past;" "      every = 1;"
sabotage "intrusive counts: a last-reference path that reads a value from the loop copied to the exit" \
  pass/src/inlined_intrusive.c "        if (!recomputable(v, r->object, 0))" "        if (0)"
sabotage "intrusive counts: a last-reference path with a second way in taken as the decrement's" \
  pass/src/inlined_intrusive.c "      if (k != 0 || user != branch)" "      if (0)"
sabotage "intrusive counts: an inserted release without its last-reference path" \
  pass/src/inlined_intrusive.c "  LLVMBuildCondBr(x->b, last, copy, x->tail);" "  LLVMBuildCondBr(x->b, last, x->tail, x->tail);"
sabotage "inlined counts: a replaceable out-of-line destructor or release() raised" \
  pass/src/inlined_counts.c "         linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage;" "         linkage == LLVMInternalLinkage || linkage == LLVMPrivateLinkage || 1;"
sabotage "forwarded loads: a store that may write the slot taken for its value" pass/shim/analyses.cpp \
  "  if (!A->aa().isMustAlias(MemoryLocation::get(Store), MemoryLocation::get(Load)))" "  if (0)"
sabotage "H4 opaque calls never observe (cpython)" pass/src/effects.c \
  "  if (!runtime->opaque_calls_observe || !is_call(inst) || ae_is_lifetime_marker(inst))" "  if (1)"
sabotage "H5 placement ignored" pass/src/h5_every_entry.c "  if (!guaranteed) {" "  if (0) {"
sabotage "H6 immortal band ignored" pass/src/h6_immortal.c \
  "LLVMConstIntGetSExtValue(word) <= ARC_RC_IMMORTAL_MAX" "1"
# The rules with test-only switches (docs/rules/): each switch turned on by hand (switch_on).
switch_on "H2 acquire loads and fences not writers (ACQUIRE)" ACQUIRE
sabotage "H2 relaxed atomics exempt whatever their ordering" pass/src/effects.c \
  "                 o <= LLVMAtomicOrderingMonotonic && !is_volatile_access(inst));" \
  "                 !is_volatile_access(inst));"
switch_on "H3 copies nest for every runtime (NESTED_COPIES)" NESTED_COPIES
switch_on "H2 calls that may synchronise trusted to alias analysis (SYNC_CALL)" SYNC_CALL
sabotage "H2 every argument's memory taken for function-private" pass/shim/analyses.cpp \
  "return Arg && (Arg->hasNoAliasAttr() || Arg->hasByValAttr()) ? wrap(Arg) : nullptr;" \
  "return Arg ? wrap(Arg) : nullptr;"
sabotage "H2 atomic reloads of shared slots hoisted (ATOMIC_COPY in H2 only)" \
  pass/src/h2_invariant.c "!ae_unsound(AE_UNSOUND_ATOMIC_COPY)" "!1"
sabotage "H2 atomic reload copied as a plain load (ATOMIC_COPY in the rewrite only)" \
  pass/src/hoist_rewrite.c "if (ae_unsound(AE_UNSOUND_ATOMIC_COPY)) {" "if (1) {"
sabotage "H2 every metadata kind kept on the copy" pass/src/hoist_rewrite.c \
  "    drop_metadata_for_preheader(load);" ""
switch_on "H2 copy loads through the in-loop address (LOOP_ADDRESS)" LOOP_ADDRESS
switch_on "H4 observers behind visible callees ignored (OBSERVER_CALLEE)" OBSERVER_CALLEE
sabotage "H4 a load of the count word (Py_REFCNT, GObject's ref_count) ignored" pass/src/effects.c \
  "return reads_count_word(A, plan, inst, object, offset, size); /* a load of the count word */" \
  "return false;"
sabotage "H4 intrinsics never read the count (a memcpy of the object)" pass/src/effects.c \
  "  /* opaque calls, and intrinsics: LLVM's memory effects answer for them */" \
  "  if (LLVMIsAIntrinsicInst(inst)) return false;"
sabotage "H4 callee search bound counts as no observer" pass/src/h4_observers.c \
  "return true; /* out of bounds: assume the worst */" "return false;"
switch_on "H7 no loop kept alive (MUSTPROGRESS)" MUSTPROGRESS
sabotage "H7 every trip count taken as computable" pass/src/h7_termination.c \
  "T->bounded[T->count] = ae_loop_trip_count_computable(A, L);" "T->bounded[T->count] = true;"
switch_on "H8 reads after the last release ignored (EXIT_WINDOW)" EXIT_WINDOW
sabotage "H8 header and latch after the release not in the window" pass/src/h8_exit_window.c \
  "if (w->clean_to_exit[si] && !seen[si]) {" "if (0) {"
sabotage "H8 a local passed to any call counts as an OpenMP loop bound" pass/src/omp_capture.c \
  "} else if (is_worksharing_entry(user) && LLVMGetCalledValue(user) != slot) {" \
  "} else if (LLVMIsACallInst(user)) {"
# Lazy hoisting (docs/rules/lazy-hoisting.md): the rules over the
# enclosing loop, which retains it may take, and the flag's three places in the rewrite.
sabotage "lazy: H2's slot writers not asked over the enclosing loop" pass/src/loop_hoist.c \
  "if (!ae_handle_refused(h) && h->reload)" "if (!ae_handle_refused(h) && h->reload && !h->lazy)"
sabotage "lazy: H8 not asked over the enclosing loop" pass/src/loop_hoist.c \
  "      if (!ae_handle_refused(h))
        changed |= refused(&plan, h, ae_h8_exit_window(A, &plan, h));" \
  "      if (!ae_handle_refused(h) && !h->lazy)
        changed |= refused(&plan, h, ae_h8_exit_window(A, &plan, h));"
sabotage "lazy: a retain the rewrite did not place taken lazily" pass/src/h5_every_entry.c \
  "if (!ae_ptr_map_contains(&P->memory->placed, retain))" "if (0)"
sabotage "H8 every call taken for a libomp dispatch entry" pass/src/omp_schedule.c \
  "return callee_starts_with(call, \"__kmpc_dispatch_next_\");" "return 1;"
sabotage "lazy: the flag not cleared on entry to the loop" pass/src/lazy_hoist.c \
  "  LLVMBuildStore(b, no, held);" ""
sabotage "lazy: the retain not behind the flag" pass/src/lazy_hoist.c \
  "    add_guard(guards, not_held, r, set, \"arc.retain.first\");" ""
sabotage "lazy: the exit release not behind the flag" pass/src/lazy_hoist.c \
  "    add_guard(guards, is_held, value, exit_release, \"arc.release.held\");" ""
sabotage "H3 hand-over: exits reached with other counts handed over too" pass/src/h3_balance.c \
  "    if (how == AE_EXIT_GETS_RELEASE && at_exit[e] == 2u)" "    if (how == AE_EXIT_GETS_RELEASE)"
# Issue 16's pairs nothing can disturb (H9).
P=pass/src/h9_undisturbed_pair.c
sabotage "H9 for every runtime without delete-pairs" $P \
  "if (!every_runtime && !retain.profile->pairs_elidable)" "if (0)"
sabotage "H9 deletes without telling H7" $P \
  "      ae_termination_before_removal(termination, A, facts, ae_loop_for_block(A, bb));" ""
switch_on "H9 releases of other handles taken for harmless (UNDISTURBED)" UNDISTURBED
sabotage "H9 releases of objects that cannot alias taken for harmless" $P \
  "                                                            : AE_H9_RELEASE_OTHER;" \
  "                                                            : AE_REASON_NONE;"
sabotage "H9 observers ignored" $P \
  "return ae_fx_may_be_same_object(A, call.object, object) ? AE_H9_OBSERVER : AE_REASON_NONE;" \
  "return AE_REASON_NONE;"
sabotage "H9 calls that may not return ignored" $P "  if (ae_fx_may_not_return(NULL, i))" "  if (0)"
sabotage "H9 atomics and fences ignored" $P "  if (is_atomic_or_volatile(i))" "  if (0)"
sabotage "H9 calls that may write ignored" $P \
  "    if (ae_fx_may_access_object(A, i, object, true))
      return AE_H9_CALL_WRITES;" ""
sabotage "H9 calls that may read ignored" $P \
  "    if (ae_fx_may_access_object(A, i, object, false))
      return AE_H9_CALL_READS;" ""
sabotage "H9 calls that may synchronise ignored" $P "    if (!ae_fx_call_is_nosync(i))" "    if (0)"
sabotage "H9 stores that may write the object ignored" $P \
  "return ae_fx_may_access_object(A, i, object, true) ? AE_H9_STORE : AE_REASON_NONE;" \
  "return AE_REASON_NONE;"
sabotage "H9 loads of a CPython count word ignored" $P \
  "    return ae_fx_may_read_count(A, NULL, i, object, profile)" "    return 0"
sabotage "H9 stored copies ignored" $P "      if (!decision.rule && store)" "      if (0)"
# H9 for imprecise releases (Objective-C's !clang.imprecise_release).
sabotage "H9 imprecise: a disturbance before a use ignored" $P \
  "      if (first.rule)
        return first;" ""
sabotage "H9 imprecise: releases without the mark taken for imprecise" $P \
  "                       ae_call_is_imprecise_release(release);" "                       1;"
sabotage "H9 imprecise: the mark honoured for every runtime" $P \
  "bool imprecise = decision.rule && retain.profile->imprecise_releases &&" \
  "bool imprecise = decision.rule &&"
sabotage "H9 imprecise: pointers derived from the object not uses" $P \
  "if (derived_from(op, object) || ae_fx_may_be_same_object(A, op, object))" \
  "if (ae_fx_may_be_same_object(A, op, object))"
sabotage "H9 imprecise: pointers loaded from the object not derived" $P \
  "    return derived_walk(LLVMGetOperand(v, 0), object, visited, budget);" "    return false;"
sabotage "H9 imprecise: pointers that may alias the object not uses" $P \
  "if (derived_from(op, object) || ae_fx_may_be_same_object(A, op, object))" \
  "if (derived_from(op, object))"
# Thread-local objects: the escape analysis and the certainty of rewritten calls.
E=pass/src/local_escape.c
O=pass/src/local_objects.c
sabotage "local: every alloca is a private slot" $E \
  "if (ae_is_private_slot(LLVMGetOperand(user, 1)))" "if (1)"
sabotage "local: slots used by any call are private" $E \
  "if (LLVMIsACallInst(user) && ae_is_lifetime_marker(user))
      continue;
    return false;" "continue;"
sabotage "local: integer reloads of a slot ignored" $E \
  "if (!is_pointer(user))
      return escape_at(w->escape, user, \"it is reloaded as an integer%s\"" \
  "if (0)
      return escape_at(w->escape, user, \"it is reloaded as an integer%s\""
sabotage "local: stores of the pointer ignored" $E \
  "if (LLVMGetOperand(user, 0) == copy && LLVMGetOperand(user, 1) != copy &&" "if (1 ||"
sabotage "local: returns ignored" $E \
  "return escape_at(w->escape, user, \"it is returned%s\", at.text);" "return false;"
sabotage "local: ptrtoint ignored" $E \
  "return escape_at(w->escape, user, \"it is converted to an integer%s\", at.text);" "return false;"
sabotage "local: inline asm ignored" $E "if (LLVMIsAInlineAsm(LLVMGetCalledValue(call)))" "if (0)"
sabotage "local: thread starters ignored" $E "if (callee_named(call, thread_starters))" "if (0)"
sabotage "local: arc_publish ignored" $E "case ARC_CALL_PUBLISH:
    return escape_at(" "case ARC_CALL_PUBLISH:
    return false;
    return escape_at("
sabotage "local: indirect calls ignored" $E "if (!LLVMIsAFunction(LLVMGetCalledValue(call)))" "if (0)"
sabotage "local: nocapture ignored" $E "if (ae_fx_call_keeps_argument(call, operand))" "if (0)"
sabotage "local: nosync ignored" $E "if (!ae_fx_call_is_nosync(call))" "if (0)"
sabotage "local: unknown uses ignored" $E \
  "return escape_at(w->escape, user, \"the analysis does not follow" \
  "return false;
  return escape_at(w->escape, user, \"the analysis does not follow"
sabotage "local: volatile memory intrinsics count as nosync" pass/shim/analyses.cpp \
  "return MI && !MI->isVolatile();" "return MI;"
sabotage "local: phis merging unknown pointers are certain" $O \
  "if (!certain_or_null(c, LLVMGetIncomingValue(v, i)))" "if (0)"
sabotage "local: selects are always certain" $O \
  "return certain_or_null(c, LLVMGetOperand(v, 1)) && certain_or_null(c, LLVMGetOperand(v, 2));" \
  "return true;"
sabotage "local: slot reloads are always certain" $O "slot_holds_certain(c, LLVMGetOperand(v, 0));" "1;"
sabotage "local: escaping objects' calls count as certain" $O "if (objects[o].escapes)
      continue;
    value_list_push(&c->allocs" "value_list_push(&c->allocs"
sabotage "local: escaping objects made local" $O "if (!objects[o].escapes) {
      remark_local" "if (1) {
      remark_local"
# Options and remarks: a wrong option stops the build, and what the user is told must be true.
sabotage "options: a bad ARCELIDE_OPTIONS lets the compile go on" pass/shim/plugin.cpp \
  "  FPM.addPass(OptionsErrorPass(" "  if (0) FPM.addPass(OptionsErrorPass("
sabotage "options: an empty value taken as a name (retain=)" pass/src/options.c \
  "if (!*value) {" "if (0) {"
sabotage "remarks: static call sites counted instead of calls per iteration" pass/src/remarks.c \
  "IterationCount count = ops_per_iteration(A, plan, &h->ops);" \
  "IterationCount count = {h->ops.count, h->ops.count, false};"
sabotage "remarks: a chunk loop's pair reported as removed per iteration" pass/src/remarks.c \
  "if (ae_facts_omp_loop_role(plan->facts, A, L) == ARC_OMP_LOOP_CHUNK)" "if (0)"
sabotage "remarks: custom runtimes called atomic" pass/src/remarks.c \
  "bool atomic = call.profile->atomic_counts;" "bool atomic = true;"
sabotage "ownership: any destructor taken to return" pass/src/effects.c \
  "destructor && (LLVMIsAConstantPointerNull(destructor) ||" "destructor && (1 ||"
sabotage "ownership: nested loops taken to end" pass/src/effects.c \
  "!copies_may_nest(plan, h) && ae_nested_loops_end(A, plan) &&" "!copies_may_nest(plan, h) &&"
sabotage "ownership: a pointer comparison taken for a use" pass/src/ownership.c \
  "                                                  : NULL;" "                                                  : LLVMIsAICmpInst(inst) ? LLVMGetOperand(inst, 0) : NULL;"
sabotage "ownership: a path that returns taken as proved" pass/src/ownership.c \
  "return s->return_proves && LLVMGetInstructionOpcode(i) == LLVMRet;" "return true;"
sabotage "ownership: a cycle after the exit taken as proved" pass/src/ownership.c \
  "return state == PROVED;" "return true;"
sabotage "ownership: ways out after the exit ignored" pass/src/ownership.c \
  "    if (may_not_return(s, i))" "    if (0)"
sabotage "ownership: a region body's thread that may stay outside the loop ignored" pass/src/effects.c \
  "ae_body_leaves_no_thread_outside(A, plan) &&" ""
sabotage "ownership: a capture variable with two values taken for one" pass/src/omp_capture.c \
  "LLVMGetOperand(user, 0) != address && !value &&" "LLVMGetOperand(user, 0) != address &&"
sabotage "ownership: the forking function's code after the region not searched" pass/src/ownership.c \
  "bool proved = proves_from(&after, LLVMGetNextInstruction(fork));" "bool proved = true;"
sabotage "OpenMP forked local: any call taken for one that cannot write it" pass/src/effects.c \
  "return !ae_omp_is_fork_call(inst) &&" "return"
sabotage "OpenMP forked local: a read after the release taken for one a destructor may write" pass/src/effects.c \
  "if (LLVMIsALoadInst(inst) && slot_is_forked_local(release, inst))" "if (0)"
sabotage "OpenMP dispatch: a slot its bound arguments name taken for one it leaves alone" pass/src/effects.c \
  "if (LLVMGetTypeKind(LLVMTypeOf(arg)) == LLVMPointerTypeKind && ae_may_alias(A, arg, slot))" \
  "if (0)"
sabotage "ownership: irreducible cycles in the loop ignored" pass/src/ownership.c \
  "        if (state[s] == 1)" "        if (0)"
sabotage "ownership: lazy handles taken too" pass/src/effects.c \
  "bool premise = !h->lazy && !copies_may_nest" "bool premise = !copies_may_nest"
sabotage "ownership: a custom runtime's allocation taken to take a destructor" pass/src/effects.c \
  "runtime->counting_runs_no_user_code && runtime->alloc_takes_destructor;" \
  "runtime->counting_runs_no_user_code;"
sabotage "ownership: any call in a region body taken for team synchronisation" pass/src/effects.c \
  "!EXEMPT(OMP_TEAM_SYNC_RETURNS, ae_omp_is_team_sync_entry(inst))" "!EXEMPT(OMP_TEAM_SYNC_RETURNS, 1)"
sabotage "ownership: reads in nested loops skipped too" pass/src/h8_exit_window.c \
  "if (w->outlives_loop && ae_loop_for_block(w->A, LLVMGetInstructionParent(inst)) == w->L)" \
  "if (w->outlives_loop)"
sabotage "ownership: a region body's calls that may queue a task ignored" pass/src/effects.c \
  "ae_body_leaves_no_thread_outside(A, plan) && ae_body_queues_no_task(plan, h) &&" \
  "ae_body_leaves_no_thread_outside(A, plan) &&"
sabotage "ownership: a region body's opaque calls taken to queue no task" pass/src/effects.c \
  "  return !ae_fx_call_is_nosync(inst);" "  return false;"
sabotage "ownership: every call taken for a libomp entry that queues no task" pass/src/effects.c \
  "EXEMPT(OMP_ENTRY_QUEUES_NO_TASK, ae_omp_entry_queues_no_task(inst))" \
  "EXEMPT(OMP_ENTRY_QUEUES_NO_TASK, 1)"
sabotage "ownership: a release of another object in a region body taken to queue no task" \
  pass/src/effects.c "ae_plan_handle_of(plan, inst) == h && c.profile->counting_runs_no_user_code" \
  "c.profile->counting_runs_no_user_code"
sabotage "ownership: the user's destructors-return promise taken for the runtime's contract" \
  pass/src/effects.c "last_release_returns(plan, object, runtime, false)" \
  "last_release_returns(plan, object, runtime, true)"
sabotage "ownership: nested copies under delete-pairs taken too" pass/src/effects.c \
  "bool premise = !h->lazy && !copies_may_nest(plan, h) &&" "bool premise = !h->lazy &&"
sabotage "destructors: H8 takes every release for one that returns" pass/src/h8_exit_window.c \
  "if (!w.outlives_loop && !ae_fx_last_release_returns(plan, h))" "if (0)"
sabotage "destructors: every runtime's contract taken to say destructors return" pass/src/effects.c \
  "runtime->destructors_return || runtime->pairs_elidable ||" "1 ||"
sabotage "destructors: Objective-C's elidable pairs not taken for the contract" pass/src/effects.c \
  "runtime->destructors_return || runtime->pairs_elidable ||" "runtime->destructors_return ||"
sabotage "destructors: the user's promise ignored" pass/src/effects.c \
  "(by_promise && plan->memory->destructors_return)" "(by_promise && 0)"

echo "$caught passed, $missed failed"
[ "$missed" -eq 0 ]
