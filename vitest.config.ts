import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    // CI's second pass (PostgreSQL, DATABASE_TESTS_ONLY) runs the server's tests, the ones a database can
    // change; the web's and the shared code's never touch one and ran on the first pass.
    include: process.env.DATABASE_TESTS_ONLY === "true" ? ["src/server/**/*.test.ts"] : ["src/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["./src/test-setup.ts"],
    // Each server test file builds its own database; two cores, so keep the pool small.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
