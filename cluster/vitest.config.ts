import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// `npm run test:cluster` (ADR 044): one file, one cluster, run after `npm run build` (cluster/build.ts).
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("../src", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("..", import.meta.url)),
    include: ["cluster/**/*.test.ts"],
    environment: "node",
    globalSetup: ["cluster/build.ts"],
    pool: "forks",
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
