#!/bin/bash
# run_lto.sh - ../run_lto.sh for this folder's lto/ programs. Usage: run_lto.sh [BUILD_DIR].
exec "$(dirname "$0")/../run_lto.sh" "${1:-build}" "$(dirname "$0")"
