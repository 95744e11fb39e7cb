import { randomUUID } from "node:crypto";
import Fastify from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { createInfrastructure, type Infrastructure, type JobTiming, type ModuleParts } from "./infrastructure";
import { createAppLogger, registerRequestTiming } from "./lib/logger";
import { accountsModule } from "./modules/accounts/accounts.module";
import { devOutboxRoutes } from "./modules/accounts/dev-outbox.routes";
import { adminModule } from "./modules/admin/admin.module";
import { adminApi } from "./modules/admin/admin-api";
import { auditModule } from "./modules/audit/audit.module";
import { brandingModule } from "./modules/branding/branding.module";
import { catalogueModule } from "./modules/catalogue/catalogue.module";
import { celebrityApplicationsModule } from "./modules/celebrity-applications/celebrity-applications.module";
import { celebrityProfileModule } from "./modules/celebrity-profile/celebrity-profile.module";
import { blogModule } from "./modules/cms/blog.module";
import { currencyModule } from "./modules/currency/currency.module";
import { devClockModule } from "./modules/dev-clock/dev-clock.module";
import { disputesModule } from "./modules/disputes/disputes.module";
import { enquiriesModule } from "./modules/enquiries/enquiries.module";
import { healthRoutes } from "./modules/health/health.routes";
import { imagesModule } from "./modules/images/images.module";
import { messagesModule } from "./modules/messages/messages.module";
import { metricsRoutes } from "./modules/metrics/metrics.routes";
import { pageContentModule } from "./modules/page-content/page-content.module";
import { paymentsModule } from "./modules/payments/payments.module";
import { createRefundStarter } from "./modules/payments/refunds";
import { payoutAccountsModule } from "./modules/payout-accounts/payout-accounts.module";
import { payoutsModule } from "./modules/payouts/payouts.module";
import { realtimeModule } from "./modules/realtime/realtime.module";
import { bookingModule, requestsModule } from "./modules/requests/requests.module";
import { seoModule } from "./modules/seo/seo.module";
import { registerWebApp } from "./modules/seo/web-app";
import { settingsModule } from "./modules/settings/settings.module";
import { shareLinksModule } from "./modules/share-links/share-links.module";
import { showcaseModule } from "./modules/showcase/showcase.module";
import { siteModule } from "./modules/site/site.module";
import { sliderModule } from "./modules/slider/slider.module";
import { staffModule } from "./modules/staff/staff.module";
import { subscriptionsModule } from "./modules/subscriptions/subscriptions.module";
import { uploadsModule } from "./modules/uploads/uploads.module";
import { videosModule } from "./modules/videos/videos.module";
import { clientErrorHandler, frameworkErrors } from "./plugins/error-handler";
import { registerHttpPolicies } from "./plugins/http";

const trustHops = (proxies: number) => (_address: string, hop: number) => hop < proxies;

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** `false`: log nothing (tests). */
  logger?: false;
  /** Where the app's own logger writes (default stdout); tests read what it logged. */
  logStream?: { write(line: string): void };
  /** Job queue timing; tests poll faster than the defaults. */
  jobs?: JobTiming;
  /** Modules the entry point adds after the app's own: the demo's job (src/server/demo), never imported here. */
  extras?: ((infra: Infrastructure) => ModuleParts)[];
};

/** The modules in order: each is built from the infrastructure and the modules it names (ADR 029). */
async function buildModules(infra: Infrastructure) {
  const currency = currencyModule(infra);
  const catalogue = await catalogueModule(infra);
  const accounts = accountsModule(infra);
  const audit = auditModule(infra, { accounts });
  const shared = { accounts, audit };
  const pageContent = await pageContentModule(infra, shared);
  const blog = blogModule(infra, shared);
  const booking = bookingModule(infra, { startRefund: createRefundStarter(infra) });
  const payments = paymentsModule(infra, { ...shared, booking });
  const payoutAccounts = payoutAccountsModule(infra, shared);
  const payouts = payoutsModule(infra, { ...shared, currency, payments, payoutAccounts });
  const requests = requestsModule(infra, { accounts, audit, booking, catalogue, currency, payments });
  const videos = videosModule(infra, { accounts, booking });
  const shareLinks = shareLinksModule(infra, { accounts, videos });
  const showcase = showcaseModule(infra, { accounts, catalogue });
  const applications = celebrityApplicationsModule(infra, { ...shared, catalogue });
  return {
    currency,
    catalogue,
    accounts,
    audit,
    applications,
    enquiries: enquiriesModule(infra, shared),
    pageContent,
    branding: brandingModule(infra, shared),
    blog,
    site: siteModule(infra),
    slider: sliderModule(infra, shared),
    settings: settingsModule(infra, shared),
    admin: adminModule(infra, { accounts, currency }),
    messages: messagesModule(infra, shared),
    realtime: realtimeModule(infra, { accounts }),
    booking,
    payments,
    payoutAccounts,
    payouts,
    disputes: disputesModule(infra, { ...shared, payments }),
    requests,
    subscriptions: subscriptionsModule(infra, { accounts, currency, payments }),
    staff: staffModule(infra, { ...shared, catalogue, requests }),
    uploads: await uploadsModule(infra, { accounts, applications, booking }),
    videos,
    shareLinks,
    showcase,
    profile: celebrityProfileModule(infra, { accounts, catalogue, showcase }),
    images: imagesModule(infra),
    seo: seoModule(infra, { catalogue, blog, shareLinks }),
    devClock: devClockModule(infra, { payouts, shareLinks, booking }),
  };
}

export type AppModules = Awaited<ReturnType<typeof buildModules>>;

export async function buildApp({ env, database, logger, logStream, jobs: jobTiming, extras = [] }: AppOptions) {
  const log = createAppLogger({ level: logger === false ? "silent" : env.LOG_LEVEL, stream: logStream });
  const app = Fastify({
    // No logger of Fastify's own (ADR 028): each request gets a child of the app's, which all logging uses.
    logger: false,
    childLoggerFactory: (_noLogger, bindings, options) => log.child(bindings, options),
    frameworkErrors,
    clientErrorHandler,
    // A number of proxies: the connection's address (hop 0) and the n - 1 after it are proxies; the address
    // the n-th one saw is the client's, whatever the client wrote to the left of it.
    trustProxy: typeof env.TRUST_PROXY === "number" ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.log = log;
  registerRequestTiming(app, log, { forMetrics: Boolean(env.METRICS_TOKEN) });
  const infra = await createInfrastructure({ env, database, log: app.log, jobTiming });
  await registerHttpPolicies(app, env, infra.rateLimits);

  const modules = await buildModules(infra);
  const parts: ModuleParts[] = [...Object.values(modules), ...extras.map((extra) => extra(infra))];
  app.decorate("infrastructure", infra).decorate("modules", modules).decorateRequest("user", null);
  app.addHook("onClose", () => infra.close(parts));

  // On onSend, not onResponse: an onResponse hook makes Fastify hold listeners on every response (ADR 028).
  if (env.METRICS_TOKEN) {
    app.addHook("onSend", (request, reply, _payload, done) => {
      const seconds = request.receivedAt > 0 ? (performance.now() - request.receivedAt) / 1000 : 0;
      infra.metrics.observeRequest(request.method, request.routeOptions.url ?? "unmatched", reply.statusCode, seconds);
      done();
    });
  }
  await app.register(healthRoutes, { database });
  await app.register(metricsRoutes, { env, metrics: infra.metrics });
  await app.register(devOutboxRoutes, { db: database.db, env });
  await app.register(
    async (api) => {
      for (const part of parts) await part.routes?.(api);
    },
    { prefix: "/api" },
  );
  // The staff side: every route below /api/admin requires staff, then its area's permission.
  await app.register(adminApi, { prefix: "/api/admin", guards: modules.accounts.services.guards, modules: parts });
  if (env.RUN_JOBS) for (const part of parts) await part.jobs?.(infra.jobs);

  await registerWebApp(app, env, {
    ...modules.seo.services,
    detectCurrency: modules.currency.services.currency.detectCurrency,
    publicChanges: infra.publicChanges,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    /** What every module is built from: database, env, log, providers, queue, realtime bus, settings. */
    infrastructure: Infrastructure;
    /** Every module by name, with its services: the entry points and the tests reach services here. */
    modules: AppModules;
  }
}
