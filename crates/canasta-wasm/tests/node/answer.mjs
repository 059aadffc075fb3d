// Ask the WebAssembly build of the engine every request of a file, as a page would
// (tests/parity.rs and tests/cli/page_engine.rs run it):
//   node answer.mjs MODULE.wasm REQUESTS.json [DATA_FOLDER]
// REQUESTS.json is a JSON array of request texts; the answers are printed as a JSON
// array of answer texts, in order, then (on standard error) how long each took.
// The module is built for wasm32-unknown-unknown and imports nothing: as the page's
// script (web/boot.js) does with the browser's storage, this script hands it the files of
// DATA_FOLDER (a real folder, shared with the command line) before the first request,
// gives each call the clock and random bytes, and writes back into the folder the files
// each call's answer says it wrote or removed. Every language's catalog (the repository's
// i18n/, beside this file) is handed to it first, as the page hands it the one it speaks:
// the module has none (but English's presets.ftl).
import { readFileSync, readdirSync, statSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join, dirname } from "node:path";

const [modulePath, requestsPath, dataFolder] = process.argv.slice(2);
const module = await WebAssembly.compile(readFileSync(modulePath));
const instance = await WebAssembly.instantiate(module, {});
const { memory, canasta_alloc, canasta_answer, canasta_output } = instance.exports;
const i18n = new URL("../../../../i18n/", import.meta.url);
const catalogs = readdirSync(i18n).filter((tag) => !tag.includes("."));
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function ask(request) {
  const bytes = encoder.encode(request);
  const at = canasta_alloc(bytes.length);
  new Uint8Array(memory.buffer, at, bytes.length).set(bytes);
  const length = canasta_answer(at, bytes.length);
  const out = canasta_output();
  return decoder.decode(new Uint8Array(memory.buffer, out, length));
}

// Every file under `dir`, by its path relative to it.
function filesUnder(dir, prefix, into) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) filesUnder(path, prefix + name + "/", into);
    else if (stat.isFile()) into[prefix + name] = readFileSync(path, "utf8");
  }
  return into;
}

for (const tag of catalogs) {
  const files = {};
  for (const name of readdirSync(new URL(tag + "/", i18n))) {
    if (name.endsWith(".ftl") && name !== "help.ftl") files[name.slice(0, -4)] = readFileSync(new URL(tag + "/" + name, i18n), "utf8");
  }
  ask(JSON.stringify({ words: { lang: tag, files } }));
}
if (dataFolder) {
  mkdirSync(dataFolder, { recursive: true });
  ask(JSON.stringify({ load: { data: "/data", files: filesUnder(dataFolder, "", {}) } }));
}
const answers = [];
const took = [];
for (const text of JSON.parse(readFileSync(requestsPath, "utf8"))) {
  let request = text;
  const parsed = JSON.parse(text);
  if (parsed.call) {
    // The page's clock and randomness, as boot.js gives them.
    if (parsed.call.now_ms === undefined) parsed.call.now_ms = Date.now();
    if (parsed.call.random === undefined) parsed.call.random = randomBytes(16).toString("hex");
    request = JSON.stringify(parsed);
  }
  const started = process.hrtime.bigint();
  const answer = ask(request);
  took.push(Number(process.hrtime.bigint() - started) / 1e6);
  const answered = JSON.parse(answer);
  if (dataFolder && answered.changes) {
    for (const [path, content] of Object.entries(answered.changes)) {
      const file = join(dataFolder, path);
      if (content === null) rmSync(file, { force: true });
      else {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, content);
      }
    }
    // The answer as the page's script hands it to the page: without the files.
    delete answered.changes;
    answers.push(JSON.stringify(answered));
  } else answers.push(answer);
}
process.stdout.write(JSON.stringify(answers));
took.sort((a, b) => a - b);
const at = (q) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0;
process.stderr.write(`requests ${took.length}, median ${at(0.5).toFixed(3)} ms, 95th ${at(0.95).toFixed(3)} ms\n`);
