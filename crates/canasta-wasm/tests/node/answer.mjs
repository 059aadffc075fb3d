// Ask the WebAssembly build of the rules core every request of a file, as a page would
// (tests/parity.rs runs it): node answer.mjs MODULE.wasm REQUESTS.json
// REQUESTS.json is a JSON array of request texts; the answers are printed as a JSON
// array of answer texts, in order, then (on standard error) how long each took.
import { readFileSync } from "node:fs";

const [modulePath, requestsPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(readFileSync(modulePath), {});
const { memory, canasta_alloc, canasta_answer, canasta_output } = instance.exports;
const requests = JSON.parse(readFileSync(requestsPath, "utf8"));
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
process.stdout.write(JSON.stringify(answers));
took.sort((a, b) => a - b);
const at = (q) => took[Math.min(took.length - 1, Math.floor(q * took.length))] ?? 0;
process.stderr.write(`requests ${took.length}, median ${at(0.5).toFixed(3)} ms, 95th ${at(0.95).toFixed(3)} ms\n`);
