// Ask the WebAssembly build of the engine every request of a file, as a page would
// (tests/parity.rs and tests/page_calls.rs run it):
//   node answer.mjs MODULE.wasm REQUESTS.json [DATA_FOLDER]
// REQUESTS.json is a JSON array of request texts; the answers are printed as a JSON
// array of answer texts, in order, then (on standard error) how long each took.
// The module is built for WASI (wasm32-wasip1): Node's own WASI gives it the clock, the
// randomness and, when DATA_FOLDER is named, that folder as the page's `/data`, as the
// page's script gives it the browser's storage. Every language's catalog (the
// repository's i18n/, beside this file) is handed to it first, as the page hands it the
// one it speaks: only English is in the module.
import { readFileSync, readdirSync } from "node:fs";
import { WASI } from "node:wasi";

const [modulePath, requestsPath, dataFolder] = process.argv.slice(2);
const wasi = new WASI({
  version: "preview1",
  args: ["canasta"],
  env: {},
  preopens: dataFolder ? { "/data": dataFolder } : {},
});
const module = await WebAssembly.compile(readFileSync(modulePath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
wasi.initialize(instance);
const { memory, canasta_alloc, canasta_answer, canasta_output } = instance.exports;
const i18n = new URL("../../../../i18n/", import.meta.url);
const catalogs = readdirSync(i18n).filter((tag) => tag !== "en" && !tag.includes("."));
const requests = catalogs.map((tag) => {
  const files = {};
  for (const name of readdirSync(new URL(tag + "/", i18n))) {
    if (name.endsWith(".ftl")) files[name.slice(0, -4)] = readFileSync(new URL(tag + "/" + name, i18n), "utf8");
  }
  return JSON.stringify({ words: { lang: tag, files } });
}).concat(JSON.parse(readFileSync(requestsPath, "utf8")));
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const answers = [];
const took = [];
for (const request of requests) {
  const started = process.hrtime.bigint();
  const bytes = encoder.encode(request);
  const at = canasta_alloc(bytes.length);
  new Uint8Array(memory.buffer, at, bytes.length).set(bytes);
  const length = canasta_answer(at, bytes.length);
  const out = canasta_output();
  answers.push(decoder.decode(new Uint8Array(memory.buffer, out, length)));
  took.push(Number(process.hrtime.bigint() - started) / 1e6);
}
process.stdout.write(JSON.stringify(answers.slice(catalogs.length)));
took.splice(0, catalogs.length);
took.sort((a, b) => a - b);
const at = (q) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0;
process.stderr.write(`requests ${took.length}, median ${at(0.5).toFixed(3)} ms, 95th ${at(0.95).toFixed(3)} ms\n`);
