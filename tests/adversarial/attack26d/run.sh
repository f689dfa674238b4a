#!/bin/bash
# run.sh - ../run.sh for the programs of this folder (attack26d): builds each without and with
# the arc-elide pass (checking runtime, and ASan) and compares what they do. Every build gets
# -fopenmp from ../run.sh; a program adds flags with "// CFLAGS: ..." and environment with
# "// ENV: ..." or "// ARCELIDE_OPTIONS: ..." (custom runtime entries, destructors-return). Usage: run.sh [BUILD_DIR]; ONLY=NAME runs one; OMP_NUM_THREADS is 2 (../run.sh).
# Outputs (remarks in NAME.remarks) go to $OUT (default /tmp/arc-adversarial-attack26d).
exec "$(dirname "$0")/../run.sh" "${1:-build}" "$(dirname "$0")"
