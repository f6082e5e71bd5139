#!/usr/bin/env bash
# leetview's packages, from a release build with the Swift runtime linked in (no toolchain needed
# where they are installed):
#
#   Scripts/package.sh build          release build of leetview (--static-swift-stdlib)
#   Scripts/package.sh install ROOT   lay out ROOT/bin, ROOT/share (man page, completions, cache)
#   Scripts/package.sh deb            dist/leetview_<version>_<arch>.deb, checked by lintian
#   Scripts/package.sh dist           the .deb and dist/leetview-<version>-linux-<arch>.tar.gz
#   Scripts/package.sh check          the .deb's programs start with the Swift toolchain hidden
#
# The version is the one `leetview --version` prints; the Debian files that are not made from the
# programs (copyright, changelog, lintian's overrides) are in Scripts/package/.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bin=".build/release"
# One program: each helper is a link to it, and leetview run under a helper's name is that helper
# (Sources/leetview/HelperDispatch.swift), still in a process of its own.
programs=(leetview leetview-fetch leetview-picture leetview-cookies)
helpers=("${programs[@]:1}")
here="Scripts/package"

## Release build of leetview with the Swift runtime, FoundationEssentials and libdispatch linked in.
build() {
  swift build -c release --static-swift-stdlib --product leetview
}

## Lays out the programs, the bundled cache, the man page and the completions under $1 (a prefix
## such as /usr/local); $2 is zsh's folder there (site-functions, or Debian's vendor-completions).
lay_out() {
  local prefix="$1" zsh="${2:-share/zsh/site-functions}"
  install -d "$prefix/bin" "$prefix/share/leetview" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/$zsh" "$prefix/share/fish/vendor_completions.d"
  install -m 755 "$bin/leetview" "$prefix/bin/"
  for helper in "${helpers[@]}"; do ln -sfn leetview "$prefix/bin/$helper"; done
  rm -rf "$prefix/share/leetview/cache"
  cp -R cache "$prefix/share/leetview/cache"
  chmod -R a+rX,go-w "$prefix/share/leetview/cache"
  "$bin/leetview" --generate-manual >"$prefix/share/man/man1/leetview.1"
  "$bin/leetview" completions bash >"$prefix/share/bash-completion/completions/leetview"
  "$bin/leetview" completions zsh >"$prefix/$zsh/_leetview"
  "$bin/leetview" completions fish >"$prefix/share/fish/vendor_completions.d/leetview.fish"
  chmod 644 "$prefix/share/man/man1/leetview.1" "$prefix/share/bash-completion/completions/leetview" \
    "$prefix/$zsh/_leetview" "$prefix/share/fish/vendor_completions.d/leetview.fish"
}

## Strips the programs under $1/bin as Debian's dh_strip does.
strip_programs() {
  for program in "${programs[@]}"; do
    [ -L "$1/bin/$program" ] && continue
    strip --strip-unneeded --remove-section=.comment --remove-section=.note "$1/bin/$program"
  done
}

version() { "$bin/leetview" --version | awk '{ print $2 }'; }

## The Debian packages of the C libraries leetview opens with dlopen on first use
## (Sources/CLazyLibraries: each LAZY_LIBRARY names its package), one a line; a definition may
## span lines.
lazy_packages() {
  cat Sources/CLazyLibraries/*.c | tr '\n' ' ' | grep -o 'LAZY_LIBRARY([^;]*' |
    sed -E 's/.*"([^"]+)"\)$/\1/'
}

## `Depends` for the programs under $1/bin: dpkg-shlibdeps over them and over a stand-in program
## linked with each lazily opened library's file, since no ELF header of ours names those.
depends() {
  local usr="$1" work
  work="$(mktemp -d)"
  mkdir -p "$work/debian"
  printf 'Source: leetview\n\nPackage: leetview\nArchitecture: any\n' >"$work/debian/control"
  local libraries=()
  for package in $(lazy_packages); do
    libraries+=("$(dpkg -L "$package" | grep -E '/lib[^/]*\.so\.[0-9][^/]*$' | head -1)")
  done
  echo 'int main(void) { return 0; }' >"$work/stand-in.c"
  cc -o "$work/stand-in" "$work/stand-in.c" -Wl,--no-as-needed "${libraries[@]}"
  local elves=()
  for program in "${programs[@]}"; do
    [ -L "$usr/bin/$program" ] || elves+=("-e$(cd "$usr/bin" && pwd)/$program")
  done
  (cd "$work" && dpkg-shlibdeps -O -e"$work/stand-in" "${elves[@]}" 2>/dev/null) |
    sed -n 's/^shlibs:Depends=//p'
  rm -rf "$work"
}

## The staged tree of the .deb in $1 (usr/..., DEBIAN/control), its programs stripped.
stage_deb() {
  local tree="$1" usr="$1/usr"
  rm -rf "$tree"
  lay_out "$usr" share/zsh/vendor-completions
  strip_programs "$usr"
  gzip -9n "$usr/share/man/man1/leetview.1"
  install -d "$usr/share/doc/leetview" "$usr/share/lintian/overrides"
  install -m 644 "$here/copyright" "$usr/share/doc/leetview/copyright"
  gzip -9nc "$here/changelog" >"$usr/share/doc/leetview/changelog.gz"
  install -m 644 "$here/lintian-overrides" "$usr/share/lintian/overrides/leetview"
  chmod 644 "$usr/share/doc/leetview/changelog.gz"
  local size depends
  depends="$(depends "$usr")"
  [ -n "$depends" ] || { echo "package.sh: dpkg-shlibdeps found no dependency" >&2; exit 1; }
  size="$(find "$usr" -type f -printf '%s\n' | awk '{ k += int(($1 + 1023) / 1024) } END { print k }')"
  install -d "$tree/DEBIAN"
  sed -e "s/@VERSION@/$(version)/" -e "s/@ARCH@/$(dpkg --print-architecture)/" \
    -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" "$here/control" >"$tree/DEBIAN/control"
}

## dist/leetview_<version>_<arch>.deb, with lintian's errors failing the build.
deb() {
  local name
  name="leetview_$(version)_$(dpkg --print-architecture)"
  mkdir -p dist
  stage_deb "dist/$name"
  dpkg-deb --build --root-owner-group -Zxz "dist/$name" "dist/$name.deb" >/dev/null
  rm -rf "dist/$name"
  echo "wrote dist/$name.deb ($(installed_size "dist/$name.deb") KiB installed)"
  if command -v lintian >/dev/null; then
    lintian --fail-on error "dist/$name.deb"
  else
    echo "lintian is not installed (apt-get install lintian): the package is not checked" >&2
  fi
}

## The Installed-Size (KiB) the .deb $1 declares.
installed_size() { dpkg-deb -f "$1" Installed-Size; }

## dist/leetview-<version>-linux-<arch>.tar.gz: bin/ and share/ from the .deb, and a README that
## names the C libraries it needs.
dist() {
  deb
  local version arch name work
  version="$(version)"
  arch="$(dpkg --print-architecture)"
  name="leetview-$version-linux-$arch"
  work="$(mktemp -d)"
  dpkg-deb -x "dist/leetview_${version}_$arch.deb" "$work/deb"
  mkdir -p "$work/$name"
  mv "$work/deb/usr/bin" "$work/deb/usr/share" "$work/$name/"
  rm -rf "$work/$name/share/lintian"
  {
    echo "leetview $version for Linux ($arch)"
    echo
    echo "Unpack anywhere and run bin/leetview (the helpers and share/ must stay beside it)."
    echo "It needs these C libraries (their Debian packages; the same libraries elsewhere):"
    echo
    dpkg-deb -f "dist/leetview_${version}_$arch.deb" Depends | tr ',' '\n' | sed 's/^ */  /'
  } >"$work/$name/README"
  tar -C "$work" --owner=0 --group=0 --sort=name -czf "dist/$name.tar.gz" "$name"
  rm -rf "$work"
  echo "wrote dist/$name.tar.gz"
}

## Unpacks the .deb, checks that each program's ELF header names only the C runtime, and runs its
## programs with the toolchain's folder hidden under an empty tmpfs (in a mount namespace of their
## own): `leetview --version`, the print path on the bundled cache,
## and each helper until it reads its empty stdin. A missing Swift library would stop each with
## the dynamic loader's status 127.
check() {
  local package toolchain work
  package="dist/leetview_$(version)_$(dpkg --print-architecture).deb"
  toolchain="$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")"
  work="$(mktemp -d)"
  dpkg-deb -x "$package" "$work"
  mkdir "$work/home"
  # Each program's start-up loads the C runtime only: every other library is opened when first used.
  local program loaded
  for program in "${programs[@]}"; do
    [ -L "$work/usr/bin/$program" ] && continue
    loaded="$(readelf -d "$work/usr/bin/$program" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' |
      grep -vE '^(libc|libm|libstdc\+\+|libgcc_s|ld-linux[-a-z0-9_]*)\.so\.[0-9]+$' || true)"
    if [ -n "$loaded" ]; then
      echo "package.sh: $program loads at start-up what it should open when needed:" $loaded >&2
      rm -rf "$work"
      exit 1
    fi
  done
  unshare -m sh -euc '
    mount -t tmpfs tmpfs "$1"
    cd "$2"
    export HOME="$2/home" PATH=/usr/bin:/bin
    # As a user runs it, without the runtime backtracer that CI asks for (SWIFT_BACKTRACE).
    unset SWIFT_BACKTRACE
    [ "$(usr/bin/leetview --version)" = "leetview $3" ]
    usr/bin/leetview --offline --print --color never 1 | grep -q "^1\. Two Sum"
    # Each link runs its helper: with no request, the network and cookie helpers say what they
    # expected, and the picture helper answers an empty batch.
    for helper in leetview-fetch leetview-cookies; do
      status=0; said="$("usr/bin/$helper" </dev/null 2>&1)" || status=$?
      [ "$status" = 2 ] && [ "$said" = "$helper: expected a request on stdin (run by leetview)" ] ||
        { echo "$helper does not run as the helper (status $status: $said)" >&2; exit 1; }
    done
    [ "$(usr/bin/leetview-picture </dev/null | head -c 4)" = LVP1 ] ||
      { echo "leetview-picture does not run as the helper" >&2; exit 1; }
  ' check "$toolchain" "$work" "$(version)" || {
    echo "package.sh: $package does not run without the toolchain in $toolchain" >&2
    rm -rf "$work"
    exit 1
  }
  rm -rf "$work"
  echo "checked $package: its programs run with $toolchain hidden"
}

case "${1:-}" in
  build) build ;;
  install) lay_out "${2:?usage: Scripts/package.sh install ROOT}" ;;
  deb) deb ;;
  dist) dist ;;
  check) check ;;
  *)
    echo "usage: Scripts/package.sh build|install ROOT|deb|dist|check" >&2
    exit 2
    ;;
esac
