import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { createAccountLimits } from "./account-limits";
import { accountsRoutes } from "./accounts.routes";
import { createAccountsService } from "./accounts.service";
import { createAuth } from "./auth";
import { createGuards } from "./auth-guards";
import { createOtpService } from "./otp.service";

/** Sign-up, sessions, profiles and phone codes; its guards protect every other module's routes. */
export function accountsModule({ db, env, log, mailer, sms, rateLimits }: Infrastructure) {
  const auth = createAuth({ db, env, mailer, log });
  const limits = createAccountLimits({ counter: rateLimits, secret: env.APP_SECRET });
  const otp = createOtpService({
    db,
    secret: env.APP_SECRET,
    sms,
    exposeDevCode: sms.kind === "console" && !env.isProduction,
    limits,
    codesPerIpPerHour: env.OTP_CODES_PER_IP_PER_HOUR,
  });
  const accounts = createAccountsService({ db, auth, env, mailer, otp, limits });
  const guards = createGuards(accounts);
  return {
    services: { auth, otp, accounts, guards },
    routes: async (api) => {
      await api.register(accountsRoutes, { accounts, otp, guards, env, auth });
    },
  } satisfies ModuleParts;
}

export type AccountsModule = ReturnType<typeof accountsModule>;
