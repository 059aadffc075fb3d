// The static site's made files (web/build.sh runs it): the manifest, from the engine (its
// names as the board's, its addresses made relative to the site, so that it works in a
// folder such as GitHub Pages' /canasta/); i18n/languages.json, each language's tag, its
// own name (its catalog's `word-language`) and its files; and files.js, the service
// worker's list of the app's files (cached at install), of each language's (cached when
// first fetched), and a version that changes when any file does.
//   node site.mjs OUT I18N WASM   (I18N: the repository's i18n/ folder; WASM: the engine
//   as built, before build.sh packs it)
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const [out, i18n, wasm] = process.argv.slice(2);
// The packed engine must unpack, with the page's own fzstd, to the engine byte for byte;
// its SHA-256 goes beside it (engine.sha256), and the page checks what it unpacked
// against it before it compiles it.
const fzstd = createRequire(import.meta.url)(join(dirname(fileURLToPath(import.meta.url)), "fzstd.js"));
const raw = readFileSync(wasm);
const unpacked = fzstd.decompress(new Uint8Array(readFileSync(join(out, "canasta.wasm.zst"))));
if (Buffer.compare(Buffer.from(unpacked), raw) !== 0) {
  console.error("site.mjs: canasta.wasm.zst does not unpack to " + wasm);
  process.exit(2);
}
writeFileSync(join(out, "engine.sha256"), createHash("sha256").update(raw).digest("hex") + "\n");
// The engine imports nothing (built for wasm32-unknown-unknown).
const module = await WebAssembly.compile(readFileSync(wasm));
const instance = await WebAssembly.instantiate(module, {});
const x = instance.exports;
function ask(request) {
  const bytes = new TextEncoder().encode(JSON.stringify(request));
  const at = x.canasta_alloc(bytes.length);
  new Uint8Array(x.memory.buffer, at, bytes.length).set(bytes);
  const length = x.canasta_answer(at, bytes.length);
  return JSON.parse(new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.canasta_output(), length)));
}
// The manifest's words are English's, which the engine has only when handed them.
const english = {};
for (const f of readdirSync(join(out, "i18n", "en"))) english[f.replace(/\.ftl$/, "")] = readFileSync(join(out, "i18n", "en", f), "utf8");
ask({ words: { lang: "en", files: english } });
const manifest = JSON.parse(ask({ manifest: "en" }).manifest);
manifest.id = "./";
manifest.start_url = "./";
manifest.scope = "./";
manifest.icons.forEach((icon) => { icon.src = "." + icon.src; });
writeFileSync(join(out, "manifest.webmanifest"), JSON.stringify(manifest, null, 2) + "\n");

// Each language: its own name from its catalog, and its files on the site.
const languages = readdirSync(i18n).filter((tag) => statSync(join(i18n, tag)).isDirectory())
  .sort((a, b) => (a !== "en") - (b !== "en") || a.localeCompare(b))
  .map((tag) => {
    const words = readFileSync(join(i18n, tag, "words.ftl"), "utf8");
    const name = (words.match(/^word-language = (.*)$/m) || [null, tag])[1].trim();
    const dir = join(out, "i18n", tag);
    const files = readdirSync(dir).sort().map((f) => "i18n/" + tag + "/" + f);
    return { tag, name, files };
  });
writeFileSync(join(out, "i18n", "languages.json"), JSON.stringify(languages, null, 1) + "\n");

function walk(dir, into) {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, into);
    else into.push(path);
  }
  return into;
}
const files = walk(out, []).filter((p) => !p.endsWith("files.js") && !p.endsWith("LICENSE-MIT"));
const hash = createHash("sha256");
for (const file of files) hash.update(relative(out, file)).update(readFileSync(file));
const version = hash.digest("hex").slice(0, 16);
const named = files.map((f) => relative(out, f).split("\\").join("/"));
const spoken = new Set(languages.flatMap((l) => l.files));
const list = ["./"].concat(named.filter((f) => !spoken.has(f)).map((f) => "./" + f));
writeFileSync(join(out, "files.js"),
  "self.CANASTA_VERSION = " + JSON.stringify(version) + ";\n" +
  "self.CANASTA_FILES = " + JSON.stringify(list, null, 1) + ";\n" +
  "self.CANASTA_LANGUAGE_FILES = " + JSON.stringify(named.filter((f) => spoken.has(f)).map((f) => "./" + f), null, 1) + ";\n");
