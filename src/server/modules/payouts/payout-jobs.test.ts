import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAY_MS } from "@/shared/time";
import { payouts } from "../../db/schema/index";
import { latestMail, signUp } from "../../test/accounts";
import { createTestApp } from "../../test/app";
import { insertCategory } from "../catalogue/test-factories";
import { eventually } from "../requests/test-factories";
import { deliveredRequest, starWithAccount } from "./test-factories";

type Context = Awaited<ReturnType<typeof createTestApp>>;

describe("payout jobs (the queue running, as in development)", () => {
  let context: Context;

  beforeAll(async () => {
    context = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await context.close();
  });

  it("schedules the release, payout and reconciliation runs", async () => {
    const schedules = await context.database.executeSql("select name, cron from pgboss.schedule order by name", []);
    expect(schedules.rows).toEqual(
      expect.arrayContaining([
        { name: "reconcile-payouts", cron: "*/15 * * * *" },
        { name: "release-earnings", cron: "23 * * * *" },
        { name: "scheduled-payouts", cron: "0 6 * * *" },
      ]),
    );
  });

  it("Withdraw now with the sandbox: the send job sends, the sandbox settles, the star is paid and told", async () => {
    const db = context.database.db;
    const category = await insertCategory(db);
    const fan = await signUp(context.app);
    const star = await starWithAccount(context.app, db, category.id);
    await deliveredRequest(context.app, db, {
      fanCookie: fan.cookie,
      celebrityId: star.profile.id,
      deliveredAt: new Date(Date.now() - 10 * DAY_MS),
    });
    await context.app.modules.payouts.services.earnings.releaseDue();
    const headers = { cookie: star.cookie };
    const quote = (
      await context.app.inject({
        method: "POST",
        url: "/api/celebrity/payouts/quote",
        headers,
        payload: { currency: "USD" },
      })
    ).json();
    const withdrawn = await context.app.inject({
      method: "POST",
      url: "/api/celebrity/payouts",
      headers,
      payload: { currency: "USD", amountMinor: quote.amountMinor, rate: quote.rate },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    const { id } = withdrawn.json().payout;

    await eventually(async () => {
      const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
      expect(row?.status).toBe("succeeded");
    });
    await eventually(async () => {
      const mail = await latestMail(db);
      expect(mail?.to).toBe(star.email);
      expect(mail?.subject).toContain("paid you");
    });
  });
});
