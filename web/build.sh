#!/usr/bin/env bash
# The phone alone (issue 43) as a static site: web/build.sh OUT writes into the folder OUT
# everything an HTTPS static host (GitHub Pages, Netlify, any web server) serves: the
# scorer's page with the engine in it (canasta.wasm.zst, built here for wasm32-unknown-unknown:
# it imports nothing, the page hands it its files, clock and randomness), the service
# worker and its list of files, the manifest and the icons. Needs cargo with rustup's
# wasm32-unknown-unknown target, Node.js and zstd; nothing is downloaded but from crates.io.
set -euo pipefail
out=${1:?"usage: web/build.sh OUT (the folder to write the site into)"}
if ! command -v zstd >/dev/null 2>&1; then
  echo "web/build.sh: zstd is needed to pack the engine (apt-get install zstd; brew install zstd)" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || true
target=${CARGO_TARGET_DIR:-$root/target}
cargo build --locked --profile wasm -p canasta-wasm --target wasm32-unknown-unknown \
  --manifest-path "$root/Cargo.toml"
mkdir -p "$out"
# A site built before with the WASI shim: its folder goes.
rm -rf "$out/wasi"
# The engine goes over the wire compressed with zstd (level 19): 489 KB against 609 KB
# with the gzip -9 a static host such as GitHub Pages applies (issue 43, item 7: 500 KB
# over the wire). The page unpacks it with fzstd (web/fzstd.js: fzstd 0.1.1 from npm, its
# umd/index.js as published, MIT, web/fzstd-LICENSE-MIT; sha256 fbea1c25...686461d) and
# compiles it; the service worker keeps the packed file.
rm -f "$out/canasta.wasm"
zstd -19 -q -f --no-progress "$target/wasm32-unknown-unknown/wasm/canasta_wasm.wasm" \
  -o "$out/canasta.wasm.zst"
cp "$root"/web/index.html "$root"/web/boot.js "$root"/web/sw.js "$root"/web/fzstd.js \
  "$root"/web/fzstd-LICENSE-MIT "$out/"
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
wasm="$target/wasm32-unknown-unknown/wasm/canasta_wasm.wasm"
node --no-warnings "$root/web/site.mjs" "$out" "$root/i18n" "$wasm"
echo "the phone alone: $out ($(du -sh "$out" | cut -f1); the engine $(wc -c <"$wasm") bytes, $(wc -c <"$out/canasta.wasm.zst") packed)"
