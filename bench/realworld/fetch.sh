# bench/realworld/fetch.sh - sourced by run.sh and idioms.sh: fetch PKG, the unpacked Debian
# source of PKG in $OUT/src/PKG-VERSION (apt-get source, once); prints its folder, or nothing when
# the archive does not have it (then $OUT/src/PKG.fetch.log says why).
fetch() {
  local pkg=$1 dir
  dir=$(ls -d "$OUT/src/$pkg"-[0-9]*/ 2>/dev/null | head -n1)
  if [ -z "$dir" ]; then
    (cd "$OUT/src" && apt-get source -qq "$pkg" >"$pkg.fetch.log" 2>&1)
    dir=$(ls -d "$OUT/src/$pkg"-[0-9]*/ 2>/dev/null | head -n1)
  fi
  echo "${dir%/}"
}
