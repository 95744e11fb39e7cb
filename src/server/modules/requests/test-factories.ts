import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import type { SandboxOutcomeInput } from "@/shared/schemas/payments";
import type { App } from "../../app";
import type { Database } from "../../db/client";
import { celebrityProfiles, users } from "../../db/schema/index";
import { signUp } from "../../test/accounts";
import { insertCategory, insertCelebrity } from "../catalogue/test-factories";
import { transitionRequest } from "./request-transitions";

// Test data for the booking loop: signed-in fans and celebrities, requests made and paid through the API.

type Account = Awaited<ReturnType<typeof signUp>>;
export type CelebrityAccount = Account & { profile: Awaited<ReturnType<typeof insertCelebrity>> };

/** A signed-up user made an approved celebrity (role and profile) at the given price. */
export async function signUpCelebrity(app: App, db: Database, categoryId: string, priceCents = 10_000) {
  const account = await signUp(app);
  await db.update(users).set({ role: "celebrity" }).where(eq(users.id, account.user.id));
  const profile = await insertCelebrity(db, { categoryId, userId: account.user.id, priceCents });
  return { ...account, profile } satisfies CelebrityAccount;
}

/** Two fans and two celebrities (100 and 50 USD) ready to book. */
export async function bookingWorld(app: App, db: Database) {
  const category = await insertCategory(db);
  const [fan, otherFan, celebrity, otherCelebrity] = [
    await signUp(app),
    await signUp(app),
    await signUpCelebrity(app, db, category.id, 10_000),
    await signUpCelebrity(app, db, category.id, 5_000),
  ];
  return { category, fan, otherFan, celebrity, otherCelebrity };
}

export function api(app: App) {
  const call = (method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: unknown) => {
    const options: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload !== undefined) options.payload = payload as InjectOptions["payload"];
    return app.inject(options);
  };
  return {
    call,
    requestVideo: (cookie: string, payload: Record<string, unknown>) =>
      call("POST", "/api/requests", cookie, { message: "Happy birthday to my sister Ada!", ...payload }),
    action: (cookie: string, id: string, action: string, payload?: unknown) =>
      call("POST", `/api/requests/${id}/${action}`, cookie, payload),
    get: (cookie: string, id: string) => call("GET", `/api/requests/${id}`, cookie),
    verify: (cookie: string, reference: string, transactionId?: string) =>
      call("POST", "/api/payments/verify", cookie, { reference, ...(transactionId ? { transactionId } : {}) }),
    sandboxComplete: (
      cookie: string,
      reference: string,
      outcome: SandboxOutcomeInput["outcome"],
      wallet?: { method: string; network: string; phone: string },
    ) => call("POST", `/api/payments/sandbox/${reference}/complete`, cookie, { outcome, ...wallet }),
  };
}

/** The payment reference a checkout URL carries (sandbox: ?reference=; fakes: the last path segment). */
export function referenceOf(checkoutUrl: string): string {
  const url = new URL(checkoutUrl, "http://salamu.test");
  return url.searchParams.get("reference") ?? decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
}

/** Polls until `check` stops throwing (background jobs, live updates). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Requests in every state the authorization matrix needs, made by `fanCookie` to the celebrity
 * `celebrityUsername` through the API (paid through the sandbox), one per row that changes state.
 */
export async function bookingMatrixFixture(
  context: { app: App; database: { db: Database } },
  { fanCookie, celebrityUsername }: { fanCookie: string; celebrityUsername: string },
) {
  const { app } = context;
  const db = context.database.db;
  const [profile] = await db.select().from(celebrityProfiles).where(eq(celebrityProfiles.username, celebrityUsername));
  if (!profile) throw new Error(`no celebrity ${celebrityUsername}`);
  const call = api(app);
  const open = async () => {
    const created = await call.requestVideo(fanCookie, { celebrityId: profile.id });
    if (created.statusCode !== 201) throw new Error(`request ${created.statusCode}: ${created.body}`);
    return { id: created.json().request.id as string, reference: referenceOf(created.json().checkoutUrl) };
  };
  const paid = async () => {
    const request = await open();
    const completed = await call.sandboxComplete(fanCookie, request.reference, "success");
    if (completed.statusCode !== 200) throw new Error(`sandbox ${completed.statusCode}: ${completed.body}`);
    return request;
  };
  const viewed = await paid();
  const delivered = await paid();
  for (const action of ["accept", "deliver"] as const) {
    await transitionRequest(db, app.modules.booking.services.bookingEvents, delivered.id, action);
  }
  // Delivered with a stored video's key: a problem with it can be reported (ADR 058).
  const reportable = await paid();
  await transitionRequest(db, app.modules.booking.services.bookingEvents, reportable.id, "accept");
  await transitionRequest(db, app.modules.booking.services.bookingEvents, reportable.id, "deliver", {
    videoStatus: "ready",
    videoKey: `videos/${reportable.id}/video.mp4`,
  });
  return {
    celebrityId: profile.id,
    viewId: viewed.id,
    reportId: reportable.id,
    paidReference: viewed.reference,
    acceptId: (await paid()).id,
    declineId: (await paid()).id,
    cancelId: (await paid()).id,
    reviewId: delivered.id,
    checkoutId: (await open()).id,
    completeReference: (await open()).reference,
  };
}
