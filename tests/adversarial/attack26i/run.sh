#!/bin/bash
# run.sh - attack26i: intrusive counts (profile intrusive_count) against the pass; the programs'
# header conventions and the runner are ../run_cxx.sh's (this directory).
# Usage: run.sh [BUILD_DIR]   ONLY=NAME runs one program; OUT (default /tmp/arc-adversarial-attack26i)
exec "$(dirname "$0")/../run_cxx.sh" "$(dirname "$0")" "$@"
