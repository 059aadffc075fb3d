#!/usr/bin/env bash
# The phone alone (issue 43) as a static site: web/build.sh OUT writes into the folder OUT
# everything an HTTPS static host (GitHub Pages, Netlify, any web server) serves: the
# scorer's page with the engine in it (canasta.wasm, built here for wasm32-unknown-unknown:
# it imports nothing, the page hands it its files, clock and randomness), the service
# worker and its list of files, the manifest and the icons. Needs cargo with rustup's
# wasm32-unknown-unknown target and Node.js; nothing is downloaded but from crates.io.
set -euo pipefail
out=${1:?"usage: web/build.sh OUT (the folder to write the site into)"}
root=$(cd "$(dirname "$0")/.." && pwd)
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
target=${CARGO_TARGET_DIR:-$root/target}
cargo build --locked --profile wasm -p canasta-wasm --target wasm32-unknown-unknown \
  --manifest-path "$root/Cargo.toml"
mkdir -p "$out"
# A site built before with the WASI shim: its folder goes.
rm -rf "$out/wasi"
cp "$target/wasm32-unknown-unknown/wasm/canasta_wasm.wasm" "$out/canasta.wasm"
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
  # help.ftl is the command line's `--help`: the page has none. The translators' comment
  # lines are left empty, as in the engine's English (build.rs).
  for file in "$dir"*.ftl; do
    [ "$(basename "$file")" = help.ftl ] || sed 's/^#.*$//' "$file" >"$out/i18n/$tag/$(basename "$file")"
  done
done
node --no-warnings "$root/web/site.mjs" "$out" "$root/i18n"
echo "the phone alone: $out ($(du -sh "$out" | cut -f1); canasta.wasm $(wc -c <"$out/canasta.wasm") bytes)"
