import type { Page } from "@playwright/test";
import { pageHref } from "../src/shared/client-routes";
import { expectNoSeriousA11yViolations } from "./axe";
import {
  bookAndPay,
  createFan,
  DEMO_CELEBRITY,
  expect,
  kenyanPage,
  logInAs,
  newFanIdentity,
  newVisitorPage,
  shoot,
  test,
} from "./fixtures";

async function codeFromToast(page: Page): Promise<string> {
  const toast = page.getByText(/^Your code is \d{6}$/).last();
  await expect(toast).toBeVisible();
  return ((await toast.textContent()) ?? "").replace(/\D/g, "");
}

test("a Kenyan visitor signs up with a local number, sees shillings, and fixes a taken e-mail without a second code", async ({
  browser,
  request,
}) => {
  const page = await kenyanPage(browser);
  const fan = newFanIdentity("Kenya");

  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Create your Salamu account" })).toBeVisible();
  // The picker starts on Kenya, and the placeholder shows a Kenyan number.
  await expect(page.getByLabel("Country code")).toHaveValue("KE");
  await expect(page.getByText("+254", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveAttribute("placeholder", "0712 345 678");
  await page.getByLabel("Full name").fill("Wanjiku Kamau");
  await page.getByLabel("Email").fill(fan.email);
  // Another Kenyan number than new-user-journey.spec's '0712 345 678': the e2e database lives for the whole
  // run, and a number gets one code a minute.
  await page.getByLabel("Phone number").fill("0711 222 333");
  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("checkbox").check();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "signup");

  const sent = page.waitForRequest((req) => req.url().endsWith("/api/accounts/phone/send-code"));
  await page.getByRole("button", { name: "Send code" }).click();
  expect((await sent).postDataJSON()).toEqual({ phone: "+254711222333", phoneCountry: "KE" });
  const code = await codeFromToast(page);
  await expect(page.getByText("+254 711 222333")).toBeVisible();
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Account created")).toBeVisible();
  const me = await page.request.get("/api/me");
  expect((await me.json()).user).toMatchObject({ phone: "+254711222333", phoneVerified: true });

  // Prices in Kenyan shillings, whole, with the USD beside them.
  await page.goto(pageHref("/celebrity/:username", { username: DEMO_CELEBRITY.username }));
  const price = page.getByTestId("price").first();
  await expect(price).toHaveText(/^KSh\s[\d,]+$/);
  await expect(page.getByTestId("price-usd").first()).toHaveText(/^~\$[\d,]+\.\d{2}$/);
  await shoot(page, "profile-kes");
  await page.context().close();

  // Another Kenyan visitor types an e-mail that already has an account: after the phone is proven, they
  // choose another e-mail and the account is created with the same verification, no second text.
  const taken = await createFan(request);
  const second = await kenyanPage(browser);
  await second.goto("/signup");
  await second.getByLabel("Full name").fill("Otieno Ouma");
  await second.getByLabel("Email").fill(taken.email);
  await second
    .getByLabel("Phone number")
    .fill(`0722 ${String(Date.now()).slice(-6, -3)} ${String(Date.now()).slice(-3)}`);
  await second.getByLabel("Password").fill("second-password-2");
  await second.getByRole("checkbox").check();
  let codesSent = 0;
  second.on("request", (req) => {
    if (req.url().endsWith("/api/accounts/phone/send-code")) codesSent += 1;
  });
  await second.getByRole("button", { name: "Send code" }).click();
  await second.getByLabel("Verification code").fill(await codeFromToast(second));
  await second.getByRole("button", { name: "Verify" }).click();
  const alert = second.getByRole("alert").filter({ hasText: "already has a Salamu account" });
  await expect(alert).toBeVisible();
  await expect(second.getByRole("link", { name: "Log in instead" })).toHaveAttribute("href", "/login");
  await expectNoSeriousA11yViolations(second);
  await shoot(second, "signup-email-taken");
  await second.getByRole("button", { name: "Use another e-mail" }).click();
  await second.getByLabel("Email").fill(newFanIdentity("Kenya2").email);
  await second.getByRole("button", { name: "Create account" }).click();
  await expect(second.getByText("Account created")).toBeVisible();
  expect(codesSent).toBe(1);
  await second.context().close();
});

test("on a phone, a star's dashboard shows the first pending request on the first screen", async ({ browser }) => {
  // A fan has just paid for a request.
  const fan = await newVisitorPage(browser);
  await createFan(fan.request, newFanIdentity("Phone star"));
  const message = `Shout out to the team! (${Date.now()})`;
  await bookAndPay(fan, message);
  await fan.context().close();

  const star = await newVisitorPage(browser);
  await star.setViewportSize({ width: 375, height: 812 });
  await logInAs(star, "celebrity");
  await star.goto("/dashboard");
  const pending = star.getByRole("region", { name: /^Pending requests/ });
  const first = pending.getByRole("article").first();
  await expect(first).toBeVisible();
  // Its top and its name line are on screen without scrolling: the four figures sit two abreast.
  await expect(first).toBeInViewport({ ratio: 0.3 });
  await shoot(star, "celebrity-dashboard-phone", { fullPage: false });
  await star.context().close();
});
