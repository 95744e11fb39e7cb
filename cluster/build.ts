import { execFileSync } from "node:child_process";
import { ensureWebBuild } from "../src/server/bin/web-build";
import { root } from "./harness";

/** The cluster runs what a deploy runs: the web build (when its sources changed) and the server's bundle. */
export default async function build() {
  await ensureWebBuild();
  execFileSync("npm", ["run", "build:server"], { cwd: root, stdio: "inherit" });
}
