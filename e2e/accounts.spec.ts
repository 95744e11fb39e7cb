import { expectNoSeriousA11yViolations } from "./axe";
import {
  createFan,
  expect,
  fillSignUpDetails,
  linkFromOutbox,
  logInAs,
  newFanIdentity,
  openUserMenu,
  shoot,
  signUpThroughPages,
  submitLogin,
  test,
  waitForHydration,
} from "./fixtures";

test("a new fan signs up with phone verification, confirms the e-mail, logs out, logs in and resets the password", async ({
  page,
  request,
}) => {
  const fan = newFanIdentity("Signup");

  // Step 1: details, with the spec's messages for what is missing.
  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your Salamu account" })).toBeVisible();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Phone required - Please enter your phone number.")).toBeVisible();
  await expect(page.getByText("Terms required - Please agree to the terms and conditions.")).toBeVisible();
  await page.getByLabel("Full name").fill(fan.name);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Phone number").fill(fan.phone);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await page.getByLabel("Password").fill(fan.password);
  await expectNoSeriousA11yViolations(page);
  const sendCode = async () => {
    const response = page.waitForResponse((res) => res.url().endsWith("/api/accounts/phone/send-code"));
    await page.getByRole("button", { name: "Send code" }).click();
    const { devCode } = (await (await response).json()) as { devCode?: string };
    expect(devCode).toMatch(/^\d{6}$/);
    return devCode as string;
  };
  const firstCode = await sendCode();

  // Step 2: the console SMS provider hands the code back, and the toast shows it.
  await expect(page.getByText("Verification code sent")).toBeVisible();
  await expect(page.getByText(`Your code is ${firstCode}`)).toBeVisible();
  const verify = page.getByRole("button", { name: "Verify" });
  await expect(verify).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Resend code in \d+s$/ })).toBeDisabled();

  // Back keeps the details.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(fan.email);
  // The code already sent stays valid: going forward again does not text a new one.
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Verification code")).toBeVisible();
  const latestCode = firstCode;

  const wrong = latestCode === "000000" ? "111111" : "000000";
  await page.getByLabel("Verification code").fill(wrong);
  await verify.click();
  await expect(page.getByText("Verification failed")).toBeVisible();

  await page.getByLabel("Verification code").fill(latestCode);
  await verify.click();
  await expect(page.getByText("Account created")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: `Account menu for ${fan.name}` })).toBeVisible();
  await expect(page.getByText("Please verify your email")).toBeVisible();

  // The confirmation link from the outbox.
  await page.goto(await linkFromOutbox(request, fan.email, "/auth/confirm"));
  await expect(page.getByText("Email confirmed")).toBeVisible();
  await page.getByRole("link", { name: "Continue to Salamu" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Please verify your email")).toHaveCount(0);

  // Log out from the header's user menu.
  await openUserMenu(page, fan.name);
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("You have been successfully logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();

  // A wrong password, then the right one.
  await submitLogin(page, { email: fan.email, password: "not-the-password" });
  await expect(page.getByText("Please check your email and password.")).toBeVisible();
  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("You have been logged in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The dashboard shell logs out too.
  await page.goto("/dashboard");
  await expect(page.getByText("No requests yet")).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You have been successfully logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Forgot the password: the link from the outbox sets a new one.
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email, we've sent a reset link.")).toBeVisible();

  await page.goto(await linkFromOutbox(request, fan.email, "/reset-password"));
  await page.getByLabel("New password", { exact: true }).fill("second-password-2");
  await page.getByLabel("Confirm new password").fill("something-else");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm new password").fill("second-password-2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Password updated")).toBeVisible();

  await submitLogin(page, fan);
  await expect(page.getByText("Please check your email and password.")).toBeVisible();
  await page.getByLabel("Password").fill("second-password-2");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: `Account menu for ${fan.name}` })).toBeVisible();
});

test("the dashboard needs a login, and a fan visiting /admin is sent away", async ({ page }) => {
  await page.goto("/dashboard/settings");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fsettings$/);

  // A fan created through the API; page.request shares the browser's cookies.
  const fan = await createFan(page.request, newFanIdentity("Admin"));

  // Logging in from the redirect comes back to the page asked for.
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Account Settings" })).toBeVisible();

  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link")).toHaveText(["Dashboard", "My Videos", "My requests", "Profile", "Settings"]);

  // Each switch names the e-mail it turns off; a fan has no new-request switch, and there is no push switch.
  await expect(page.getByRole("switch")).toHaveCount(2);
  await expect(page.getByRole("switch", { name: "Push notifications" })).toHaveCount(0);
  await expect(page.getByText("Receipts, refunds, payouts and security e-mails are always sent.")).toBeVisible();
  await page.getByRole("switch", { name: "Request updates" }).click();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Settings Saved")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Request updates" })).toHaveAttribute("aria-checked", "false");
  await shoot(page, "settings-notifications");

  await expectNoSeriousA11yViolations(page);

  await page.goto("/");
  await openUserMenu(page, fan.name);
  await expect(page.getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/dashboard/profile");
  await expect(page.getByRole("link", { name: "Admin Dashboard" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/users");
  await expect(page).toHaveURL(/\/$/);

  // The fan applies to become a celebrity; the review takes up to 48 hours.
  await page.goto("/become-celebrity");
  await page.getByLabel("Full name").fill(`${fan.name} Live`);
  await page.getByLabel("Bio").fill("Afrobeats singer from Lagos.");
  await page.getByRole("button", { name: "Submit application" }).click();
  await expect(page.getByText("Please select a profession.")).toBeVisible();
  for (const [label, option] of [
    ["Profession", "Musician"],
    ["Category", "Musicians"],
    ["Country", "Nigeria"],
  ] as const) {
    await page.getByLabel(label).selectOption({ label: option });
  }
  await page.getByLabel("Price per video (USD)").fill("75");
  // The languages are chosen here, with the chips of the star's profile.
  const languages = page.getByRole("group", { name: "Languages you record in" });
  await languages.getByText("Yoruba", { exact: true }).click();
  await expect(languages.getByRole("checkbox", { name: "Yoruba" })).toBeChecked();
  await page.getByRole("textbox", { name: "Instagram" }).fill("@e2e.live");
  await shoot(page, "become-celebrity-form");
  await page.getByRole("button", { name: "Submit application" }).click();
  // The page turns into the application's status, with its last step: the selfie video (ADR 054).
  await expect(page.getByText("One last step: record your short selfie video.")).toBeVisible();
  await expect(page).toHaveURL(/\/become-celebrity$/);
  await expect(page.getByText("Your application is under review")).toBeVisible();
  await expect(page.getByRole("heading", { name: "One last step: your selfie video" })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page.getByText("Pending review").first()).toBeVisible();
});

test("/become-celebrity gives a signed-out star the pitch (fee, payouts, vetting, requests), then sign-up back to the form", async ({
  page,
}) => {
  const site = (await (await page.request.get("/api/site")).json()) as {
    platformFeePercent: number;
    payoutHoldDays: number;
  };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width > 600 ? 800 : 812 });
    await page.goto("/become-celebrity");
    await expect(page).toHaveURL(/\/become-celebrity$/);
    const main = page.getByRole("main");
    await expect(
      main.getByText(
        `You keep ${100 - site.platformFeePercent}% of every video: Salamu's fee is ${site.platformFeePercent}%.`,
        { exact: false },
      ),
    ).toBeVisible();
    await expect(
      main.getByText(`withdraw ${site.payoutHoldDays} days after you deliver it`, { exact: false }),
    ).toBeVisible();
    await expect(main.getByRole("heading", { name: "Verified stars only" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "Requests on your terms" })).toBeVisible();
    await shoot(page, "become-celebrity-pitch");
  }
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Create an account to apply" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await signUpThroughPages(page, newFanIdentity("Star applicant"));
  await expect(page).toHaveURL(/\/become-celebrity$/);
  await expect(page.getByLabel("Price per video (USD)")).toBeVisible();
});

test("the combined /auth page says why a login failed", async ({ page }) => {
  await page.goto("/login");
  await expectNoSeriousA11yViolations(page);
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid credentials. Please try again.");
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
});

test("staff land on /admin after login and see their areas only", async ({ page }) => {
  await logInAs(page, "moderator");
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link")).toHaveText([
    "Dashboard",
    "Edit Pages",
    "Inbox",
    "My requests",
    "Profile",
    "Settings",
  ]);
  // Checked without the login toast (axe flags toasts caught mid-animation).
  await page.reload();
  await expect(sidebar.getByRole("link").first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("link", { name: "Admin Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test("at sign-up, a code asked for again too soon says so and when to ask again, and keeps the details", async ({
  page,
  request,
}) => {
  const fan = newFanIdentity("Too soon");
  // The same number was sent a code a moment ago (another tab, another phone).
  expect((await request.post("/api/accounts/phone/send-code", { data: { phone: fan.phone } })).ok()).toBe(true);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/signup");
  await fillSignUpDetails(page, fan);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(
    page.getByText(/^A code was sent to this number a moment ago\. You can ask for a new one in \d+ seconds\.$/),
  ).toBeVisible();
  await expect(page.getByText("Please check your phone number and try again.")).toHaveCount(0);
  // On a phone the toast comes from the top: it never covers the form's button (issue 24 item 5).
  const toastBox = await page.locator("[data-sonner-toast]").first().boundingBox();
  const buttonBox = await page.getByRole("button", { name: "Send code" }).boundingBox();
  expect(toastBox!.y + toastBox!.height).toBeLessThan(buttonBox!.y);
  await expect(page.getByLabel("Email")).toHaveValue(fan.email);
  await expect(page.getByLabel("Phone number")).not.toHaveValue("");
  await page.screenshot({ path: "test-results/accounts/code-too-soon-375.png" });
});

test("a confirmation link that does not work is not a dead end: a signed-out visitor asks for a new one by e-mail", async ({
  page,
  request,
}) => {
  // A fan signed up elsewhere (the API's own cookies: this browser stays signed out).
  const fan = await createFan(request, newFanIdentity("Relink"));
  const confirmationMails = async () => {
    const { items } = (await (await request.get("/api/dev/outbox")).json()) as {
      items: { to: string; text: string; createdAt: string }[];
    };
    return items
      .filter((item) => item.to.includes(fan.email) && item.text.includes("/auth/confirm?token="))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  };
  await expect.poll(async () => (await confirmationMails()).length).toBe(1);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/auth/confirm?token=${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  const form = page.getByRole("form", { name: "Get a new confirmation link" });
  await form.getByRole("button", { name: "Send a new link" }).click();
  await expect(form.getByText("Email is required.")).toBeVisible();
  await form.getByLabel("Email").fill(fan.email);
  await form.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("status")).toContainText("a new link is on its way");
  await page.screenshot({ path: "test-results/accounts/confirm-new-link-375.png", fullPage: true });

  // The new mail's link confirms the address.
  await expect.poll(async () => (await confirmationMails()).length).toBe(2);
  const newest = (await confirmationMails()).at(-1)!;
  const link = new URL(newest.text.match(/https?:\/\/\S*\/auth\/confirm\?token=\S+/)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText("Email confirmed")).toBeVisible();
});

test("without a phone, the combined page signs a fan up by e-mail: the account opens once its link is followed", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const fan = newFanIdentity("No SMS");
  await page.goto("/auth?tab=signup");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Sign up" });
  await expect(form.getByLabel("Phone number (optional)")).toBeVisible();
  await form.getByLabel("Full name").fill(fan.name);
  await form.getByLabel("Email").fill(fan.email);
  await form.getByLabel("Password").fill(fan.password);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  await expect(page.getByText(fan.email)).toBeVisible();
  await shoot(page, "auth-signup-check-email", { fullPage: false });
  // Nobody is signed in until the address is proven.
  expect((await page.request.get("/api/me")).status()).toBe(401);

  await page.goto(await linkFromOutbox(page.request, fan.email, "/auth/confirm"));
  await expect(page.getByText("Email confirmed")).toBeVisible();
  await page.getByRole("link", { name: "Log in to Salamu" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Email")).toHaveValue(fan.email);
  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect.poll(async () => (await page.request.get("/api/me")).status()).toBe(200);
});
