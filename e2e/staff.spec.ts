import { createFan, expect, linkFromOutbox, logIn, logInAs, newFanIdentity, newVisitorPage, test } from "./fixtures";

/**
 * Running the marketplace as staff, as a new staff member would meet it: an invitation by e-mail, a
 * password of their own, only their areas; and a suspension that signs a fan out on their next request.
 */

test("the super admin invites a moderator with `content`; the invitee sets a password from the e-mail and sees only their areas", async ({
  page,
  browser,
}) => {
  const email = `moderator-${Date.now()}@example.com`;
  await logInAs(page, "superAdmin");
  await page.goto("/admin/admin-users");
  await page.getByRole("button", { name: "Add Admin" }).click();
  const form = page.getByRole("form", { name: "Add Admin" });
  await form.getByLabel("Name").fill("Abena Mensah");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Role").selectOption({ label: "Moderator" });
  await form.getByRole("checkbox", { name: "Content" }).check();
  await form.getByRole("button", { name: "Add Admin" }).click();
  await expect(page.getByText("Abena Mensah has been added as an admin.")).toBeVisible();
  const row = page.getByRole("row", { name: /Abena Mensah/ });
  await expect(row).toContainText(email);
  await expect(row).toContainText(/Invitation pending/i);

  // The invitee, in a browser of their own, follows the e-mailed link.
  const invitee = await newVisitorPage(browser);
  const link = await linkFromOutbox(invitee.request, email, "/accept-invitation");
  await invitee.goto(link);
  const accept = invitee.getByRole("form", { name: "Accept the invitation" });
  await accept.getByLabel("Password", { exact: true }).fill("my own moderator password");
  await accept.getByLabel("Confirm password").fill("my own moderator password");
  await accept.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(invitee).toHaveURL(/\/admin$/);

  // Only their areas: Edit Pages, not users, celebrities or staff; the API agrees.
  const sidebar = invitee.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link", { name: "Edit Pages" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Users Management" })).toHaveCount(0);
  await expect(sidebar.getByRole("link", { name: "Admin Management" })).toHaveCount(0);
  await invitee.goto("/admin/users");
  await expect(invitee).toHaveURL(/\/admin$/);
  expect((await invitee.request.get("/api/admin/users")).status()).toBe(403);
  expect((await invitee.request.get("/api/admin/staff")).status()).toBe(403);

  // The link worked once.
  const reused = await invitee.request.post("/api/accounts/invitations/accept", {
    data: { token: new URL(link, "http://x").searchParams.get("token"), password: "another password" },
  });
  expect(reused.status()).toBe(410);
  await invitee.context().close();

  // The super admin's table no longer shows the invitation as pending.
  await page.reload();
  await expect(page.getByRole("row", { name: /Abena Mensah/ })).not.toContainText(/Invitation pending/i);
});

test("a suspended fan's open session is refused on the next request, and sign-in is refused too", async ({
  page,
  browser,
}) => {
  const fan = await newVisitorPage(browser);
  const identity = await createFan(fan.request, newFanIdentity("Suspended"));
  await logIn(fan, identity);
  await fan.goto("/dashboard");
  await expect(fan.getByRole("heading", { level: 1 })).toBeVisible();

  await logInAs(page, "admin");
  await page.goto(`/admin/users?search=${encodeURIComponent(identity.email)}`);
  const row = page.getByRole("row", { name: new RegExp(identity.name) });
  await row.getByRole("button", { name: /Suspend/ }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: /Suspend/ }).click();
  await expect(row).toContainText("Suspended");

  // The fan's tab: the next request finds the session gone.
  expect((await fan.request.get("/api/me")).status()).toBe(401);
  await fan.goto("/dashboard");
  await expect(fan).toHaveURL(/\/login/);
  const refused = await fan.request.post("/api/session", {
    data: { email: identity.email, password: identity.password, rememberMe: false },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("ACCOUNT_SUSPENDED");
  await fan.context().close();
});
