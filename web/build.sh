#!/usr/bin/env bash
# The phone alone (issue 43) as a static site: web/build.sh OUT writes into the folder OUT
# everything an HTTPS static host (GitHub Pages, Netlify, any web server) serves: the
# scorer's page with the engine in it (canasta.wasm, built here for WASI), the WASI shim
# from npm (@bjorn3/browser_wasi_shim, pinned), the service worker and its list of files,
# the manifest and the icons. Needs cargo with rustup's wasm32-wasip1 target, Node.js and
# curl; nothing is downloaded from anywhere but crates.io and the npm registry (the shim's
# archive, checked against the registry's published SHA-512).
set -euo pipefail
out=${1:?"usage: web/build.sh OUT (the folder to write the site into)"}
root=$(cd "$(dirname "$0")/.." && pwd)
shim_version=0.4.2
# The registry's integrity (sha512-/iHkCVUG3Vbc...I/hA==), in hexadecimal.
shim_sha512=fe21e4095506dd56dc6e61079f988852922b87b6bb58f8b0677b07cb81d9299cc175269dc1d75d603640208db306f4185742df8bc9da66780f08ded63c723f84
rustup target add wasm32-wasip1 >/dev/null 2>&1 || true
target=${CARGO_TARGET_DIR:-$root/target}
cargo build --locked --profile wasm -p canasta-wasm --target wasm32-wasip1 \
  --manifest-path "$root/Cargo.toml"
mkdir -p "$out/wasi"
cp "$target/wasm32-wasip1/wasm/canasta_wasm.wasm" "$out/canasta.wasm"
shim="$root/target/web/browser_wasi_shim-$shim_version"
if [ ! -f "$shim/package/dist/index.js" ]; then
  mkdir -p "$shim"
  curl -fsSL -o "$shim/shim.tgz" \
    "https://registry.npmjs.org/@bjorn3/browser_wasi_shim/-/browser_wasi_shim-$shim_version.tgz"
  echo "$shim_sha512  $shim/shim.tgz" | sha512sum -c --quiet - \
    || { echo "the WASI shim's archive is not the one published" >&2; exit 1; }
  tar xzf "$shim/shim.tgz" -C "$shim"
fi
cp "$shim"/package/dist/*.js "$out/wasi/"
cp "$shim/package/LICENSE-MIT" "$out/wasi/LICENSE-MIT"
cp "$root"/web/index.html "$root"/web/boot.js "$root"/web/sw.js "$out/"
cp "$root"/src/phone/score.js "$root"/src/phone/score.css "$root"/src/phone/app.js "$out/"
cp "$root"/src/phone/icons/*.png "$root"/src/phone/icons/favicon.ico "$out/"
# Every language but English (which is in the engine) as files the page fetches when it
# speaks it: one language over the wire on a first visit (issue 43, item 7).
rm -rf "$out/i18n"
for dir in "$root"/i18n/*/; do
  tag=$(basename "$dir")
  [ "$tag" = en ] && continue
  mkdir -p "$out/i18n/$tag"
  # help.ftl is the command line's `--help`: the page has none.
  for file in "$dir"*.ftl; do
    [ "$(basename "$file")" = help.ftl ] || cp "$file" "$out/i18n/$tag/"
  done
done
node --no-warnings "$root/web/site.mjs" "$out" "$root/i18n"
echo "the phone alone: $out ($(du -sh "$out" | cut -f1); canasta.wasm $(wc -c <"$out/canasta.wasm") bytes)"
