import { describe, expect, it } from "vitest";
import { OCCASIONS } from "@/shared/catalogue";
import { PAYMENT_METHODS } from "@/shared/payments";
import { PLAN_IDS, PLANS } from "@/shared/plans";
import { i18nFor, loadMessages } from "@/web/lib/i18n";
import { planFeatures, planIdOfName, planName } from "@/web/lib/plan-labels";
import { paymentMethodLabel } from "./payment-method-labels";

// English, as the shared labels (and the server) write them; the other languages are translated from it.
const english = i18nFor("en");
const t = (key: Parameters<typeof english._>[0], values?: Record<string, string | number>) => english._(key, values);

describe("the shared labels drawn from the booking catalogue", () => {
  it("keeps the shared plans' names and features word for word in English", () => {
    for (const id of PLAN_IDS) {
      expect(planName(t, id)).toBe(PLANS[id].name);
      expect(planFeatures(t, PLANS[id])).toEqual(PLANS[id].features);
      expect(planIdOfName(PLANS[id].name)).toBe(id);
    }
  });

  it("keeps the shared occasions in English", () => {
    const keys = ["birthdays", "anniversaries", "pepTalks", "roasts", "business"] as const;
    expect(keys.map((key) => t(`shared.occasion.${key}`))).toEqual([...OCCASIONS]);
  });

  it("names every payment method, mobile money with its wallets", () => {
    expect(paymentMethodLabel(t, "card")).toBe("Card");
    expect(paymentMethodLabel(t, "banktransfer")).toBe("Bank transfer");
    expect(paymentMethodLabel(t, "mobilemoneyfranco")).toBe("Mobile money (Orange Money, Wave, MTN MoMo, Moov Money)");
    for (const method of PAYMENT_METHODS) expect(paymentMethodLabel(t, method)).not.toBe("");
  });

  it("separates the wallets the Arabic way in Arabic", async () => {
    await loadMessages("ar", ["booking"]);
    const arabic = i18nFor("ar");
    expect(paymentMethodLabel((key, values) => arabic._(key, values), "mobilemoneyuganda")).toContain(
      "MTN MoMo، Airtel Money",
    );
  });
});
