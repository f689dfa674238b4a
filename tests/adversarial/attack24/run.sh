#!/bin/bash
# run.sh - ../run.sh for the programs of this folder (attack24): builds each without and with the
# arc-elide pass and compares what they do. Usage: run.sh [BUILD_DIR]; ONLY=NAME runs one.
# Outputs go to $OUT (default /tmp/arc-adversarial-attack24).
exec "$(dirname "$0")/../run.sh" "${1:-build}" "$(dirname "$0")"
