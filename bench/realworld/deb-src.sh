#!/usr/bin/env bash
# Makes `apt-get source` work: when no deb-src entry is configured, writes
# /etc/apt/sources.list.d/arcelide-deb-src.sources with `Types: deb-src` for the URIs and suites
# of the machine's deb822 Debian entries (debian.sources), then runs apt-get update.
set -eu
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
if grep -rqsE '^(Types:.*deb-src|deb-src )' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  exit 0
fi
src=/etc/apt/sources.list.d/debian.sources
[ -f "$src" ] || { echo "error: no $src to derive a deb-src entry from"; exit 1; }
echo "== adding deb-src entries (/etc/apt/sources.list.d/arcelide-deb-src.sources), apt-get update"
sed -E 's/^Types:.*/Types: deb-src/' "$src" | $SUDO tee /etc/apt/sources.list.d/arcelide-deb-src.sources >/dev/null
$SUDO apt-get -o DPkg::Lock::Timeout=300 update -qq
