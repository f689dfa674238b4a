#!/usr/bin/env bash
# bench/realworld, inlined counts: std::shared_ptr and intrusive counts in real C++ (Debian
# source packages, built with libc++ and with libstdc++) and Arc in real Rust (the installed
# standard library, crates from Debian's librust-*-dev), their IR counted by idioms_inloop.py
# before and after arc-elide, and one project's own test suite built without and with the plugin
# (bench/realworld/README.md, "Inlined counts"). Called by `make bench-realworld-idioms`.
#
#   bench/realworld/idioms.sh [PROJECT...]   (yaml-cpp antlr4 llvm-intrusive i2pd harfbuzz
#                                             rust-std rust-crates rust-oracle; default all)
# Environment: BUILD (build), LLVM_VERSION (19: the C++ side; the Rust side uses rustc's own
# LLVM major and the plugin in build-llvmM), JOBS (2), PASS_VARIANTS (NAME=PIPELINE words, given
# to idioms_inloop.py --variant; default plugin=arc-elide and
# destructors-return=arc-elide<destructors-return>), TESTS=0 skips the test-suite builds,
# SUITE_VARIANTS chooses yaml-cpp's suite builds (default: base plugin destructors-return).
# Everything lands in $BUILD/bench-realworld-idioms/: sources in src/, per project its IR
# (ir-libcxx, ir-libstdcxx, ...), the counts (*.json, *.txt) and the test builds.
set -u
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$ROOT/bench/realworld
V=${LLVM_VERSION:-19}
BUILD=${BUILD:-build}
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
OUT=$BUILD/bench-realworld-idioms
JOBS=${JOBS:-2}
PLUGIN=$BUILD/lib/ArcElide.so
read -r -a PASS_VARIANTS <<<"${PASS_VARIANTS:-plugin=arc-elide destructors-return=arc-elide<destructors-return>}"
VARIANT_ARGS=()
for v in "${PASS_VARIANTS[@]}"; do VARIANT_ARGS+=(--variant "$v"); done
renice -n 10 -p $$ >/dev/null 2>&1 || true
mkdir -p "$OUT/src"
[ -f "$PLUGIN" ] || { echo "error: no plugin at $PLUGIN (make build)"; exit 1; }
log() { echo "== idioms: $*"; }

. "$(dirname "$0")/fetch.sh" # fetch PKG

# count NAME LLVM PLUGIN IRDIR...: idioms_inloop.py over the IR, the pass's outputs in
# $OUT/NAME.work, the numbers in $OUT/NAME.json and the printed lines in $OUT/NAME.txt.
count() {
  local name=$1 llvm=$2 plugin=$3
  shift 3
  rm -rf "$OUT/$name.work"
  python3 "$HERE/idioms_inloop.py" --llvm-version "$llvm" --plugin "$plugin" --jobs "$JOBS" \
    "${VARIANT_ARGS[@]}" --work "$OUT/$name.work" --json "$OUT/$name.json" "$@" |
    tee "$OUT/$name.txt"
}

# cxx_project NAME DEB UNITS_SUBDIR [CMAKE ARGS...]: configure with clang++ and libc++ (the
# compile commands), compile the units under UNITS_SUBDIR to IR with libc++ and with libstdc++,
# count both.
cxx_project() {
  local name=$1 deb=$2 units=$3 src
  shift 3
  src=$(fetch "$deb")
  [ -n "$src" ] || { log "$name: apt-get source $deb failed ($OUT/src/$deb.fetch.log)"; return 1; }
  log "$name: $(basename "$src")"
  basename "$src" >"$OUT/$name.version"
  local cfg=$OUT/$name/configure
  if [ ! -f "$cfg/compile_commands.json" ]; then
    cmake -S "$src" -B "$cfg" -G Ninja -DCMAKE_C_COMPILER=clang-$V -DCMAKE_CXX_COMPILER=clang++-$V \
      -DCMAKE_BUILD_TYPE=None "-DCMAKE_CXX_FLAGS=-stdlib=libc++ -O2 -g" \
      -DCMAKE_EXPORT_COMPILE_COMMANDS=ON "$@" >"$OUT/$name/configure.log" 2>&1 ||
      { log "$name: cmake failed ($OUT/$name/configure.log)"; return 1; }
  fi
  for lib in libc++ libstdc++; do
    local ir=$OUT/$name/ir-${lib//+/x}
    rm -rf "$ir"
    python3 "$HERE/cxx_ir.py" --commands "$cfg/compile_commands.json" --under "$src/$units" \
      --out "$ir" --clang clang++-$V --stdlib "$lib" --jobs "$JOBS" || return 1
    count "$name.${lib//+/x}" "$V" "$PLUGIN" "$ir"
  done
}

# units_project NAME SRC "FLAGS" FILE...: the FILEs (relative to SRC) compiled to IR with
# clang++-$V, FLAGS and -I of each file's own folder, as Debian would build them with libstdc++
# (no CMake configure: a compile_commands.json written here), then counted. For projects whose
# build cannot be configured here, or whose few units are all that is wanted.
units_project() {
  local name=$1 src=$2 flags=$3
  shift 3
  mkdir -p "$OUT/$name"
  python3 - "$src" "clang++-$V $flags" "$@" >"$OUT/$name/compile_commands.json" <<'PY'
import json, os, shlex, sys
src, cmd = sys.argv[1], sys.argv[2]
print(json.dumps([{"directory": src, "file": f,
                   "command": "%s -I%s -c %s -o %s.o" % (cmd, shlex.quote(os.path.dirname(f) or "."),
                                                       shlex.quote(f), shlex.quote(f))}
                  for f in sys.argv[3:]], indent=1))
PY
  local ir=$OUT/$name/ir-libstdcxx unders=() d
  for d in $(printf '%s\n' "$@" | cut -d/ -f1 | sort -u); do unders+=(--under "$src/$d"); done
  rm -rf "$ir"
  python3 "$HERE/cxx_ir.py" --commands "$OUT/$name/compile_commands.json" "${unders[@]}" \
    --out "$ir" --clang clang++-$V --stdlib libstdc++ --jobs "$JOBS"
  count "$name.libstdcxx" "$V" "$PLUGIN" "$ir"
}

# LLVM's and clang's own units that use IntrusiveRefCntPtr (ThreadSafeRefCountedBase: vfs::
# FileSystem, the AST matchers' DynMatcherInterface; RefCountedBase's plain counts are not
# atomics), from Debian's llvm-toolchain-$V source (only its .orig tarball is downloaded, only
# these folders unpacked, Debian's patches not applied), compiled against the installed
# headers (llvm-$V-dev, libclang-$V-dev) with llvm-config's flags, -DNDEBUG as Debian's
# release build.
llvm_intrusive() {
  local pkg=llvm-toolchain-$V dir=$OUT/src/llvm-toolchain-$V tarball top
  mkdir -p "$dir"
  tarball=$(ls "$dir"/*.orig.tar.xz 2>/dev/null | head -n1)
  if [ -z "$tarball" ]; then
    (cd "$dir" && apt-get source --download-only -qq "$pkg" >"$dir/fetch.log" 2>&1)
    tarball=$(ls "$dir"/*.orig.tar.xz 2>/dev/null | head -n1)
    [ -n "$tarball" ] || { log "llvm-intrusive: apt-get source $pkg failed ($dir/fetch.log)"; return 1; }
  fi
  top=$(basename "$tarball" .orig.tar.xz)
  local units=(llvm/lib/Support/VirtualFileSystem.cpp llvm/lib/Support/FileCollector.cpp
    clang/lib/Basic/FileManager.cpp clang/lib/Basic/SourceManager.cpp
    clang/lib/Frontend/ASTUnit.cpp clang/lib/Frontend/CompilerInstance.cpp
    clang/lib/Frontend/FrontendAction.cpp clang/lib/Frontend/PrecompiledPreamble.cpp
    clang/lib/Tooling/Tooling.cpp clang/lib/Tooling/CompilationDatabase.cpp
    clang/lib/Tooling/ExpandResponseFilesCompilationDatabase.cpp
    clang/lib/ASTMatchers/ASTMatchFinder.cpp clang/lib/ASTMatchers/ASTMatchersInternal.cpp
    clang/lib/ASTMatchers/Dynamic/VariantValue.cpp clang/lib/ASTMatchers/Dynamic/Parser.cpp)
  local src=$dir/src
  if [ ! -f "$src/${units[0]}" ]; then
    local folders=() d
    for d in $(printf '%s\n' "${units[@]}" | cut -d/ -f1-3 | sort -u); do folders+=("$top/$d/*"); done
    mkdir -p "$src"
    tar xJf "$tarball" -C "$src" --strip-components=1 --wildcards "${folders[@]}"
    [ -f "$src/${units[0]}" ] || { log "llvm-intrusive: unpacking $tarball failed"; return 1; }
  fi
  log "llvm-intrusive: $top (${#units[@]} units)"
  echo "$top" >"$OUT/llvm-intrusive.version"
  units_project llvm-intrusive "$src" \
    "$(llvm-config-$V --cxxflags) -DNDEBUG -O2 -gline-tables-only -I$src/clang/lib/Basic" \
    "${units[@]}"
}

# i2pd (Debian's i2pd source): boost::filesystem's directory_iterator, an intrusive_ptr to a
# non-polymorphic intrusive_ref_counter<dir_itr_imp> (Boost 1.74, libboost1.74-dev), copied
# by `it++` in libi2pd/FS.cpp's loops; and its std::shared_ptr copies, counted too. Its library
# units compiled as its CMake build would (C++17, -O2), without configuring it.
i2pd_project() {
  local src
  src=$(fetch i2pd)
  [ -n "$src" ] || { log "i2pd: apt-get source i2pd failed ($OUT/src/i2pd.fetch.log)"; return 1; }
  log "i2pd: $(basename "$src")"
  basename "$src" >"$OUT/i2pd.version"
  local units=() f
  for f in "$src"/libi2pd/*.cpp "$src"/libi2pd_client/*.cpp; do units+=("${f#"$src"/}"); done
  # Boost 1.74's MPL casts -1 to an enum, an error in clang 16 and later unless downgraded.
  units_project i2pd "$src" "-std=c++17 -O2 -gline-tables-only -DNDEBUG -w \
    -Wno-error=enum-constexpr-conversion -I$src/libi2pd -I$src/libi2pd_client -I$src/i18n" \
    "${units[@]}"
}

# HarfBuzz (Debian's harfbuzz source): a hand-written atomic count at + 0 of every object
# (hb_object_header_t's hb_reference_count_t, `fetch_add(+-1, acq_rel)`), whose last reference
# runs the user data's destroy callbacks, then free. Its amalgamated unit src/harfbuzz.cc (the
# whole library in one unit, so that hb_*_reference/destroy can be inlined), C++11 without
# exceptions or RTTI as its Meson build.
harfbuzz_project() {
  local src
  src=$(fetch harfbuzz)
  [ -n "$src" ] || { log "harfbuzz: apt-get source harfbuzz failed ($OUT/src/harfbuzz.fetch.log)"; return 1; }
  log "harfbuzz: $(basename "$src")"
  basename "$src" >"$OUT/harfbuzz.version"
  units_project harfbuzz "$src" "-std=c++11 -O2 -gline-tables-only -DNDEBUG -fno-exceptions \
    -fno-rtti -fno-threadsafe-statics -DHAVE_PTHREAD=1" src/harfbuzz.cc
}

# yaml-cpp's own tests (gtest, 980 tests) built with the compile flags of each pass variant and
# run, once with libc++ (in tests/) and once with libstdc++ (Debian's default, in
# tests-libstdcxx/): the same results with and without the plugin. The test units' IR is counted
# too, with each library (they use the header-only Node API, whose copies are inlined into them).
yaml_cpp_tests() {
  local src=$1 lib
  for lib in libc++ libstdc++; do
    local tag=${lib//+/x}
    local ir=$OUT/yaml-cpp/ir-$tag-tests
    rm -rf "$ir"
    python3 "$HERE/cxx_ir.py" --commands "$OUT/yaml-cpp/configure/compile_commands.json" \
      --under "$src/test" --out "$ir" --clang clang++-$V --stdlib "$lib" --jobs "$JOBS" &&
      count "yaml-cpp.$tag-tests" "$V" "$PLUGIN" "$ir"
  done
  [ "${TESTS:-1}" = 0 ] && return 0
  for lib in libc++ libstdc++; do
    local tests=$OUT/yaml-cpp/tests
    [ "$lib" = libc++ ] || tests=$OUT/yaml-cpp/tests-${lib//+/x}
    yaml_cpp_suite "$src" "$lib" "$tests"
  done
}

# yaml_cpp_suite SRC LIB DIR: the suite built with -stdlib=LIB three times (base, plugin,
# destructors-return), each run, its gtest JSON in DIR/VARIANT.json.
yaml_cpp_suite() {
  local src=$1 lib=$2 tests=$3
  mkdir -p "$tests"
  local flags="-stdlib=$lib -O2 -g"
  # A unit on which clang crashes with the plugin (a crash of the pass) is compiled again without
  # it, so that the suite still runs with the plugin in every other unit; the launcher lists
  # those units in VARIANT.fallback (the report names them).
  local launcher=$tests/fallback-launcher.sh
  {
    echo '#!/bin/sh'
    echo '# CMake compiler launcher: the command; where clang crashed, the command without the plugin.'
    echo 'err=$(mktemp); "$@" 2>"$err"; rc=$?'
    echo 'if [ $rc -ne 0 ] && grep -q "PLEASE submit a bug report" "$err" && [ -n "$FALLBACK_LOG" ]; then'
    echo '  out=; prev=; for a in "$@"; do [ "$prev" = -o ] && out=$a; prev=$a; done'
    echo '  echo "$out" >>"$FALLBACK_LOG"'
    echo '  n=$#; i=0; for a in "$@"; do i=$((i + 1)); case $a in -fpass-plugin=*) ;; *) set -- "$@" "$a" ;; esac; done; shift $n'
    echo '  "$@" 2>"$err"; rc=$?'
    echo 'fi'
    echo 'cat "$err" >&2; rm -f "$err"; exit $rc'
  } >"$launcher"
  chmod +x "$launcher"
  for variant in ${SUITE_VARIANTS:-base plugin destructors-return}; do
    local b=$tests/$variant f=$flags opts=""
    [ "$variant" = base ] || f="$flags -fpass-plugin=$PLUGIN -fsave-optimization-record -foptimization-record-passes=arc-elide -fno-crash-diagnostics"
    [ "$variant" = destructors-return ] && opts=destructors-return
    log "yaml-cpp tests ($lib): $variant"
    rm -rf "$b"
    rm -f "$tests/$variant.fallback"
    (export ARCELIDE_OPTIONS=$opts FALLBACK_LOG=$tests/$variant.fallback
     cmake -S "$src" -B "$b" -G Ninja -DCMAKE_C_COMPILER=clang-$V -DCMAKE_CXX_COMPILER=clang++-$V \
       -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" \
       -DCMAKE_BUILD_TYPE=None "-DCMAKE_CXX_FLAGS=$f" -DYAML_CPP_BUILD_TESTS=ON \
       -DYAML_CPP_BUILD_TOOLS=OFF >"$tests/$variant.configure.log" 2>&1 &&
       ninja -C "$b" -j"$JOBS" >"$tests/$variant.build.log" 2>&1) ||
      { log "yaml-cpp tests ($lib): $variant: build failed ($tests/$variant.build.log)"; continue; }
    (cd "$b/test" && ./yaml-cpp-tests --gtest_output=json:"$tests/$variant.json" \
      >"$tests/$variant.test.log" 2>&1)
    echo $? >"$tests/$variant.rc"
    grep -E '^\[  (PASSED|FAILED)  \]' "$tests/$variant.test.log" | sed "s/^/$lib $variant: /"
  done
}

# The Rust side: rustc's LLVM major, and the plugin built against it.
rust_setup() {
  RUSTC=$(command -v rustc || echo "$HOME/.cargo/bin/rustc")
  CARGO=$(command -v cargo || echo "$HOME/.cargo/bin/cargo")
  RV=$("$RUSTC" -vV 2>/dev/null | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
  [ -n "$RV" ] || { log "no rustc: the Rust rows are skipped"; return 1; }
  RPLUGIN=$ROOT/build-llvm$RV/lib/ArcElide.so
  [ "$RV" = "$V" ] && RPLUGIN=$PLUGIN
  [ -f "$RPLUGIN" ] || { log "no plugin at $RPLUGIN (make rust-plugin): the Rust rows are skipped"; return 1; }
  "$RUSTC" --version >"$OUT/rust.version"
}

# Rust's standard library as installed: the bitcode that each rlib's object keeps in .llvmbc
# (std, alloc; core has no Arc).
rust_std() {
  rust_setup || return 0
  local lib ir=$OUT/rust-std/ir
  lib=$("$RUSTC" --print sysroot)/lib/rustlib/$("$RUSTC" -vV | sed -n 's/^host: //p')/lib
  rm -rf "$OUT/rust-std" && mkdir -p "$ir"
  for crate in std alloc; do
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && ar x "$lib"/lib$crate-*.rlib)
    for o in "$tmp"/*.o; do
      llvm-objcopy-"$RV" --dump-section .llvmbc="$ir/$crate.$(basename "$o").bc" "$o"
    done
    rm -rf "$tmp"
  done
  log "rust-std: $(cat "$OUT/rust.version")"
  count rust-std "$RV" "$RPLUGIN" "$ir"
}

# Crates from Debian's librust-*-dev (/usr/share/cargo/registry, offline): rayon-core and tokio,
# with their dependencies crossbeam-*; release profile, one codegen unit, line tables; the IR
# rustc writes with --emit=llvm-bc (its optimised module, before code generation).
rust_crates() {
  rust_setup || return 0
  local dir=$OUT/rust-crates
  mkdir -p "$dir/.cargo"
  cat >"$dir/Cargo.toml" <<'EOF'
[package]
name = "arcelide-realworld"
version = "0.1.0"
edition = "2021"

[lib]
path = "lib.rs"

[dependencies]
rayon-core = "1.10"
tokio = { version = "1.24", features = ["rt-multi-thread", "sync", "time", "macros", "net", "io-util"] }

[profile.release]
codegen-units = 1
debug = "line-tables-only"
EOF
  echo 'pub use rayon_core; pub use tokio;' >"$dir/lib.rs"
  cat >"$dir/.cargo/config.toml" <<'EOF'
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "/usr/share/cargo/registry"
[net]
offline = true
EOF
  (cd "$dir" && RUSTFLAGS="--emit=llvm-bc,link" "$CARGO" build --release >"$dir/build.log" 2>&1) ||
    { log "rust-crates: cargo build failed ($dir/build.log)"; return 0; }
  # one IR set per crate (crossbeam: its four crates together), each counted on its own
  local set crates c
  for set in rayon-core:rayon_core tokio:tokio \
    crossbeam:crossbeam_channel,crossbeam_deque,crossbeam_epoch,crossbeam_utils; do
    local name=rust-${set%%:*} ir=$dir/ir/${set%%:*}
    rm -rf "$ir" && mkdir -p "$ir"
    crates=${set#*:}
    : >"$OUT/$name.version"
    for c in ${crates//,/ }; do
      cp "$(ls -t "$dir"/target/release/deps/$c-*.bc | head -n1)" "$ir/$c.bc"
      basename "$(ls -d /usr/share/cargo/registry/${c//_/-}-[0-9]*/ | tail -n1)" >>"$OUT/$name.version"
    done
    log "$name: $(tr '\n' ' ' <"$OUT/$name.version")"
    count "$name" "$RV" "$RPLUGIN" "$ir"
  done
}

# rayon-core's own tests (its unit tests and tests/, from librust-rayon-core-dev) built with
# -C linker-plugin-lto: every crate is bitcode and lld links it with LTO (LLVM's lld-M, not
# rustc's own rust-lld, which cannot load the plugin: -C linker-features=-lld), once without the
# plugin (base) and once per pass variant with the plugin loaded into lld (--load-pass-plugin;
# the pass runs in the full-LTO pipeline; ARCELIDE_OPTIONS=destructors-return for that
# variant). Each test's result is compared with base; the pass's remarks are kept per binary.
rust_oracle() {
  rust_setup || return 0
  [ "${TESTS:-1}" = 0 ] && return 0
  local dir=$OUT/rust-oracle src
  src=$(ls -d /usr/share/cargo/registry/rayon-core-[0-9]*/ | tail -n1)
  rm -rf "$dir" && mkdir -p "$dir" && cp -r "$src" "$dir/rayon-core"
  rm -f "$dir/rayon-core/.cargo-checksum.json"
  mkdir -p "$dir/rayon-core/.cargo"
  printf '%s\n' '[source.crates-io]' 'replace-with = "debian"' '[source.debian]' \
    'directory = "/usr/share/cargo/registry"' '[net]' 'offline = true' \
    >"$dir/rayon-core/.cargo/config.toml"
  basename "$src" >"$OUT/rust-oracle.version"
  for variant in base plugin destructors-return; do
    local link=$dir/link-$variant.sh rem=$dir/remarks-$variant extra="" opts=""
    [ "$variant" = base ] || extra="-Wl,--load-pass-plugin=$RPLUGIN"
    [ "$variant" = destructors-return ] && opts=destructors-return
    mkdir -p "$rem"
    {
      echo '#!/bin/sh'
      echo "# The linker of the $variant variant: clang-$RV with lld (LTO of the crates' bitcode)."
      echo 'out=a.out prev=; for a in "$@"; do [ "$prev" = -o ] && out=$a; prev=$a; done'
      echo "exec clang-$RV -fuse-ld=lld \"\$@\" $extra -Wl,--opt-remarks-filename,$rem/\$(basename \"\$out\").opt.yaml -Wl,--opt-remarks-passes,arc-elide"
    } >"$link"
    chmod +x "$link"
    log "rayon-core tests: $variant"
    (cd "$dir/rayon-core" && ARCELIDE_OPTIONS=$opts CARGO_TARGET_DIR=$dir/target-$variant \
      RUSTFLAGS="-C linker-plugin-lto -C linker-features=-lld -C linker=$link" \
      "$CARGO" test --release --lib --tests --no-fail-fast >"$dir/$variant.log" 2>&1)
    echo $? >"$dir/$variant.rc"
    grep -E '^test result:' "$dir/$variant.log" | sed "s/^/$variant: /"
  done
}

projects=("$@")
[ ${#projects[@]} -gt 0 ] ||
  projects=(yaml-cpp antlr4 llvm-intrusive i2pd harfbuzz rust-std rust-crates rust-oracle)
for p in "${projects[@]}"; do
  mkdir -p "$OUT/$p"
  case $p in
    yaml-cpp)
      cxx_project yaml-cpp yaml-cpp src -DYAML_CPP_BUILD_TESTS=ON -DYAML_CPP_BUILD_TOOLS=OFF &&
        yaml_cpp_tests "$(fetch yaml-cpp)" ;;
    antlr4) cxx_project antlr4 antlr4-cpp-runtime runtime/src ;;
    llvm-intrusive) llvm_intrusive ;;
    i2pd) i2pd_project ;;
    harfbuzz) harfbuzz_project ;;
    rust-std) rust_std ;;
    rust-crates) rust_crates ;;
    rust-oracle) rust_oracle ;;
    *) log "unknown project $p" ;;
  esac
done
python3 "$HERE/idioms_report.py" "$OUT" | tee "$OUT/report.md"
