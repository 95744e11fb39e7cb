import { CATEGORIES } from "@/shared/catalogue";
import type { App } from "../app";
import { provisionAccount } from "../modules/accounts/provisioning";
import { insertCategory } from "../modules/catalogue/test-factories";
import { bookingMatrixFixture, bookingWorld } from "../modules/requests/test-factories";
import { fakeProviderServer } from "../providers/payments/fake-provider-server";
import { cookiesOf } from "../test/accounts";
import { createTestApp } from "../test/app";
import type { FuzzActor } from "./openapi-fuzz";
import type { KnownValues } from "./schema-values";

// The app the fuzz runs against (the vitest file and `npm run fuzz` alike): the test app on a fresh
// database, rate limits out of the way, a small booking world, and the three actors.

const SUPER_ADMIN = { email: "fuzz-super-admin@example.com", password: "fuzz super admin password" };

async function logIn(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/api/session",
    payload: { email, password, rememberMe: true },
  });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return cookiesOf(response);
}

/**
 * Paystack and Flutterwave on 127.0.0.1, taking any key: the super admin's cases may save either as the
 * provider (with whatever key the case made up), and the checkouts and connection tests that follow must
 * neither reach the real APIs nor fail for want of a real key.
 */
function anyKeyProviders() {
  return fakeProviderServer((request) => {
    const path = new URL(request.path, "http://fake").pathname;
    if (path === "/transaction/initialize") {
      return { status: 200, body: { status: true, message: "ok", data: { authorization_url: "https://pay.test/p" } } };
    }
    if (path === "/v3/payments") {
      return { status: 200, body: { status: "success", message: "Hosted Link", data: { link: "https://pay.test/f" } } };
    }
    if (path === "/balance") return { status: 200, body: { status: true, message: "Balances retrieved" } };
    if (path === "/v3/banks/NG") return { status: 200, body: { status: "success", message: "Banks fetched" } };
    return undefined;
  });
}

export async function createFuzzApp() {
  const providers = anyKeyProviders();
  const providersUrl = await providers.start();
  // 429s would hide everything behind them; the fuzz still accepts them (in the error shape) when they come.
  const context = await createTestApp({
    RATE_LIMIT_PER_MINUTE: "10000000",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000000",
    PAYSTACK_BASE_URL: providersUrl,
    FLUTTERWAVE_BASE_URL: `${providersUrl}/`,
  });
  const { app, database } = context;

  // The product's categories (what the application form offers), then two celebrities, two fans, bookings.
  for (const category of CATEGORIES) await insertCategory(database.db, category);
  const world = await bookingWorld(app, database.db);
  const booking = await bookingMatrixFixture(context, {
    fanCookie: world.fan.cookie,
    celebrityUsername: world.celebrity.profile.username,
  });
  await provisionAccount(database.db, { ...SUPER_ADMIN, name: "Fuzz Super Admin", role: "super_admin" });

  const fan = world.fan;
  const actors: FuzzActor[] = [
    { name: "anonymous", cookie: null },
    { name: "fan", cookie: fan.cookie, login: () => logIn(app, fan.email, fan.password) },
    {
      name: "superAdmin",
      cookie: await logIn(app, SUPER_ADMIN.email, SUPER_ADMIN.password),
      login: () => logIn(app, SUPER_ADMIN.email, SUPER_ADMIN.password),
    },
  ];
  // Real values by parameter or field name: a share of the cases reach the handlers' "found" paths.
  const celebrities = [world.celebrity.profile, world.otherCelebrity.profile];
  const known: KnownValues = {
    username: celebrities.map((profile) => profile.username),
    celebrityId: celebrities.map((profile) => profile.id),
    category: [world.category.id, ...CATEGORIES.map((category) => category.id)],
    id: [booking.viewId, booking.acceptId, booking.declineId, booking.cancelId, booking.reviewId, booking.checkoutId],
    reference: [booking.paidReference, booking.completeReference],
    provider: ["sandbox", "flutterwave", "paystack"],
    // Each request action on a request in the state it acts on (as in the authorization matrix).
    "/api/requests/{id} id": [booking.viewId],
    "/api/requests/{id}/accept id": [booking.acceptId],
    "/api/requests/{id}/decline id": [booking.declineId],
    "/api/requests/{id}/cancel id": [booking.cancelId],
    "/api/requests/{id}/checkout id": [booking.checkoutId],
    "/api/requests/{id}/review id": [booking.reviewId],
    "/api/requests/{id}/video id": [booking.reviewId],
    "/api/payments/sandbox/{reference} reference": [booking.paidReference],
    "/api/payments/sandbox/{reference}/complete reference": [booking.completeReference],
  };
  const close = async () => {
    await context.close();
    await providers.stop();
  };
  return { app, database, actors, known, close };
}
