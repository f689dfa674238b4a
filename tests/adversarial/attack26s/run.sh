#!/bin/bash
# run.sh - attack26s: libstdc++ std::shared_ptr (profile libstdcxx_shared_ptr) against the
# pass; the programs' header conventions and the runner are ../run_cxx.sh's (this directory).
# Usage: run.sh [BUILD_DIR]   ONLY=NAME runs one program; OUT (default /tmp/arc-adversarial-attack26s)
exec "$(dirname "$0")/../run_cxx.sh" "$(dirname "$0")" "$@"
