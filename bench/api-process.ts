// One database's API runs (bench/api-load.ts) in a process of their own, started by bench/run.ts: a
// server runs alone in its process in production, and a server started after another in the same process
// inherits that one's heap and compiled code (the second database measured up to a fifth slower). The goals
// recorded here are sent to the parent, which prints the summary.
import { benchApi } from "./api-load";
import { startDescribedAppServer } from "./app-server";
import { recordedGoals } from "./goals";
import type { LoadSettings } from "./load";

export type ApiProcessTask = { webDistDir: string; postgresUrl?: string; settings: LoadSettings };

async function main() {
  const task = JSON.parse(process.env.BENCH_API_TASK ?? "") as ApiProcessTask;
  const server = await startDescribedAppServer(task.webDistDir, task.postgresUrl);
  try {
    await benchApi(server, task.settings);
  } finally {
    await server.close();
  }
  process.send?.(recordedGoals());
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
