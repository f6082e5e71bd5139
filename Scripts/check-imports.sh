#!/usr/bin/env bash
# Checks that every target's declared dependencies in Package.swift equal the modules its Swift
# files import: an import of a package target that is not declared, or a declared dependency that
# no file imports, is a mismatch. Toolchain modules (Foundation, Testing, ...) and C targets that
# are only linked (no Swift file) are not checked, nor the dependencies of C targets (they #include).
#
#   Scripts/check-imports.sh [Package.swift]     (exit 1 and one line per mismatch when any)
#
# Package.swift is the team's own, so it is read simply: each `.target(`, `.executableTarget(`,
# `.testTarget(` or `.systemLibrary(` call, its `name:`, `dependencies: [...]` and `path:`.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
manifest="${1:-$root/Package.swift}"
cd "$(dirname "$manifest")"

toolchain=" Foundation FoundationNetworking FoundationEssentials Dispatch Synchronization XCTest \
Testing Glibc Musl Darwin os Observation PackageDescription _Concurrency "

# One line per target: kind|name|path|dep dep ...
targets="$(
  sed -e 's://.*$::' "$(basename "$manifest")" | tr '\n' ' ' |
    sed -E 's/\.(target|executableTarget|testTarget|systemLibrary)\(/\n\1(/g' |
    awk '
      /^(target|executableTarget|testTarget|systemLibrary)\(/ {
        kind = substr($0, 1, index($0, "(") - 1)
        name = ""; path = ""; deps = ""
        if (match($0, /name: *"[^"]+"/)) { s = substr($0, RSTART, RLENGTH); sub(/^name: *"/, "", s); sub(/"$/, "", s); name = s }
        if (match($0, /path: *"[^"]+"/)) { s = substr($0, RSTART, RLENGTH); sub(/^path: *"/, "", s); sub(/"$/, "", s); path = s }
        if (match($0, /dependencies: *\[[^]]*\]/)) {
          s = substr($0, RSTART, RLENGTH); sub(/^dependencies: *\[/, "", s); sub(/\]$/, "", s)
          gsub(/[",]/, " ", s); gsub(/  +/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s); deps = s
        }
        if (path == "") path = (kind == "testTarget" ? "Tests/" : "Sources/") name
        print kind "|" name "|" path "|" deps
      }'
)"

names=" $(cut -d'|' -f2 <<<"$targets" | tr '\n' ' ') "
# C targets (no Swift file, not a system library) may be linked without being imported.
linkOnly=" $(while IFS='|' read -r kind name path _; do
  if [ "$kind" != systemLibrary ] && [ -d "$path" ] && [ -z "$(find -L "$path" -name '*.swift')" ]; then
    printf '%s ' "$name"
  fi
done <<<"$targets") "
failed=0
while IFS='|' read -r kind name path deps; do
  [ "$kind" = systemLibrary ] && continue
  if [ ! -d "$path" ]; then
    echo "check-imports: $name: no folder $path" >&2
    failed=1
    continue
  fi
  imported="$(
    find -L "$path" -name '*.swift' -print0 | xargs -0 -r grep -hE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]' |
      sed -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((struct|class|enum|protocol|typealias|func|let|var)[[:space:]]+)?//; s/[.[:space:]].*$//' |
      sort -u
  )"
  for module in $imported; do
    case "$toolchain" in *" $module "*) continue ;; esac
    if [[ "$names" != *" $module "* ]]; then
      echo "check-imports: $name imports $module, which is neither a target nor a toolchain module" >&2
      failed=1
    elif [[ " $deps " != *" $module "* ]]; then
      echo "check-imports: $name imports $module but does not declare it" >&2
      failed=1
    fi
  done
  for dep in $deps; do
    # A C target uses its system libraries through #include, not import.
    [[ "$linkOnly" == *" $name "* ]] && continue
    [[ "$linkOnly" == *" $dep "* ]] && continue
    if ! grep -qx "$dep" <<<"$imported"; then
      echo "check-imports: $name declares $dep but no file imports it" >&2
      failed=1
    fi
  done
done <<<"$targets"

[ $failed -eq 0 ] && echo "check-imports: every target's imports equal its declared dependencies"
exit $failed
