import { randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import type { CreatedFan } from "@/shared/schemas/users";
import type { Database } from "../../db/client";
import { accounts, users } from "../../db/schema/index";
import type { Auth } from "../accounts/auth";

/**
 * The "Create Fan" test tool (never in production: the app does not register it there). A fan account
 * with a unique `test-fan-…@example.com` address, no phone, an unconfirmed e-mail and a random password
 * that is answered once and stored only as its hash; the confirmation e-mail goes out through Better Auth,
 * exactly as after a sign-up.
 */
export function createTestFans({ db, auth }: { db: Database; auth: Pick<Auth, "api"> }) {
  /** `locale`: the fan's language, the staff page's (the confirmation e-mail is written in it). */
  async function create(locale: Locale = DEFAULT_LOCALE): Promise<CreatedFan> {
    const tag = randomBytes(3).toString("hex");
    const email = `test-fan-${Date.now()}-${tag}@example.com`;
    const name = `Test Fan ${tag}`;
    const password = randomBytes(12).toString("base64url");
    const id = randomUUID();
    const hash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id, email, name, emailVerified: false, role: "user", locale });
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    });
    let verificationEmailSent = true;
    try {
      // Better Auth signs the link and hands the mail to the mailer (whose failures it logs).
      await auth.api.sendVerificationEmail({ body: { email } });
    } catch {
      verificationEmailSent = false;
    }
    return { user: { id, name, email }, password, verificationEmailSent };
  }

  return { create };
}

export type TestFans = ReturnType<typeof createTestFans>;
