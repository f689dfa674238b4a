#!/usr/bin/env bash
# regen.sh - writes the corpus docs/idioms.md quotes: the IR of clang -O2 (19 and 22) for
# shared_ptr_idioms.cpp with libc++ and with libstdc++ and for intrusive_idioms.cpp (LLVM's
# IntrusiveRefCntPtr), and of rustc -O for arc_idioms.rs.
# Run by hand after a toolchain change (the tests read the .ll, they do not regenerate it):
#   tests/idioms/Inputs/regen.sh
# libc++: Debian's libc++-19-dev (make deps-bench), for clang-22 too (libc++-19-dev and
# libc++-22-dev conflict). Debug info is left out (-g0) to keep the files short.
set -euo pipefail
cd "$(dirname "$0")"
CXXFLAGS=(-std=c++17 -O2 -g0 -fopenmp -fno-discard-value-names -S -emit-llvm)
LIBCXX19=(-nostdinc++ -isystem /usr/lib/llvm-19/include/c++/v1)
for v in 19 22; do
  clang++-$v "${CXXFLAGS[@]}" "${LIBCXX19[@]}" shared_ptr_idioms.cpp -o shared_ptr_idioms.clang$v.libcxx.ll
  clang++-$v "${CXXFLAGS[@]}" "${LIBCXX19[@]}" shared_ptr_local.cpp -o shared_ptr_local.clang$v.libcxx.ll
  # with line tables, for the debug locations a refused count change keeps
  clang++-$v "${CXXFLAGS[@]/-g0/-gline-tables-only}" -fdebug-compilation-dir=. "${LIBCXX19[@]}" shared_ptr_debug.cpp -o shared_ptr_debug.clang$v.libcxx.ll
  clang++-$v "${CXXFLAGS[@]}" -stdlib=libstdc++ shared_ptr_idioms.cpp -o shared_ptr_idioms.clang$v.libstdcxx.ll
  clang++-$v "${CXXFLAGS[@]}" -stdlib=libstdc++ shared_ptr_local.cpp -o shared_ptr_local.clang$v.libstdcxx.ll
  # LLVM's IntrusiveRefCntPtr, with that LLVM's headers (llvm-N-dev, a build dependency), as a
  # release build of LLVM compiles it (-DNDEBUG: no assertions around the count).
  clang++-$v "${CXXFLAGS[@]}" -DNDEBUG -I/usr/lib/llvm-$v/include intrusive_idioms.cpp -o intrusive_idioms.clang$v.ll
  clang++-$v "${CXXFLAGS[@]}" -DNDEBUG -I/usr/lib/llvm-$v/include intrusive_local.cpp -o intrusive_local.clang$v.ll
done
rustc=$(command -v rustc || echo "$HOME/.cargo/bin/rustc")
"$rustc" -O -C codegen-units=1 -C debuginfo=0 --emit=llvm-ir arc_idioms.rs -o arc_idioms.rustc.ll
# The tools' versions, for the doc and the reader.
{ clang++-19 --version | head -1; clang++-22 --version | head -1; "$rustc" -vV | sed -n '1p;/^LLVM/p'
  dpkg-query -W -f='${Package} ${Version}\n' libc++-19-dev libstdc++-12-dev 2>/dev/null || true; } >versions.txt
