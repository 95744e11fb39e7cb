import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlainSettingKey, SETTINGS } from "@/shared/settings";
import { createTestApp } from "../../test/app";
import { siteInfo } from "./site.routes";

let context: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  context = await createTestApp();
});
afterAll(async () => {
  await context.close();
});

describe("GET /api/site", () => {
  it("answers every visitor the delivery window from the settings and no social account by default", async () => {
    const response = await context.app.inject({ method: "GET", url: "/api/site" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.json()).toMatchObject({ social: [], deliveryDays: context.env.DELIVERY_DAYS });
  });

  it("tells would-be stars the platform fee and the payout hold the ledger uses, as staff set them", async () => {
    const before = (await context.app.inject({ url: "/api/site" })).json();
    expect(before).toMatchObject({ platformFeePercent: context.env.PLATFORM_FEE_PERCENT });
    expect(before.payoutHoldDays).toBeGreaterThanOrEqual(0);
    const { settings } = context.app.infrastructure;
    await settings.set("marketplace.platformFeePercent", 18, null);
    await settings.set("payouts.holdDays", 5, null);
    expect((await context.app.inject({ url: "/api/site" })).json()).toMatchObject({
      platformFeePercent: 18,
      payoutHoldDays: 5,
    });
  });

  it("lists only the social accounts staff configured, in a fixed order", async () => {
    const values: Partial<Record<PlainSettingKey, unknown>> = {
      "marketplace.deliveryDays": 5,
      "marketplace.platformFeePercent": 20,
      "payouts.holdDays": 3,
      "social.instagram": "",
      "social.x": "https://x.com/salamu",
      "social.facebook": "",
      "social.youtube": "https://www.youtube.com/@salamu",
    };
    const settings = { get: async (key: PlainSettingKey) => values[key] } as Parameters<typeof siteInfo>[0];
    expect(await siteInfo(settings)).toEqual({
      deliveryDays: 5,
      platformFeePercent: 20,
      payoutHoldDays: 3,
      social: [
        { network: "x", url: "https://x.com/salamu" },
        { network: "youtube", url: "https://www.youtube.com/@salamu" },
      ],
    });
  });
});

describe("social account settings", () => {
  const schema = SETTINGS["social.instagram"].schema;

  it("accept an https address or empty (hidden), and refuse anything else with a clear message", () => {
    expect(schema.parse("  https://instagram.com/salamu  ")).toBe("https://instagram.com/salamu");
    expect(schema.parse("")).toBe("");
    for (const bad of ["http://instagram.com/salamu", "javascript:alert(1)", "instagram.com/salamu", "https://x"]) {
      const result = schema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("The Instagram link must be an https:// address, or empty");
    }
    expect(SETTINGS["social.youtube"].default).toBe("");
  });
});
