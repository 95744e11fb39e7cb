/**
 * The OpenAPI fuzz (DESIGN.md section 7: no 5xx from any malformed request; section 4: every error in
 * the documented shape). A bounded run with a fixed seed; `npm run fuzz` runs many more with a random one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFuzzApp } from "./fuzz-app";
import { generateCase, type OpenApiDocument, operationsOf } from "./openapi-cases";
import { formatReport, runFuzz } from "./openapi-fuzz";
import { caseSeed, seededRandom } from "./random";

const SEED = 20_260_101;
const CASES = 2_000;

let fuzz: Awaited<ReturnType<typeof createFuzzApp>>;

beforeAll(async () => {
  fuzz = await createFuzzApp();
}, 120_000);

afterAll(async () => {
  await fuzz?.close();
});

describe("OpenAPI fuzz", () => {
  it("generates the same cases from the same seed", () => {
    const operations = operationsOf(fuzz.app.swagger() as OpenApiDocument);
    const generate = () =>
      operations.map((operation, index) => {
        const { operation: _, ...fuzzCase } = generateCase(operation, seededRandom(caseSeed(SEED, index)), fuzz.known);
        return fuzzCase;
      });
    expect(generate()).toEqual(generate());
    expect(operations.map((operation) => operation.key)).toContain("GET /api/celebrities/{username}");
  });

  it(`answers ${CASES} malformed requests without a 5xx, every error in the documented shape`, async () => {
    const result = await runFuzz({ app: fuzz.app, seed: SEED, cases: CASES, actors: fuzz.actors, known: fuzz.known });
    const operations = operationsOf(fuzz.app.swagger() as OpenApiDocument);
    expect(result.routes).toEqual(operations.map((operation) => operation.key));
    expect(result.readyStatus, "GET /ready after the run").toBe(200);
    if (result.failures.length > 0) expect.fail(`\n${formatReport(result)}`);
  }, 180_000);
});
