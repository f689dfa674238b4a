# arcelide: the front door. `make help` lists the targets. Each target installs the Debian
# packages it needs and are missing (with apt-get, saying which), then builds into $(BUILD).
#
#   LLVM_VERSION=22 make build     build against LLVM 22 (default 19)
#   BUILD=dir                      build folder (default: build)
#
# Without make: cmake -S . -B build -DARCELIDE_LLVM_VERSION=19 (or -DLLVM_DIR=<llvm>/lib/cmake/llvm)
# -DCMAKE_C_COMPILER=clang-19 -DCMAKE_CXX_COMPILER=clang++-19 && cmake --build build (README.md).

LLVM_VERSION ?= 19
BUILD ?= build
CMAKE_BUILD_TYPE ?= RelWithDebInfo
JOBS ?= $(shell nproc)
V := $(LLVM_VERSION)

# Debian packages, per target. The build: the compiler, LLVM's headers and tools (FileCheck and
# lit are found at configure time), libclang for arc-scan.
BUILD_PACKAGES := cmake make python3 clang-$(V) llvm-$(V)-dev llvm-$(V)-tools libclang-$(V)-dev
# The tests add: sanitizer runtimes, OpenMP (libomp-19-dev serves either LLVM version: Debian's
# libomp-19-dev and libomp-22-dev conflict), lld for the LTO tests, and what the profile tests
# run against (GLib, numba), valgrind, meson (the meson recipe's test), groff (the manual
# pages' test), and libc++ for the std::shared_ptr programs (tests/soundness cx_*, the
# enumerator's flavour sp; libc++-19-dev serves clang-22 too: Debian's libc++-19-dev and
# libc++-22-dev conflict), and libstdc++ for the same programs over GCC's library (cx_* again,
# flavour gsp: clang's default C++ library on Debian, which Debian's clang already depends on).
CHECK_PACKAGES := $(BUILD_PACKAGES) libclang-rt-$(V)-dev libomp-19-dev lld-$(V) pkg-config \
	libc++-19-dev libc++abi-19-dev libstdc++-12-dev \
	libglib2.0-dev python3-numba valgrind meson ninja-build groff-base
# `make demo` adds only OpenMP (the example's parallel rows); not the benchmarks' tools.
DEMO_PACKAGES := $(BUILD_PACKAGES) libomp-19-dev
# bench-realworld (bench/realworld/README.md): apt-get source (dpkg-dev), the LLVM tools that read
# the final IR (llvm-objcopy, opt), meson, and the build dependencies of the projects it builds,
# as an explicit list (GLib; libsoup3; json-glib; libgee and Vala: valac, flex, bison) without
# their documentation and optional tests' servers; Cython and its numpy examples; numba (scipy
# for its BLAS calls).
REALWORLD_PACKAGES := $(BUILD_PACKAGES) llvm-$(V) dpkg-dev binutils meson ninja-build pkg-config \
	gettext libffi-dev libmount-dev libpcre2-dev zlib1g-dev libelf-dev libdbus-1-dev dbus-daemon \
	shared-mime-info desktop-file-utils tzdata \
	libglib2.0-dev libbrotli-dev libnghttp2-dev libpsl-dev libsqlite3-dev glib-networking \
	libgnutls28-dev valac flex bison cython3 python3-dev python3-numpy python3-numba python3-scipy
# bench-realworld-idioms (bench/realworld/README.md, "Inlined counts"): apt-get source, cmake,
# libc++ (the C++ projects' IR), their build dependencies (antlr4: uuid; yaml-cpp's tests:
# googletest's sources), the Rust crates from Debian's registry (/usr/share/cargo/registry:
# rayon-core and its tests' dependencies, tokio), and clang, lld and the tools of LLVM 22 for the
# Rust side (rustc's LLVM; rustc itself is not a Debian package here: without it the Rust rows
# are skipped); for the intrusive counts, LLVM's and clang's headers (llvm-intrusive: units of
# Debian's llvm-toolchain source) and Boost's and OpenSSL's (i2pd).
REALWORLD_IDIOMS_PACKAGES := $(BUILD_PACKAGES) llvm-$(V) dpkg-dev cmake ninja-build pkg-config \
	libc++-19-dev libc++abi-19-dev uuid-dev googletest libgtest-dev \
	llvm-$(V)-dev libclang-$(V)-dev libboost-dev libssl-dev zlib1g-dev \
	librust-rayon-core-dev librust-tokio-dev librust-rand-dev librust-rand-xorshift-dev \
	librust-scoped-tls-dev clang-22 lld-22 llvm-22
# The benchmarks add: OpenMP, callgrind, the chart, mimalloc (bench/alloc_paths), and libc++ for
# the std::shared_ptr rows (bench/idioms; libc++-19-dev serves clang-22 too: Debian's
# libc++-19-dev and libc++-22-dev conflict).
BENCH_PACKAGES := $(BUILD_PACKAGES) libomp-19-dev valgrind gnuplot-nox libmimalloc-dev \
	libc++-19-dev libc++abi-19-dev

.PHONY: install deb all help build check sabotage demo bench bench-local bench-glib bench-idioms rust-plugin deps deps-build deps-check \
	deps-demo deps-bench deps-realworld bench-realworld deps-realworld-idioms \
	bench-realworld-idioms format clean stress enumerate quiet-build

all: build

help:
	@echo "arcelide: make TARGET [LLVM_VERSION=19|22] [BUILD=dir]"
	@echo
	@echo "  build        the plugin ($(BUILD)/lib/ArcElide.so), libarcrt (.a, .so) and arc-scan"
	@echo "  check        build, then every test (lit); closes with 'N passed, N failed'"
	@echo "  demo         build quietly, then the pass on examples/shared_handle.c (under a minute)"
	@echo "  bench        build quietly, then the benchmark (about 7 minutes; bench/README.md)"
	@echo "  bench-local  build quietly, then the thread-local rewrite's benchmark (bench/local/)"
	@echo "  bench-glib   build quietly, then the GLib forms on a real GObject (bench/glib/)"
	@echo "  bench-idioms build quietly, then std::shared_ptr and Rust Arc copies timed (bench/idioms/)"
	@echo "  bench-realworld  GLib, libsoup, Vala, Cython, numba: real code with and without the plugin"
	@echo "  bench-realworld-idioms  shared_ptr and Arc count changes in loops of real C++ and Rust"
	@echo "  sabotage     disable each safety check of the pass in turn; the tests must go red"
	@echo "  stress       differential fuzzing and loop-shape enumeration for SECONDS seconds (600)"
	@echo "  enumerate    every loop shape up to KMAX operations (default 3); CONTROLS=1: sabotages"
	@echo "  deps         the packages 'build' needs (deps-check, deps-demo, deps-bench: theirs)"
	@echo "  install      build, then install into PREFIX (default /usr/local; DESTDIR=dir stages it)"
	@echo "  deb          build, then the Debian package $(BUILD)/arcelide_<version>_<arch>.deb (CPack)"
	@echo "  format       clang-format every C/C++ file"
	@echo "  clean        remove $(BUILD)"

# install_missing(PACKAGES): apt-get installs those that are not installed yet, waiting up to
# five minutes for another apt-get (say, a second make target started beside this one).
define install_missing
	@missing=$$(for p in $(1); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || printf '%s ' $$p; \
	  done); \
	if [ -n "$$missing" ]; then \
	  echo "== installing missing Debian packages: $$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends $$missing \
	    >/dev/null || { echo "error: apt-get could not install: $$missing"; exit 1; }; \
	fi
endef

deps: deps-build
deps-build:
	$(call install_missing,$(BUILD_PACKAGES))
deps-check:
	$(call install_missing,$(CHECK_PACKAGES))
deps-demo:
	$(call install_missing,$(DEMO_PACKAGES))
deps-bench:
	$(call install_missing,$(BENCH_PACKAGES))
deps-realworld:
	@bash bench/realworld/deb-src.sh
	$(call install_missing,$(REALWORLD_PACKAGES))
deps-realworld-idioms:
	@bash bench/realworld/deb-src.sh
	$(call install_missing,$(REALWORLD_IDIOMS_PACKAGES))

# Reconfigures when the build folder was configured for another LLVM version.
$(BUILD)/.configured-llvm$(V): | deps-build
	@rm -f $(BUILD)/CMakeCache.txt $(BUILD)/.configured-llvm*
	@echo "== configuring $(BUILD) against LLVM $(V)"
	@mkdir -p $(BUILD)
	@cmake -S . -B $(BUILD) -DARCELIDE_LLVM_VERSION=$(V) \
	  -DCMAKE_C_COMPILER=clang-$(V) -DCMAKE_CXX_COMPILER=clang++-$(V) \
	  -DCMAKE_BUILD_TYPE=$(CMAKE_BUILD_TYPE) >$(BUILD)/configure.log 2>&1 \
	  || { cat $(BUILD)/configure.log; exit 1; }
	@touch $@

build: deps-build $(BUILD)/.configured-llvm$(V)
	@echo "== building $(BUILD) (LLVM $(V))"
	@cmake --build $(BUILD) -j $(JOBS)

# Packages first, then the build (one apt-get at a time, also under make -j).
check: deps-check
	@$(MAKE) --no-print-directory build
	@echo "== running the tests (LLVM $(V))"
	@python3 tests/run_lit.py $(BUILD)

# make install [PREFIX=/usr/local] [DESTDIR=/stage]: arc.h, the runtime libraries, arcrt.pc and
# the CMake package, arc-scan, and the plugin under lib/arcelide/llvm-$(V)/ (README "Installing").
PREFIX ?= /usr/local
install: build
	@cmake --install $(BUILD) --prefix $(PREFIX)

# The Debian package of that install (prefix /usr), built by CPack: $(BUILD)/arcelide_*.deb.
deb: build
	@cd $(BUILD) && cpack -G DEB

# Each safety check of the pass disabled in turn must turn tests/hoist red (a few minutes).
sabotage: deps-check
	@tests/sabotage_pass.sh

# `make build` with its output in a log, shown only when it fails: what demo and bench run first.
quiet-build:
	@mkdir -p $(BUILD) && echo "== make build (installs missing packages first; log: $(BUILD)/make-build.log)" && \
	  $(MAKE) --no-print-directory build >$(BUILD)/make-build.log 2>&1 || \
	  { grep -m3 "^error" $(BUILD)/make-build.log || tail -n 25 $(BUILD)/make-build.log; \
	    echo "error: make build failed (log: $(BUILD)/make-build.log)"; exit 1; }

# The main job on examples/shared_handle.c: remarks, retain/release counts, timing (under a
# minute).
demo: deps-demo
	@$(MAKE) --no-print-directory quiet-build
	@LLVM_VERSION=$(V) BUILD=$(BUILD) bash bench/demo.sh

# The benchmark (about 7 minutes on 2 idle cores): bench/README.md. Writes
# $(BUILD)/bench/results.{json,png,md}.
bench: deps-bench
	@$(MAKE) --no-print-directory quiet-build
	@$(MAKE) --no-print-directory rust-plugin
	@LLVM_VERSION=$(V) BUILD=$(BUILD) bash bench/run.sh

# Inlined reference counting timed: std::shared_ptr (libc++, libstdc++) and Rust Arc copies in a
# loop, without and with the pass (bench/idioms/run.sh; under a minute). `make bench` runs it too.
bench-idioms: deps-bench
	@$(MAKE) --no-print-directory quiet-build
	@$(MAKE) --no-print-directory rust-plugin
	@LLVM_VERSION=$(V) BUILD=$(BUILD) bash bench/idioms/run.sh

# The Rust rows of bench/idioms run the plugin in opt of rustc's own LLVM version M (`rustc -vV`):
# when rustc is installed and M is not $(V), the plugin is also built against LLVM M, in
# build-llvmM. Without rustc, or when that build fails, the Rust rows are skipped (with a note).
rust-plugin:
	@rustc=$$(command -v rustc || echo "$$HOME/.cargo/bin/rustc"); \
	M=$$("$$rustc" -vV 2>/dev/null | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p'); \
	if [ -n "$$M" ] && [ "$$M" != "$(V)" ]; then \
	  $(MAKE) --no-print-directory quiet-build LLVM_VERSION=$$M BUILD=build-llvm$$M || \
	    echo "note: the LLVM $$M build of the plugin failed: bench/idioms skips the Rust rows"; \
	fi

# The thread-local rewrite measured (bench/local/run.sh; a minute or two).
bench-local: deps-bench
	@$(MAKE) --no-print-directory quiet-build
	@LLVM_VERSION=$(V) BUILD=$(BUILD) bash bench/local/run.sh

# Issue 13's GLib forms timed on a real GObject (bench/glib/run.sh; a minute or two).
bench-glib:
	@$(MAKE) --no-print-directory quiet-build
	@LLVM_VERSION=$(V) BUILD=$(BUILD) bash bench/glib/run.sh

# Real projects from Debian source packages, built without and with the plugin, their own tests
# run, and what the pass did per project (bench/realworld/README.md; GLib alone is about an hour
# on 2 shared cores; cached: a rerun rebuilds only what changed). PROJECTS='glib libsoup3'
# chooses; writes $(BUILD)/bench-realworld/report.md. Not part of `make check`.
PROJECTS ?=
bench-realworld: deps-realworld
	@$(MAKE) --no-print-directory quiet-build
	@LLVM_VERSION=$(V) BUILD=$(BUILD) JOBS=$(if $(filter command line environment,$(origin JOBS)),$(JOBS),2) \
	  bash bench/realworld/run.sh $(PROJECTS)

# Inlined reference counting on real code: std::shared_ptr in yaml-cpp and antlr4's C++ runtime
# (Debian sources; libc++ and libstdc++), intrusive counts in units of LLVM and clang
# (llvm-intrusive) and in i2pd (boost::intrusive_ptr), Arc in Rust's standard library,
# rayon-core, tokio and crossbeam; in-loop increments and decrements counted in their IR before
# and after arc-elide, and yaml-cpp's (with libc++ and libstdc++) and rayon-core's own tests
# built without and with the plugin (bench/realworld/README.md, "Inlined counts"; about 70
# minutes).
# PROJECTS='yaml-cpp llvm-intrusive' chooses; TESTS=0 skips the test builds,
# SUITE_VARIANTS='base destructors-return' chooses yaml-cpp's (each with libc++ and libstdc++);
# writes $(BUILD)/bench-realworld-idioms/report.md.
bench-realworld-idioms: deps-realworld-idioms
	@$(MAKE) --no-print-directory quiet-build
	@$(MAKE) --no-print-directory rust-plugin
	@LLVM_VERSION=$(V) BUILD=$(BUILD) JOBS=$(if $(filter command line environment,$(origin JOBS)),$(JOBS),2) \
	  bash bench/realworld/idioms.sh $(PROJECTS)

format:
	$(call install_missing,clang-format-19)
	@clang-format-19 -i $$(git ls-files '*.c' '*.h' '*.cpp')

clean:
	rm -rf $(BUILD)

# Open-ended differential testing for SECONDS seconds (default 600), half each: the random
# fuzzer (tools/fuzz/driver.py: fresh seeds, random programs built without and with the pass, run
# against the checking runtime; reports programs/second, hoisted loops and objects made local;
# SHAPES: its special scenes, tools/fuzz/shapes.py: mix (default), none, or one shape in every
# program), then the loop-shape enumerator (tools/enumerate/driver.py: every loop body of up to
# KMAX operations, default 2, under every holder and runtime flavour, then bodies of
# SAMPLE_KMIN..SAMPLE_KMAX operations, default 3..7, drawn at random; events compared). Minimised
# failures are saved as lit tests in tests/regressions/. Closes with 'N passed, N failed'.
SECONDS ?= 600
SHAPES ?= mix
stress: deps-check
	@$(MAKE) --no-print-directory build
	@echo "== differential testing for $(SECONDS) s (LLVM $(V))"
	@tools/enumerate/stress.sh $(BUILD) $(SECONDS) $(JOBS) $(SHAPES)

# The loop-shape enumerator alone: every program of up to KMAX operations (default 3: 77,413
# programs, about 70 minutes on 2 cores), then, with SECONDS, sampled ones until then.
# `make enumerate CONTROLS=1`: each unsound build of the pass (ARCELIDE_TEST_UNSOUND, a row of
# pass/src/unsound_switches.def) must be caught; says after how many programs.
KMAX ?= 3
enumerate: deps-check
	@$(MAKE) --no-print-directory build
	@if [ -n "$(CONTROLS)" ]; then \
	  python3 tools/enumerate/driver.py $(BUILD) --controls --kmax $(KMAX) --jobs $(JOBS); \
	else \
	  python3 tools/enumerate/driver.py $(BUILD) --kmax $(KMAX) --jobs $(JOBS) --save tests/regressions \
	    $(if $(filter command line environment,$(origin SECONDS)),--seconds $(SECONDS)); \
	fi
