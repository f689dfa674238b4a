# bench/lib.sh - what bench/demo.sh and bench/run.sh share: the toolchain, checked once, with one
# clear line per problem and its fix. Source it from the repository root's scripts:
#
#   . "$(dirname "$0")/lib.sh"      sets ROOT, V, BUILD, CC, OPT, LLC, PLUGIN, RUNTIME, INC,
#                                   OMP_CFLAGS, OMP_LDFLAGS, THREADS, and defines die/step/note
#
# Knobs: LLVM_VERSION (default 19), BUILD (default build).

set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
V=${LLVM_VERSION:-19}
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
CC=clang-$V
OPT=opt-$V
LLC=llc-$V
PLUGIN=$BUILD/lib/ArcElide.so
RUNTIME=$BUILD/lib/libarcrt.a
INC=$ROOT/runtime/include
THREADS=$(nproc)

die() { # one line: what is wrong, and the fix
  echo "error: $*" >&2
  exit 1
}
step() { printf '\n== %s\n' "$*"; }
note() { printf '   %s\n' "$*"; }

check_toolchain() { # needs: the names of extra tools (opt, llc, valgrind, gnuplot)
  command -v "$CC" >/dev/null ||
    die "$CC not found (LLVM $V is not installed): run 'make deps', or 'sudo apt-get install clang-$V llvm-$V-dev'"
  local tool
  for tool in "$@"; do
    case $tool in
    opt | llc) command -v "$tool-$V" >/dev/null ||
      die "$tool-$V not found: run 'make deps', or 'sudo apt-get install llvm-$V'" ;;
    valgrind) command -v valgrind >/dev/null ||
      die "valgrind not found: run 'make deps-bench', or 'sudo apt-get install valgrind'" ;;
    gnuplot) command -v gnuplot >/dev/null ||
      die "gnuplot not found: run 'make deps-bench', or 'sudo apt-get install gnuplot-nox'" ;;
    esac
  done
  [ -f "$PLUGIN" ] && [ -f "$RUNTIME" ] ||
    die "$PLUGIN or $RUNTIME missing: run 'make build' first"
}

# OpenMP: plain -fopenmp first; else LLVM 19's omp.h and libomp (Debian's libomp-19-dev serves
# clang-22 too: libomp-19-dev and libomp-22-dev conflict). Only omp.h is borrowed, from a folder
# of its own: the rest of clang 19's resource headers (stdint.h, ...) would shadow this clang's.
check_openmp() {
  local dir probe inc=$BUILD/bench/omp-include
  dir=$(mktemp -d)
  probe='#include <omp.h>
int main(void) { int n = 0;
#pragma omp parallel reduction(+ : n)
  n += 1;
  return n == omp_get_max_threads() ? 0 : 1; }'
  printf '%s\n' "$probe" >"$dir/omp.c"
  OMP_CFLAGS="-fopenmp"
  OMP_LDFLAGS="-fopenmp -Wl,-rpath,/usr/lib/llvm-$V/lib"
  if ! $CC $OMP_CFLAGS "$dir/omp.c" $OMP_LDFLAGS -o "$dir/omp" 2>/dev/null; then
    mkdir -p "$inc" && ln -sf /usr/lib/llvm-19/lib/clang/19/include/omp.h "$inc/omp.h"
    OMP_CFLAGS="-fopenmp -isystem $inc"
    OMP_LDFLAGS="-fopenmp -L/usr/lib/llvm-19/lib -Wl,-rpath,/usr/lib/llvm-19/lib"
    $CC $OMP_CFLAGS "$dir/omp.c" $OMP_LDFLAGS -o "$dir/omp" 2>/dev/null ||
      { rm -rf "$dir"; die "OpenMP unavailable: $CC -fopenmp cannot build a program (omp.h or libomp missing): run 'make deps-bench', or 'sudo apt-get install libomp-19-dev'"; }
  fi
  "$dir/omp" || { rm -rf "$dir"; die "OpenMP unavailable: a -fopenmp program built but did not run (libomp.so not found at run time): 'sudo apt-get install libomp-19-dev'"; }
  rm -rf "$dir"
}

# The source line of the CPU model and the core count, for the reports.
machine() { echo "$(nproc) cores, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"; }
