#!/usr/bin/env bash
# The phone alone (issue 43) as a static site: web/build.sh OUT writes into the folder OUT
# everything an HTTPS static host (GitHub Pages, Netlify, any web server) serves: the
# scorer's page with the engine in it (canasta.wasm.zst, built here for wasm32-unknown-unknown:
# it imports nothing, the page hands it its files, clock and randomness), the service
# worker and its list of files, the manifest and the icons. Needs cargo with rustup's
# wasm32-unknown-unknown target, Node.js with npm, and zstd; nothing is downloaded but from
# crates.io and the npm registry (binaryen, pinned in web/tools/package-lock.json).
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
# The engine made smaller by binaryen's wasm-opt (npm's binaryen 132.0.0, as
# web/tools/package-lock.json pins it, its integrity checked by `npm ci`): its size
# optimisations (-Oz) but for inlining, which makes the module smaller but larger packed
# (the speed page has the figures). 1.66 MB -> 1.49 MB, 447 -> 443 KB packed. What the page
# runs, and what .ci/run's tests run (tests/parity.rs, tests/cli/page_engine.rs).
built="$target/wasm32-unknown-unknown/wasm/canasta_wasm.wasm"
wasm="$target/wasm32-unknown-unknown/wasm/canasta_wasm.opt.wasm"
tools="$target/web-tools"
if ! cmp -s "$root/web/tools/package-lock.json" "$tools/package-lock.json" \
  || [ ! -f "$tools/node_modules/binaryen/bin/wasm-opt" ]; then
  rm -rf "$tools"
  mkdir -p "$tools"
  cp "$root/web/tools/package.json" "$root/web/tools/package-lock.json" "$tools/"
  npm ci --prefix "$tools" --no-audit --no-fund --ignore-scripts >/dev/null
fi
# The features Rust's wasm32-unknown-unknown target builds with (the module does not say).
node "$tools/node_modules/binaryen/bin/wasm-opt" -Oz --skip-pass=inlining-optimizing \
  --enable-bulk-memory --enable-sign-ext --enable-mutable-globals \
  --enable-nontrapping-float-to-int --enable-multivalue --enable-reference-types \
  "$built" -o "$wasm"
mkdir -p "$out"
# A site built before with the WASI shim: its folder goes.
rm -rf "$out/wasi"
# The engine goes over the wire compressed with zstd (level 19): 489 KB against 609 KB
# with the gzip -9 a static host such as GitHub Pages applies (issue 43, item 7: 500 KB
# over the wire). The page unpacks it with fzstd (web/fzstd.js: fzstd 0.1.1 from npm, its
# umd/index.js as published, MIT, web/fzstd-LICENSE-MIT; sha256 fbea1c25...686461d) and
# compiles it; the service worker keeps the packed file.
rm -f "$out/canasta.wasm"
zstd -19 -q -f --no-progress "$wasm" -o "$out/canasta.wasm.zst"
cp "$root"/web/index.html "$root"/web/boot.js "$root"/web/sw.js "$root"/web/fzstd.js \
  "$root"/web/fzstd-LICENSE-MIT "$out/"
cp "$root"/src/phone/score.js "$root"/src/phone/score.css "$root"/src/phone/app.js "$out/"
cp "$root"/src/phone/icons/*.png "$root"/src/phone/icons/favicon.ico "$out/"
# Every language, English too, as files the page fetches when it speaks it: one language
# over the wire on a first visit (issue 43, item 7). The engine has none of them (but
# English's presets.ftl, the key to the presets' own words: render/i18n.rs).
rm -rf "$out/i18n"
for dir in "$root"/i18n/*/; do
  tag=$(basename "$dir")
  mkdir -p "$out/i18n/$tag"
  # help.ftl is the command line's `--help`: the page has none. The translators' comment
  # lines are left empty, as in the engine's English (build.rs).
  for file in "$dir"*.ftl; do
    [ "$(basename "$file")" = help.ftl ] || sed 's/^#.*$//' "$file" >"$out/i18n/$tag/$(basename "$file")"
  done
done
node --no-warnings "$root/web/site.mjs" "$out" "$root/i18n" "$wasm"
echo "the phone alone: $out ($(du -sh "$out" | cut -f1); the engine $(wc -c <"$wasm") bytes, $(wc -c <"$out/canasta.wasm.zst") packed)"
