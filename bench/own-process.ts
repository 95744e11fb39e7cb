// A part of the bench in a process of its own, started by bench/run.ts: a server runs alone in its process in
// production, and a server started after another in the same process inherits that one's heap and compiled
// code (the second database measured up to a fifth slower). The parts: one database's API runs
// (bench/api-load.ts) and issue 20's server-rendering figures (bench/ssr.ts). The goals recorded here are
// sent to the parent, which prints the summary.
import { benchApi } from "./api-load";
import { startDescribedAppServer } from "./app-server";
import { recordedGoals } from "./goals";
import type { LoadSettings } from "./load";
import type { SsrTask } from "./ssr";

export type OwnProcessTask =
  | { part: "api"; webDistDir: string; postgresUrl?: string; settings: LoadSettings }
  | ({ part: "ssr" } & SsrTask);

async function main() {
  const task = JSON.parse(process.env.BENCH_TASK ?? "") as OwnProcessTask;
  if (task.part === "ssr") {
    const { benchSsr } = await import("./ssr");
    await benchSsr(task);
  } else {
    const server = await startDescribedAppServer(task.webDistDir, task.postgresUrl);
    try {
      await benchApi(server, task.settings);
    } finally {
      await server.close();
    }
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
