import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type SiteInfo, siteInfoSchema } from "@/shared/schemas/site";
import { SOCIAL_NETWORKS } from "@/shared/settings";
import type { SettingsService } from "../settings/settings.service";

type Settings = Pick<SettingsService, "get">;

/**
 * The public site settings: configured social accounts, the delivery window, the platform fee and the payout
 * hold (from the settings).
 */
export async function siteInfo(settings: Settings): Promise<SiteInfo> {
  const [deliveryDays, platformFeePercent, payoutHoldDays, ...urls] = await Promise.all([
    settings.get("marketplace.deliveryDays"),
    settings.get("marketplace.platformFeePercent"),
    settings.get("payouts.holdDays"),
    ...SOCIAL_NETWORKS.map((network) => settings.get(`social.${network}`)),
  ]);
  const social = SOCIAL_NETWORKS.map((network, index) => ({ network, url: urls[index] ?? "" })).filter(
    (account) => account.url !== "",
  );
  return { social, deliveryDays, platformFeePercent, payoutHoldDays };
}

/** `GET /api/site`: revalidated each time, so a staff change shows on the next page load. */
export const siteRoutes: FastifyPluginAsyncZod<{ settings: Settings }> = async (app, { settings }) => {
  app.get(
    "/site",
    {
      schema: {
        tags: ["content"],
        summary:
          "Public site settings: social accounts, the delivery window in days, the platform fee and the payout hold",
        response: { 200: siteInfoSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return siteInfo(settings);
    },
  );
};
