import type { StaffPermission } from "@/shared/roles";
import type { App } from "../app";
import type { Database } from "../db/client";
import { provisionAccount } from "../modules/accounts/provisioning";
import { cookiesOf } from "./accounts";

const PASSWORD = "staff password";
let sequence = 0;

/** A staff account (e-mail verified) signed in through the API: its id and session cookie. */
export async function signInStaff(
  app: App,
  db: Database,
  role: "moderator" | "admin" | "super_admin",
  permissions: StaffPermission[] = [],
) {
  sequence += 1;
  const email = `${role}-${sequence}-${process.pid}-${Date.now()}@example.com`;
  const { userId } = await provisionAccount(db, {
    email,
    name: `The ${role} ${sequence}`,
    password: PASSWORD,
    role,
    permissions,
  });
  const login = await app.inject({
    method: "POST",
    url: "/api/session",
    payload: { email, password: PASSWORD, rememberMe: false },
  });
  if (login.statusCode !== 200) throw new Error(`staff login ${login.statusCode}: ${login.body}`);
  return { id: userId, email, cookie: cookiesOf(login) };
}
