# arcelide: the thin front door. `make check` installs what is missing, builds and runs every test;
# `make build` builds the plugin and the runtime into $(BUILD)/lib.
#
#   LLVM_VERSION=22 make build     build against LLVM 22 (default 19)
#   BUILD=dir                      build folder (default: build)

LLVM_VERSION ?= 19
BUILD ?= build
CMAKE_BUILD_TYPE ?= RelWithDebInfo
JOBS ?= $(shell nproc)

# Debian packages the build and the tests need. libomp-19-dev serves OpenMP on either version:
# Debian's libomp-19-dev and libomp-22-dev conflict.
PACKAGES := cmake make python3 clang-$(LLVM_VERSION) llvm-$(LLVM_VERSION)-dev \
	llvm-$(LLVM_VERSION)-tools libclang-$(LLVM_VERSION)-dev libclang-rt-$(LLVM_VERSION)-dev \
	libomp-19-dev valgrind gnuplot-nox libglib2.0-dev pkg-config python3-numba

.PHONY: all build check sabotage demo bench deps format clean stress

all: build

deps:
	@missing=$$(for p in $(PACKAGES); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; \
	  done); \
	if [ -n "$$missing" ]; then \
	  echo "== installing missing Debian packages: $$missing"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing \
	    >/dev/null || { echo "error: apt-get could not install: $$missing"; exit 1; }; \
	fi

# Reconfigures when the build folder was configured for another LLVM version.
$(BUILD)/.configured-llvm$(LLVM_VERSION): | deps
	@rm -f $(BUILD)/CMakeCache.txt $(BUILD)/.configured-llvm*
	@echo "== configuring $(BUILD) against LLVM $(LLVM_VERSION)"
	@mkdir -p $(BUILD)
	@cmake -S . -B $(BUILD) -DARCELIDE_LLVM_VERSION=$(LLVM_VERSION) \
	  -DCMAKE_C_COMPILER=clang-$(LLVM_VERSION) -DCMAKE_CXX_COMPILER=clang++-$(LLVM_VERSION) \
	  -DCMAKE_BUILD_TYPE=$(CMAKE_BUILD_TYPE) >$(BUILD)/configure.log 2>&1 \
	  || { cat $(BUILD)/configure.log; exit 1; }
	@touch $@

build: deps $(BUILD)/.configured-llvm$(LLVM_VERSION)
	@echo "== building $(BUILD) (LLVM $(LLVM_VERSION))"
	@cmake --build $(BUILD) -j $(JOBS)

check: build
	@echo "== running the tests (LLVM $(LLVM_VERSION))"
	@python3 tests/run_lit.py $(BUILD)

# Each safety check of the pass disabled in turn must turn tests/hoist red (a few minutes).
sabotage: deps
	@tests/sabotage_pass.sh

# The main job on examples/shared_handle.c: remarks, retain/release counts, timing (under a
# minute). Both build first, quietly (the build's output goes to a log, shown if it fails).
demo:
	@mkdir -p $(BUILD) && echo "== make build (installs missing packages first; log: $(BUILD)/make-build.log)" && \
	  $(MAKE) --no-print-directory build >$(BUILD)/make-build.log 2>&1 || \
	  { grep -m3 "^error" $(BUILD)/make-build.log || tail -n 25 $(BUILD)/make-build.log; echo "error: make build failed (log: $(BUILD)/make-build.log)"; exit 1; }
	@LLVM_VERSION=$(LLVM_VERSION) BUILD=$(BUILD) bash bench/demo.sh

# The benchmark (about 7 minutes on 2 idle cores): bench/README.md. Writes $(BUILD)/bench/results.{json,png,md}.
bench:
	@mkdir -p $(BUILD) && echo "== make build (installs missing packages first; log: $(BUILD)/make-build.log)" && \
	  $(MAKE) --no-print-directory build >$(BUILD)/make-build.log 2>&1 || \
	  { grep -m3 "^error" $(BUILD)/make-build.log || tail -n 25 $(BUILD)/make-build.log; echo "error: make build failed (log: $(BUILD)/make-build.log)"; exit 1; }
	@LLVM_VERSION=$(LLVM_VERSION) BUILD=$(BUILD) bash bench/run.sh

format:
	@clang-format -i $$(git ls-files '*.c' '*.h' '*.cpp')

clean:
	rm -rf $(BUILD)

# Open-ended differential fuzzing (tools/fuzz/driver.py) with fresh seeds for SECONDS seconds
# (default 600): random programs built without and with the pass, run against the checking
# runtime. Reports programs/second, hoisted loops and objects made local; minimised failures are
# saved as lit tests in tests/regressions/. SHAPES: the special scenes (tools/fuzz/shapes.py):
# mix (default), none, or one shape in every program.
SECONDS ?= 600
SHAPES ?= mix
stress: build
	@echo "== differential fuzzing for $(SECONDS) s (LLVM $(LLVM_VERSION))"
	@python3 tools/fuzz/driver.py $(BUILD) --seconds $(SECONDS) --jobs $(JOBS) --min-hoisted-share 0.33 \
	  --shapes $(SHAPES) --save tests/regressions
