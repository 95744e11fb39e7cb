import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import etag from "@fastify/etag";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import { errorBody } from "./errors";
import { registerJobHandlers } from "./jobs/handlers";
import { createJobQueue, type JobQueueOptions } from "./jobs/pg-boss-queue";
import { createAppLogger, logRequestCompleted, registerRequestTiming } from "./lib/logger";
import { decodedPath, isApiRoute } from "./lib/routed-path";
import { createSecretBox } from "./lib/secret-box";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { createAccountsService } from "./modules/accounts/accounts.service";
import { createAuth } from "./modules/accounts/auth";
import { devOutboxRoutes } from "./modules/accounts/dev-outbox.routes";
import { invitationsRoutes } from "./modules/accounts/invitations.routes";
import { createOtpService } from "./modules/accounts/otp.service";
import { createStaffService } from "./modules/accounts/staff.service";
import { createTestFans } from "./modules/accounts/test-fans";
import { createUsersAdminService } from "./modules/accounts/users-admin.service";
import { adminApi } from "./modules/admin/admin-api";
import { createDashboardService } from "./modules/admin/dashboard.service";
import { createAuditLog } from "./modules/audit/audit.service";
import { brandingRoutes } from "./modules/branding/branding.routes";
import { createBranding } from "./modules/branding/branding.service";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes";
import { createCatalogueService } from "./modules/catalogue/catalogue.service";
import { celebrityApplicationsRoutes } from "./modules/celebrity-applications/celebrity-applications.routes";
import { createCelebrityApplicationsService } from "./modules/celebrity-applications/celebrity-applications.service";
import { celebrityProfileRoutes } from "./modules/celebrity-profile/celebrity-profile.routes";
import { createCelebrityProfileService } from "./modules/celebrity-profile/celebrity-profile.service";
import { blogRoutes } from "./modules/cms/blog.routes";
import { createBlogService } from "./modules/cms/blog.service";
import { currencyRoutes } from "./modules/currency/currency.routes";
import { createCurrencyService } from "./modules/currency/currency.service";
import { enquiriesRoutes } from "./modules/enquiries/enquiries.routes";
import { createEnquiriesService } from "./modules/enquiries/enquiries.service";
import { healthRoutes } from "./modules/health/health.routes";
import { imagesRoutes } from "./modules/images/images.routes";
import { pageContentRoutes } from "./modules/page-content/page-content.routes";
import { createPageContentService } from "./modules/page-content/page-content.service";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { createPaymentsService } from "./modules/payments/payments.service";
import { createReceipts } from "./modules/payments/receipts";
import { createRefundStarter, createRefunds } from "./modules/payments/refunds";
import { createStaffRefunds } from "./modules/payments/refunds-staff.service";
import { createRealtimeBus } from "./modules/realtime/pg-realtime-bus";
import { realtimeRoutes } from "./modules/realtime/realtime.routes";
import { createBookingEvents } from "./modules/requests/booking-events";
import { createExpiry } from "./modules/requests/expiry";
import { requestsRoutes } from "./modules/requests/requests.routes";
import { createRequestsService } from "./modules/requests/requests.service";
import { createPageData, type PageData } from "./modules/seo/page-data";
import { createPageMeta, type PageMetaService } from "./modules/seo/page-meta";
import { createPageTemplate, renderHead } from "./modules/seo/render-head";
import { seoRoutes } from "./modules/seo/seo.routes";
import { createSitemap } from "./modules/seo/sitemap";
import { createAdminSettings } from "./modules/settings/admin-settings.service";
import { createSettingsService, settingsEnvDefaults } from "./modules/settings/settings.service";
import { siteRoutes } from "./modules/site/site.routes";
import { createSliderService } from "./modules/slider/slider.service";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes";
import { createSubscriptionsService } from "./modules/subscriptions/subscriptions.service";
import { shareLinksRoutes } from "./modules/videos/share-links.routes";
import { createShareLinksService } from "./modules/videos/share-links.service";
import { showcaseRoutes } from "./modules/videos/showcase.routes";
import { createShowcaseService } from "./modules/videos/showcase.service";
import { createShowcaseUrlSigner, createVideoUrlSigner } from "./modules/videos/signed-urls";
import { uploadsDirectory, uploadsRoutes } from "./modules/videos/uploads.routes";
import { createUploadsService } from "./modules/videos/uploads.service";
import { videosRoutes } from "./modules/videos/videos.routes";
import { createVideosService } from "./modules/videos/videos.service";
import { createGuards } from "./plugins/auth-guards";
import { registerCrossSiteGuard } from "./plugins/cross-site-guard";
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from "./plugins/error-handler";
import { registerInputGuard } from "./plugins/input-guard";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { createMailer } from "./providers/mail/mailer";
import { createPaymentProviders } from "./providers/payments/create-provider";
import { createSmsProvider } from "./providers/sms/sms";
import { createStorage } from "./providers/storage/create-storage";

export type AppOptions = {
  env: Env;
  database: DatabaseHandle;
  /** `false`: log nothing (tests). */
  logger?: false;
  /** Where the app's own logger writes (default stdout); tests read what it logged. */
  logStream?: { write(line: string): void };
  /** Job queue timing; tests poll faster than the defaults. */
  jobs?: Pick<JobQueueOptions, "pollingIntervalSeconds" | "cronCheckIntervalSeconds" | "stopTimeoutMs">;
};

export async function buildApp({ env, database, logger, logStream, jobs: jobTiming }: AppOptions) {
  const log = createAppLogger({ level: logger === false ? "silent" : env.LOG_LEVEL, stream: logStream });
  const app = Fastify({
    // No logger of Fastify's own: it would hold two listeners on every response to log its completion
    // (ADR 028). Each request gets a child of the app's logger; onSend writes the completion line.
    logger: false,
    childLoggerFactory: (_noLogger, bindings, options) => log.child(bindings, options),
    frameworkErrors,
    clientErrorHandler,
    trustProxy: env.TRUST_PROXY,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();
  // Fastify's own messages and every `app.log` in the app go to the same logger.
  app.log = log;
  registerRequestTiming(app, log);

  // Every route the app serves, for the authorization matrix test and the docs.
  const routeList: { method: string; url: string }[] = [];
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.decorate("routeList", routeList);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook("onSend", (request, reply, _payload, done) => {
    reply.header("x-request-id", request.id);
    // An answer no route marked cacheable (personal data, errors) is never stored by a browser or proxy.
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
    logRequestCompleted(request, reply);
    done();
  });
  // Only JSON bodies (and the raw bytes the webhook and upload routes take for themselves): a text/plain
  // POST is what a cross-site form can send without a preflight.
  app.removeContentTypeParser("text/plain");

  registerSecurityHeaders(app, env);
  registerCrossSiteGuard(app, { appUrl: env.APP_URL });
  registerInputGuard(app);
  await app.register(rateLimit, {
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    // Decided on the route the router chose, never on the raw URL (`/%61pi/...` routes to `/api/...`).
    allowList: (request) => !isApiRoute(request),
  });
  await app.register(etag, { weak: true });

  await app.register(swagger, {
    openapi: {
      info: { title: "Salamu API", version: "1.0.0", description: "Personalised video messages from Africa's stars." },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  const currency = createCurrencyService({ db: database.db, env, log: app.log });
  const catalogue = createCatalogueService({
    db: database.db,
    cacheMs: env.CATALOGUE_CACHE_SECONDS * 1000,
    // Called per request, long after `showcase` (below) exists.
    showcaseVideos: (celebrityId) => showcase.publicVideos(celebrityId),
    // A change made on any instance drops the cached catalogue on every one (ADR 023).
    bus: database,
    log: app.log,
  });
  const stopCatalogueListen = await catalogue.listen();
  app.addHook("onClose", async () => {
    await stopCatalogueListen();
  });
  app.decorate("currency", currency);

  const mailer = createMailer({
    db: database.db,
    log: app.log,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    isProduction: env.isProduction,
  });
  const sms = createSmsProvider({
    url: env.SMS_PROVIDER_URL,
    token: env.SMS_PROVIDER_TOKEN,
    log: app.log,
    isProduction: env.isProduction,
  });
  const auth = createAuth({ db: database.db, env, mailer, log: app.log });
  const otp = createOtpService({
    db: database.db,
    secret: env.APP_SECRET,
    sms,
    exposeDevCode: sms.kind === "console" && !env.isProduction,
  });
  const accounts = createAccountsService({ db: database.db, auth, env, mailer, otp });
  const guards = createGuards(accounts);
  app.decorateRequest("user", null);
  const applications = createCelebrityApplicationsService({
    db: database.db,
    env,
    mailer,
    clearCatalogueCache: catalogue.clearCache,
  });
  // The booking services need the job queue and the bus created below; they join this object there.
  app.decorate("services", { accounts, applications } as App["services"]);

  // Live updates and background jobs. Stopped on close, before the caller closes the database: the
  // queue first (its running handlers may still publish), then the bus.
  const realtime = await createRealtimeBus(database, app.log);
  const jobs = await createJobQueue(database, { log: app.log, worker: env.RUN_JOBS, ...jobTiming });
  app.addHook("onClose", async () => {
    await jobs.stop();
    await realtime.close();
  });
  const bookingEvents = createBookingEvents({
    db: database.db,
    realtime,
    startRefund: createRefundStarter({ db: database.db, jobs }),
    mailer,
    appUrl: env.APP_URL,
    log: app.log,
  });
  app.decorate("realtime", realtime);
  app.decorate("jobs", jobs);
  app.decorate("bookingEvents", bookingEvents);

  // Staff's run-time settings (src/shared/settings.ts), the environment as their defaults.
  const settings = await createSettingsService({
    database,
    box: createSecretBox(env.APP_SECRET),
    envDefaults: settingsEnvDefaults(env),
    log: app.log,
  });
  app.addHook("onClose", async () => {
    await settings.close();
  });

  // The booking loop: payments (providers, verification, webhooks), refunds, expiry, requests, plans.
  // Resolved from the settings on every use: keys staff save apply without a restart (ADR 014).
  const paymentProviders = createPaymentProviders(env, { db: database.db, settings, log: app.log });
  const paymentDeps = { db: database.db, providers: paymentProviders, bookingEvents, jobs, log: app.log };
  const payments = createPaymentsService({ ...paymentDeps, env, settings });
  const refunds = createRefunds(paymentDeps);
  // The payer's receipt for every payment and refund, through the receipt-mail job.
  const receipts = createReceipts({ db: database.db, mailer, appUrl: env.APP_URL });
  const expiry = createExpiry({ db: database.db, bookingEvents, log: app.log });
  // Signed links to delivered videos: the request cards show each ready video's poster frame.
  const videoUrlSigner = createVideoUrlSigner(env.APP_SECRET);
  const requests = createRequestsService({
    db: database.db,
    posterUrlOf: (requestId) => videoUrlSigner.sign(requestId, { withPoster: true }).posterUrl,
    settings,
    currency,
    payments,
    bookingEvents,
    clearCatalogueCache: catalogue.clearCache,
  });
  const subscriptions = createSubscriptionsService({ db: database.db, currency, payments });
  // Contact and business enquiries: stored, then e-mailed through the queue; staff read them in the inbox.
  const enquiries = createEnquiriesService({
    db: database.db,
    jobs,
    settings,
    mailer,
    appUrl: env.APP_URL,
    log: app.log,
  });
  Object.assign(app.services, { payments, refunds, receipts, expiry, requests, subscriptions, settings, enquiries });

  await app.register(healthRoutes, { database });
  await app.register(currencyRoutes, { prefix: "/api", currency, env });
  await app.register(catalogueRoutes, { prefix: "/api", catalogue });
  await app.register(accountsRoutes, { prefix: "/api", accounts, otp, guards, env, auth });
  await app.register(celebrityApplicationsRoutes, { prefix: "/api", applications, guards, settings });
  await app.register(enquiriesRoutes, { prefix: "/api", enquiries, env });
  // The public pages' editable texts: cached per instance, dropped on every instance by NOTIFY on a save.
  const pageContent = await createPageContentService({ database, log: app.log });
  app.addHook("onClose", async () => {
    await pageContent.close();
  });
  await app.register(pageContentRoutes, { prefix: "/api", pageContent });
  // The staff side: every route below /api/admin requires staff, then its area's permission.
  const audit = createAuditLog({ db: database.db });
  const dashboard = createDashboardService({ db: database.db, currency });
  const usersAdmin = createUsersAdminService({
    db: database.db,
    closeOpenRequestsOf: requests.closeOpenRequestsOf,
    clearCatalogueCache: catalogue.clearCache,
  });
  const staff = createStaffService({ db: database.db, env, mailer });
  await app.register(invitationsRoutes, { prefix: "/api", staff, accounts, env });
  // Files (videos, photos, the logo) live in storage: local disk or an S3-compatible bucket.
  const storage = createStorage(env);
  const branding = createBranding({ settings, storage });
  await app.register(brandingRoutes, { prefix: "/api", branding });
  // The blog: staff write Markdown posts, visitors read the published ones.
  const blog = createBlogService({ db: database.db, storage });
  await app.register(blogRoutes, { prefix: "/api", blog });
  await app.register(siteRoutes, { prefix: "/api", settings });
  const adminSettings = createAdminSettings({ settings, providers: paymentProviders, env });
  const staffRefunds = createStaffRefunds({ db: database.db, jobs, refunds });
  await app.register(adminApi, {
    prefix: "/api/admin",
    guards,
    audit,
    dashboard,
    applications,
    users: usersAdmin,
    staff,
    adminSettings,
    branding,
    staffRefunds,
    // DESIGN.md 1.10: the Create Fan test tool exists only outside production.
    testFans: env.isProduction ? undefined : createTestFans({ db: database.db, auth }),
    enquiries,
    blog,
    slider: createSliderService({ db: database.db, storage }),
    pageContent,
  });
  await app.register(devOutboxRoutes, { db: database.db, env });
  await app.register(realtimeRoutes, { prefix: "/api", realtime, guards });
  await app.register(requestsRoutes, { prefix: "/api", requests, guards });
  await app.register(paymentsRoutes, { prefix: "/api", payments, guards });
  await app.register(subscriptionsRoutes, { prefix: "/api", subscriptions, guards });

  // Videos: resumable uploads into storage (processed by the process-video job), signed playback links.
  const uploads = createUploadsService({ db: database.db, storage, jobs, bookingEvents, log: app.log });
  const videos = createVideosService({ db: database.db, storage, signer: videoUrlSigner });
  await app.register(uploadsRoutes, { prefix: "/api", uploads, guards, directory: uploadsDirectory(env.FILES_DIR) });
  await app.register(videosRoutes, { prefix: "/api", videos, signer: videoUrlSigner, guards });
  // Private watch links: the recipient of a delivered video watches it without an account.
  const shareLinks = createShareLinksService({ db: database.db, videos });
  await app.register(shareLinksRoutes, { prefix: "/api", shareLinks, guards });

  // Celebrity self-service: the profile, its photo (uploaded images), and the videos it features.
  const showcaseSigner = createShowcaseUrlSigner(env.APP_SECRET);
  const showcase = createShowcaseService({
    db: database.db,
    storage,
    videoSigner: videoUrlSigner,
    showcaseSigner,
    clearCatalogueCache: catalogue.clearCache,
  });
  const profiles = createCelebrityProfileService({
    db: database.db,
    storage,
    clearCatalogueCache: catalogue.clearCache,
  });
  await app.register(showcaseRoutes, { prefix: "/api", showcase, signer: showcaseSigner, guards });
  await app.register(celebrityProfileRoutes, { prefix: "/api", profiles, showcase, guards });
  await app.register(imagesRoutes, { prefix: "/api", storage });

  if (env.RUN_JOBS) {
    await registerJobHandlers({
      jobs,
      db: database.db,
      env,
      log: app.log,
      services: app.services,
      bookingEvents,
      realtime,
    });
  }

  // Link previews and search engines: each page's head written by the server, the sitemap, robots.txt.
  await app.register(seoRoutes, { sitemap: createSitemap({ catalogue, blog, appUrl: env.APP_URL }) });
  await registerWebApp(
    app,
    env,
    createPageMeta({ catalogue, blog, watch: shareLinks, appUrl: env.APP_URL, log: app.log }),
    createPageData({ catalogue, pageContent, webDistDir: env.WEB_DIST_DIR }),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    /** Exposed so the process entry point can start the rate refresh timer. */
    currency: import("./modules/currency/currency.service").CurrencyService;
    /** Live updates to signed-in users, across instances (LISTEN/NOTIFY). */
    realtime: import("./modules/realtime/realtime-bus").RealtimeBus;
    /** Durable background jobs (pg-boss); handlers run only where RUN_JOBS is on. */
    jobs: import("./jobs/queue").JobQueue;
    /** What follows a request's change: live updates, e-mails, refunds. */
    bookingEvents: import("./modules/requests/booking-events").BookingEvents;
    /** Method and URL pattern of every registered route (HEAD included). */
    routeList: { method: string; url: string }[];
    /** Services without routes yet (staff approval screens come later); tests and jobs reach them here. */
    services: {
      accounts: import("./modules/accounts/accounts.service").AccountsService;
      applications: import("./modules/celebrity-applications/celebrity-applications.service").CelebrityApplicationsService;
      payments: import("./modules/payments/payments.service").PaymentsService;
      refunds: import("./modules/payments/refunds").Refunds;
      receipts: import("./modules/payments/receipts").Receipts;
      expiry: import("./modules/requests/expiry").Expiry;
      requests: import("./modules/requests/requests.service").RequestsService;
      subscriptions: import("./modules/subscriptions/subscriptions.service").SubscriptionsService;
      settings: import("./modules/settings/settings.service").SettingsService;
      enquiries: import("./modules/enquiries/enquiries.service").EnquiriesService;
    };
  }
}

/**
 * Serves the built SPA: hashed assets cached for a year, and for every client route index.html with that
 * page's head (title, description, canonical, previews, JSON-LD) written in, 404 when the router would
 * draw its not-found page. index.html is read once, at start-up.
 */
async function registerWebApp(app: App, env: Env, pages: PageMetaService, pageData: PageData) {
  const indexFile = join(env.WEB_DIST_DIR, "index.html");
  const renderPage = existsSync(indexFile) ? createPageTemplate(readFileSync(indexFile, "utf8")) : null;
  if (renderPage) {
    await app.register(fastifyStatic, {
      root: env.WEB_DIST_DIR,
      preCompressed: true,
      cacheControl: false,
      wildcard: false,
      index: false,
      setHeaders(res, path) {
        const immutable = path.includes(`${join(env.WEB_DIST_DIR, "assets")}`);
        res.setHeader("cache-control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = decodedPath(request);
    if (path.startsWith("/api/") || path === "/api" || request.method !== "GET" || !renderPage) {
      return reply.status(404).send(errorBody("NOT_FOUND", `No route for ${request.method} ${path}`));
    }
    const page = await pages.resolve(path);
    // The page's chunks and public data ride in its HTML (ADR 023); a missing page gets neither.
    const extra =
      page.status === 200
        ? await pageData.tagsFor(path, { signedOut: !/session_token=/.test(request.headers.cookie ?? "") })
        : { first: "", head: "", preview: "" };
    const html = renderPage(
      extra.head ? `${renderHead(page.head)}\n    ${extra.head}` : renderHead(page.head),
      extra.first,
    );
    // The body now differs per URL and per profile: revalidated every time (the weak ETag makes that a
    // 304), and a not-found page is not kept at all.
    return reply
      .status(page.status)
      .header("cache-control", page.status === 200 ? "no-cache" : "no-store")
      .type("text/html; charset=utf-8")
      .send(
        extra.preview ? html.replace('<div id="root"></div>', () => `<div id="root">${extra.preview}</div>`) : html,
      );
  });
}
