/**
 * `npm run fuzz [-- --seed N] [--cases N] [--case N[,N…]]`: the OpenAPI fuzz, longer than the one in
 * `npm test`. A random seed unless given one (`--seed` or FUZZ_SEED); `--case` replays single cases of
 * a run. Exits 1 on any 5xx, error not in the documented shape, or a server that is not ready afterwards.
 */
import { parseArgs } from "node:util";
import { createFuzzApp } from "../fuzz/fuzz-app";
import { formatReport, runFuzz, summarize } from "../fuzz/openapi-fuzz";
import { randomSeed } from "../fuzz/random";

const { values } = parseArgs({
  options: {
    seed: { type: "string" },
    cases: { type: "string", default: "10000" },
    case: { type: "string", multiple: true },
  },
});

const seedText = values.seed ?? process.env.FUZZ_SEED;
const seed = seedText ? Number(seedText) : randomSeed();
const cases = Number(values.cases);
const only = values.case?.flatMap((list) => list.split(",")).map(Number);
if (!Number.isInteger(seed) || !Number.isInteger(cases) || cases < 1 || only?.some((n) => !Number.isInteger(n))) {
  console.error("usage: npm run fuzz -- [--seed <integer>] [--cases <count>] [--case <index>[,<index>…]]");
  process.exit(2);
}

console.log(`fuzz: seed ${seed}, ${only ? `cases ${only.join(", ")}` : `${cases} cases`}`);
const fuzz = await createFuzzApp();
const started = Date.now();
let failed = true;
try {
  const result = await runFuzz({
    app: fuzz.app,
    seed,
    cases,
    only,
    actors: fuzz.actors,
    known: fuzz.known,
    onProgress: (done, failures) =>
      console.log(`  ${done} cases, ${failures} failures, ${((Date.now() - started) / 1000).toFixed(0)} s`),
  });
  failed = result.failures.length > 0 || result.readyStatus !== 200;
  console.log(failed ? `\n${formatReport(result)}` : summarize(result));
  const replay = only ? `--case ${only.join(",")}` : `--cases ${cases}`;
  if (failed) console.log(`\nFAILED with seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz -- ${replay})`);
} finally {
  await fuzz.close();
}
process.exit(failed ? 1 : 0);
