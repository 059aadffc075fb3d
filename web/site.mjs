// The static site's made files (web/build.sh runs it): the manifest, from the engine (its
// names as the board's, its addresses made relative to the site, so that it works in a
// folder such as GitHub Pages' /canasta/), and files.js, the service worker's list of every
// file with a version that changes when any file does.
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { createHash } from "node:crypto";
import { join, relative } from "node:path";
import { WASI } from "node:wasi";

const out = process.argv[2];
const wasi = new WASI({ version: "preview1", args: ["canasta"], env: {}, preopens: {} });
const module = await WebAssembly.compile(readFileSync(join(out, "canasta.wasm")));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
wasi.initialize(instance);
const x = instance.exports;
function ask(request) {
  const bytes = new TextEncoder().encode(JSON.stringify(request));
  const at = x.canasta_alloc(bytes.length);
  new Uint8Array(x.memory.buffer, at, bytes.length).set(bytes);
  const length = x.canasta_answer(at, bytes.length);
  return JSON.parse(new TextDecoder().decode(new Uint8Array(x.memory.buffer, x.canasta_output(), length)));
}
const manifest = JSON.parse(ask({ manifest: "en" }).manifest);
manifest.id = "./";
manifest.start_url = "./";
manifest.scope = "./";
manifest.icons.forEach((icon) => { icon.src = "." + icon.src; });
writeFileSync(join(out, "manifest.webmanifest"), JSON.stringify(manifest, null, 2) + "\n");

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
const list = ["./"].concat(files.map((f) => "./" + relative(out, f).split("\\").join("/")));
writeFileSync(join(out, "files.js"),
  "self.CANASTA_VERSION = " + JSON.stringify(version) + ";\n" +
  "self.CANASTA_FILES = " + JSON.stringify(list, null, 1) + ";\n");
