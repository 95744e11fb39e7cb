import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "@/shared/schemas/errors";
import {
  adminSettingsResponseSchema,
  connectionTestResponseSchema,
  contactSettingsSchema,
  marketplaceSettingsSchema,
  paymentSettingsInputSchema,
  payoutSettingsSchema,
  socialSettingsSchema,
} from "@/shared/schemas/settings";
import type { Guards } from "../accounts/auth-guards";
import { type AuditLog, auditTrail } from "../audit/audit.service";
import type { AdminSettingsService } from "./admin-settings.service";

const tags = ["admin"];
const errors = errorResponses(400, 401, 403);

type Options = { adminSettings: AdminSettingsService; audit: AuditLog; guards: Guards };

/** `/api/admin/settings/payments*`: the provider and its keys are the super admin's alone. */
const paymentSettingsRoutes: FastifyPluginAsyncZod<Options> = async (app, { adminSettings, audit, guards }) => {
  app.addHook("onRequest", guards.requireSuperAdmin);
  const record = auditTrail(audit, "settings");

  app.put(
    "/payments",
    {
      schema: {
        tags,
        summary: "Payment provider, public key, test mode and keys (a key left empty keeps the stored one)",
        body: paymentSettingsInputSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await adminSettings.updatePayments(request.body, actor.id);
      // Both sides are masked views: a key appears only as { set, hint }.
      await record(request, actor.id, { action: "settings.update", targetId: "payments", before, after });
      return adminSettings.view(actor);
    },
  );

  app.post(
    "/payments/test",
    {
      schema: {
        tags,
        summary: "Test connection: a harmless read at the selected provider with the keys in force",
        response: { 200: connectionTestResponseSchema, ...errors },
      },
    },
    async () => adminSettings.testConnection(),
  );
};

/** `/api/admin/settings`: the marketplace figures for staff with `settings`; payments for the super admin. */
export const settingsAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { adminSettings, audit, guards }) => {
  app.addHook("onRequest", guards.requirePermission("settings"));
  const record = auditTrail(audit, "settings");

  app.get(
    "/",
    {
      // One spelling: /api/admin/<area>, not also /api/admin/<area>/.
      prefixTrailingSlash: "no-slash",
      schema: {
        tags,
        summary: "Platform fee and delivery days; the payment settings (masked) for the super admin only",
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => adminSettings.view(guards.userOf(request)),
  );

  app.put(
    "/marketplace",
    {
      schema: {
        tags,
        summary: "Platform fee (0-50 %) and delivery days (1-30); they apply to requests from now on",
        body: marketplaceSettingsSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await adminSettings.updateMarketplace(request.body, actor.id);
      await record(request, actor.id, { action: "settings.update", targetId: "marketplace", before, after });
      return adminSettings.view(actor);
    },
  );

  app.put(
    "/contact",
    {
      schema: {
        tags,
        summary: "The support e-mail: where staff receive contact and business enquiries",
        body: contactSettingsSchema,
        response: { 200: adminSettingsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await adminSettings.updateContact(request.body, actor.id);
      await record(request, actor.id, { action: "settings.update", targetId: "contact", before, after });
      return adminSettings.view(actor);
    },
  );

  app.get(
    "/payouts",
    {
      schema: {
        tags,
        summary: "Payout hold period, schedule, minimums per currency, approval threshold and who bears a lost dispute",
        response: { 200: payoutSettingsSchema, ...errors },
      },
    },
    async () => adminSettings.payouts(),
  );

  app.put(
    "/payouts",
    {
      schema: {
        tags,
        summary: "Save the payout settings; they apply to the next release of earnings and the next payout run",
        body: payoutSettingsSchema,
        response: { 200: payoutSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await adminSettings.updatePayouts(request.body, actor.id);
      await record(request, actor.id, { action: "settings.update", targetId: "payouts", before, after });
      return after;
    },
  );

  app.get(
    "/social",
    {
      schema: {
        tags,
        summary: "Salamu's social accounts (https links; empty hides that icon in the footer)",
        response: { 200: socialSettingsSchema, ...errors },
      },
    },
    async () => adminSettings.social(),
  );

  app.put(
    "/social",
    {
      schema: {
        tags,
        summary: "Save Salamu's social accounts: each an https:// link, or empty to hide its icon",
        body: socialSettingsSchema,
        response: { 200: socialSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const actor = guards.userOf(request);
      const { before, after } = await adminSettings.updateSocial(request.body, actor.id);
      await record(request, actor.id, { action: "settings.update", targetId: "social", before, after });
      return after;
    },
  );

  await app.register(paymentSettingsRoutes, { adminSettings, audit, guards });
};
