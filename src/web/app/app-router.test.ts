// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { createAppRouter } from "./router";

type AppRouter = ReturnType<typeof createAppRouter>;

/** The browser's router opened at `path`, once it has matched (and loaded) the page. */
async function openAt(path: string): Promise<AppRouter> {
  window.history.replaceState(null, "", path);
  const router = createAppRouter(new QueryClient(), path.startsWith("/fr") ? "fr" : "en");
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  return router;
}

const chunksOf = (router: AppRouter) =>
  router.state.matches.map((match) => (match.route.handle as { chunk?: string } | undefined)?.chunk);

let opened: AppRouter | undefined;
afterEach(() => opened?.dispose());

describe("the browser's router", () => {
  it("adds the signed-in areas on the first visit to one of them: a dashboard address opens the dashboard", async () => {
    opened = await openAt("/dashboard/videos");
    expect(chunksOf(opened)).toEqual(["app/layouts/dashboard-layout.tsx", "app/routes/dashboard-videos.tsx"]);
  });

  it("does so in another language too, and an unknown address under /admin is the staff shell's not-found page", async () => {
    opened = await openAt("/fr/admin/nowhere");
    expect(chunksOf(opened)).toEqual([
      "app/layouts/dashboard-layout.tsx",
      "app/layouts/admin-guard.tsx",
      "app/routes/not-found.tsx",
    ]);
  });

  it("leaves a public address to the public tree: an unknown one is the public not-found page", async () => {
    opened = await openAt("/nowhere");
    expect(chunksOf(opened)).toEqual([undefined, "app/routes/not-found.tsx"]);
    await opened.navigate("/admin");
    expect(chunksOf(opened)).toEqual([
      "app/layouts/dashboard-layout.tsx",
      "app/layouts/admin-guard.tsx",
      "app/routes/admin/dashboard.tsx",
    ]);
  });
});
