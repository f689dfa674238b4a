#!/usr/bin/env bash
# `make stress`: the random fuzzer (tools/fuzz/driver.py) and the loop-shape enumerator
# (tools/enumerate/driver.py) share SECONDS, half each, one after the other (each uses JOBS
# cores). The enumerator runs every program of up to KMAX operations (exhaustive), then programs
# of SAMPLE_KMIN..SAMPLE_KMAX operations drawn uniformly at random until its time is up. Both
# save minimised failures as lit tests in tests/regressions/. Closes with one line:
#   N passed, N failed    (programs over both tools; a failure is a miscompile, an unexpected
#                          pass of a listed expected failure, or a generator failure)
#   stress.sh BUILD SECONDS JOBS SHAPES
set -uo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
build=$1 seconds=$2 jobs=$3 shapes=${4:-mix}
kmax=${KMAX:-2} smin=${SAMPLE_KMIN:-3} smax=${SAMPLE_KMAX:-7}
half=$((seconds / 2))
log=$(mktemp)
trap 'rm -f "$log"' EXIT
echo "== differential fuzzing for $half s"
python3 "$repo/tools/fuzz/driver.py" "$build" --seconds "$half" --jobs "$jobs" \
  --min-hoisted-share 0.33 --shapes "$shapes" --save "$repo/tests/regressions" | tee "$log"
fuzz_status=${PIPESTATUS[0]}
fuzz_out=$(cat "$log")
echo "== loop-shape enumeration for $((seconds - half)) s (exhaustive up to K=$kmax, then K=$smin..$smax sampled)"
python3 "$repo/tools/enumerate/driver.py" "$build" --kmax "$kmax" \
  --seconds "$((seconds - half))" --sample-kmin "$smin" --sample-kmax "$smax" --jobs "$jobs" \
  --save "$repo/tests/regressions" | tee "$log"
enum_status=${PIPESTATUS[0]}
enum_out=$(cat "$log")
# fuzz: N programs, F failed, G generator failures, ...
read -r fz_n fz_f fz_g < <(sed -n 's/^fuzz: \([0-9]*\) programs, \([0-9]*\) failed, \([0-9]*\) generator failures.*/\1 \2 \3/p' <<<"$fuzz_out" | tail -1)
read -r en_p en_f < <(sed -n 's/^\([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p' <<<"$enum_out" | tail -1)
fz_n=${fz_n:-0} fz_f=${fz_f:-0} fz_g=${fz_g:-0} en_p=${en_p:-0} en_f=${en_f:-0}
failed=$((fz_f + fz_g + en_f))
passed=$((fz_n - fz_f - fz_g + en_p))
if [ "$fuzz_status" -ne 0 ] && [ "$((fz_f + fz_g))" -eq 0 ]; then failed=$((failed + 1)); fi
if [ "$enum_status" -ne 0 ] && [ "$en_f" -eq 0 ]; then failed=$((failed + 1)); fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
