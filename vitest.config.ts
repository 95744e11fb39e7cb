import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// CI's second pass (PostgreSQL, DATABASE_TESTS_ONLY) runs the server's tests, the ones a database can change;
// the web's and the shared code's never touch one and ran on the first pass.
const databaseTestsOnly = process.env.DATABASE_TESTS_ONLY === "true";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    environment: "node",
    setupFiles: ["./src/test-setup.ts"],
    // Each server test file builds its own database; two cores, so keep the pool small.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: databaseTestsOnly
            ? ["src/server/**/*.test.ts"]
            : ["src/server/**/*.test.ts", "src/shared/**/*.test.ts"],
          // Server tests mock no module and build everything they use per file, so a worker keeps the modules
          // it imported (Fastify, the AWS SDK, the app) for its next file instead of loading them again.
          isolate: false,
        },
      },
      ...(databaseTestsOnly
        ? []
        : [{ extends: true as const, test: { name: "web", include: ["src/web/**/*.test.{ts,tsx}"] } }]),
    ],
  },
});
