#!/usr/bin/env bash
# The Debian package, end to end (tests/install/deb.test): build it with CPack from BUILD,
# install it with dpkg, compile and run a program with the installed plugin and runtime through
# pkg-config and through CMake's find_package(arcrt), then remove the package. Prints one line per
# step for FileCheck. It changes the machine's /usr, so it refuses to run when a package named
# arcelide is installed already (it would replace and then remove it).
# Usage: deb_roundtrip.sh BUILD WORK SRC_ROOT CLANG
set -euo pipefail
build=$1 work=$2 src=$3 clang=$4
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
if dpkg-query -W -f='${Status}' arcelide 2>/dev/null | grep -q 'install ok installed'; then
  echo "error: a package named arcelide is installed already; this test would replace and remove it (dpkg -r arcelide first)"
  exit 1
fi
(cd "$build" && cpack -G DEB -B "$work/pkg") > "$work/cpack.log"
deb=$(ls "$work"/pkg/arcelide_*.deb)
echo "package: $(basename "$deb")"
dpkg-deb -c "$deb" | sed -n 's|.* \./usr/share/man/\(.*[^/]\)$|manual page: \1|p' | sort
trap '$SUDO dpkg -r arcelide > /dev/null 2>&1 || true' EXIT
$SUDO dpkg -i "$deb" > "$work/dpkg-install.log"
echo "installed: $(dpkg-query -W -f='${Package} ${Version} ${Status}' arcelide)"

# pkg-config, from the system's search path.
plugin=$(pkg-config --variable=plugin arcrt)
echo "pkg-config plugin: $plugin"
# shellcheck disable=SC2046
"$clang" -O2 -fpass-plugin="$plugin" -Rpass=arc-elide $(pkg-config --cflags arcrt) \
  "$src/tests/install/Inputs/consumer_loop.c" $(pkg-config --libs arcrt) -o "$work/consumer-pc" 2>&1 \
  | sed -n 's/.*remark: \(hoisted .*\) \[-Rpass=arc-elide\]/pkg-config remark: \1/p'
echo "pkg-config run: $("$work/consumer-pc")"
# The shared runtime: /usr/lib is on the loader's path, no rpath needed.
# shellcheck disable=SC2046
"$clang" -O2 $(pkg-config --cflags arcrt-shared) "$src/tests/install/Inputs/consumer_loop.c" \
  $(pkg-config --libs arcrt-shared) -o "$work/consumer-shared"
echo "shared run: $("$work/consumer-shared")"

# CMake, from the system's prefix.
cmake -S "$src/tests/install/Inputs/deb_consumer" -B "$work/cmake" -DCMAKE_C_COMPILER="$clang" \
  > "$work/cmake-configure.log"
sed -n 's/^-- \(arcrt plugin: .*\)/cmake \1/p' "$work/cmake-configure.log"
cmake --build "$work/cmake" 2>&1 | sed -n 's/.*remark: \(hoisted .*\) \[-Rpass=arc-elide\]/cmake remark: \1/p'
echo "cmake run: $("$work/cmake/consumer")"

$SUDO dpkg -r arcelide > "$work/dpkg-remove.log"
trap - EXIT
echo "removed: $(dpkg-query -W -f='${Status}' arcelide 2>/dev/null || echo 'not installed')"
[ ! -e /usr/lib/arcelide ] && [ ! -e /usr/include/arc.h ] && echo "files gone"
