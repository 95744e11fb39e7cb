/** Import boundaries of DESIGN.md section 2 and 4. `npm run lint` fails when one is crossed. */
module.exports = {
  forbidden: [
    {
      name: "shared-is-pure",
      comment: "src/shared holds domain rules and the API contract: no server, web, React or Node imports.",
      severity: "error",
      from: { path: "^src/shared" },
      to: {
        path: ["^src/server", "^src/web", "^node_modules/react", "^node_modules/@types/node"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "shared-no-node-builtins",
      severity: "error",
      from: { path: "^src/shared" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "web-not-server",
      comment: "The web app talks to the server only over HTTP.",
      severity: "error",
      from: { path: "^src/web" },
      to: { path: "^src/server" },
    },
    {
      name: "web-loads-validation-words-with-forms",
      comment:
        "The English validation catalogue joins no page's first download (ADR 061): the web loads it through src/web/lib/validation-messages.ts.",
      severity: "error",
      from: { path: "^src/web" },
      to: { path: "^src/shared/messages/english-validation\\.ts$" },
    },
    {
      name: "server-not-web",
      severity: "error",
      from: { path: "^src/server" },
      to: { path: "^src/web" },
    },
    {
      name: "features-do-not-import-each-other",
      comment: "Pages compose features; a feature never imports another.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/([^/]+)/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "web-shared-code-not-features-or-app",
      comment:
        "src/web/components and src/web/lib serve every feature: they never import a feature or the app shell (promote, never reach up).",
      severity: "error",
      from: { path: "^src/web/(components|lib)/" },
      to: { path: "^src/web/(features|app)/" },
    },
    {
      name: "no-circular",
      comment:
        "Modules that import each other, even only for types, are one module in two places: inject the callback instead.",
      severity: "error",
      from: {},
      // tsPreCompilationDeps (below) keeps type-only imports in the graph; no viaOnly filter, so they count too.
      to: { circular: true },
    },
    {
      name: "requests-not-payments",
      comment:
        "payments builds on the request state machine; requests get checkouts and refunds injected (RequestCheckouts, startRefund).",
      severity: "error",
      from: { path: "^src/server/modules/requests/" },
      to: { path: "^src/server/modules/payments/" },
    },
    {
      name: "bin-is-the-top-floor",
      comment:
        "src/server/bin holds the entry points and CLIs: they compose everything below; nothing imports them (ADR 029).",
      severity: "error",
      from: { pathNot: "^src/server/bin/" },
      to: { path: "^src/server/bin/" },
    },
    {
      name: "no-demo-in-production",
      comment:
        "Demo data and its job (src/server/demo) sit beside bin: only the entry points add them; no module, no app code imports demo.",
      severity: "error",
      from: { path: "^src/server/", pathNot: "^src/server/(bin|demo)/" },
      to: { path: "^src/server/demo/" },
    },
    {
      name: "lower-floors-stay-low",
      comment:
        "providers, db, lib, plugins and jobs sit below the modules: they never import a module, the app, the demo or an entry point.",
      severity: "error",
      from: { path: "^src/server/(providers|db|lib|plugins|jobs)/" },
      to: { path: "^src/server/(modules|bin|demo)/|^src/server/(app|infrastructure)\\.ts$" },
    },
    {
      name: "jobs-never-name-a-module",
      comment:
        "src/server/jobs is the queue and the job map; each module registers its own handlers (ModuleParts.jobs).",
      severity: "error",
      from: { path: "^src/server/jobs/" },
      to: { path: "^src/server/modules/" },
    },
    {
      name: "routes-are-not-a-library",
      comment:
        "A module never imports another module's *.routes.ts: what two modules share lives in a library file (service, schema, helper).",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/" },
      to: { path: "^src/server/modules/[^/]+/[^/]+\\.routes\\.ts$", pathNot: "^src/server/modules/$1/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["\\.test\\.tsx?$"] },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
