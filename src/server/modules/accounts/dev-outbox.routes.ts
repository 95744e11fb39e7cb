import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { notFound } from "../../errors";
import { escapeHtml } from "../../lib/escape-html";
import { fromThisMachine } from "../../lib/from-this-machine";
import { listOutbox } from "../../providers/mail/mailer";

/**
 * The development mail outbox: what the app would have e-mailed. It shows password-reset and sign-in
 * links, so it answers only requests from this machine, and never in production.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database; env: Env }> = async (app, { db, env }) => {
  app.addHook("onRequest", async (request) => {
    if (env.isProduction || !fromThisMachine(request)) throw notFound(`No route for GET ${request.routeOptions.url}`);
  });

  app.get(
    "/api/dev/outbox",
    { schema: { tags: ["dev"], summary: "Development mail outbox (not in production)" } },
    async () => {
      const items = await listOutbox(db);
      return { items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })) };
    },
  );

  app.get("/dev/outbox", { schema: { hide: true } }, async (_request, reply) => {
    const items = await listOutbox(db);
    const linkify = (text: string) =>
      escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);
    const rows = items
      .map(
        (item) =>
          `<article><h2>${escapeHtml(item.subject)}</h2><p class="meta">To ${escapeHtml(item.to)} · ${item.createdAt.toISOString()}</p><pre>${linkify(item.text)}</pre></article>`,
      )
      .join("");
    reply.header("content-type", "text/html; charset=utf-8").header("cache-control", "no-store");
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Salamu dev outbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head><body><h1>Development outbox</h1><p>${items.length} message(s), newest first. Mails land here because SMTP_URL is not set.</p>${rows || "<p>No mail yet.</p>"}</body></html>`;
  });
};
