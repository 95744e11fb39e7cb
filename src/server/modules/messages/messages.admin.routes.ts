import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "@/shared/schemas/errors";
import { failedMessagesSchema, messageIdParams } from "@/shared/schemas/messages";
import { notFound } from "../../errors";
import { type MessageOutbox, maskRecipient } from "../../providers/messages/outbox";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";

const tags = ["admin"];

type Options = { messages: MessageOutbox; audit: AuditLog; guards: Guards };

/**
 * `/api/admin/messages`: the e-mails and SMS that failed every attempt, for staff with `settings` (a mail
 * server or SMS provider to fix), and their retry. Bodies are not shown: they may carry links with tokens.
 */
export const messagesAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { messages, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("settings"));
  const record = auditTrail(audit, "message");

  app.get(
    "/failed",
    {
      schema: {
        tags,
        summary: "Messages that failed every attempt, most recent first (a phone number masked)",
        response: { 200: failedMessagesSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      items: (await messages.listFailed()).map((row) => ({
        id: row.id,
        channel: row.channel === "sms" ? ("sms" as const) : ("mail" as const),
        to: maskRecipient(row.channel, row.to),
        subject: row.subject,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
    }),
  );

  app.post(
    "/:id/retry",
    {
      schema: {
        tags,
        summary: "Queue a failed message again, with a fresh round of attempts",
        params: messageIdParams,
        response: { 204: z.null().describe("Queued again"), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = guards.userOf(request);
      if (!(await messages.retryFailed(request.params.id))) throw notFound("No failed message with this id.");
      await record(request, actor.id, { action: "message.retry", targetId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
