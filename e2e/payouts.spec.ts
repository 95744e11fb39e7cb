import type { Page } from "@playwright/test";
import { sandboxAccountName } from "../src/server/providers/payouts/sandbox";
import { formatMinor } from "../src/shared/money";
import type { FinanceSummary } from "../src/shared/schemas/finance";
import type { BalanceResponse, PayoutsResponse } from "../src/shared/schemas/payouts";
import { expectNoSeriousA11yViolations } from "./axe";
import {
  approveApplication,
  bookAndPay,
  createFan,
  expect,
  logIn,
  logInAs,
  mailFromOutbox,
  makeTestVideo,
  newFanIdentity,
  newVisitorPage,
  sendSelfie,
  shoot,
  test,
} from "./fixtures";

/**
 * Issue 19's acceptance: a new star is paid. They add an M-Pesa wallet (the holder's name resolved by the
 * sandbox provider and confirmed with their password), deliver a paid video, see the earnings pending, then
 * available once the hold period has passed, withdraw after seeing the quote, staff approve the first payout
 * to the new account in Finance, the sandbox transfer settles, and the star sees it paid. Time is moved with
 * the development clock (POST /api/dev/clock), never waited for; the star's browser clock follows the server's.
 */

const WALLET = { operatorCode: "MPESA", number: "254712345678" };

/** Finance's totals in shillings: a payout to M-Pesa is paid, and counted as paid out, in KES. */
const kesTotals = async (staff: Page) => {
  const answer = await staff.request.get("/api/admin/finance/summary");
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as FinanceSummary).totals.find((totals) => totals.currency === "KES");
};

const balanceOf = async (star: Page) => {
  const answer = await star.request.get("/api/celebrity/balance");
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as BalanceResponse;
};

test("a new star adds an M-Pesa account, delivers, sees the money pending then available, withdraws, and is paid after staff approve", async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(300_000);
  const video = makeTestVideo();
  const fullName = `Wanjiru Kamau ${Date.now() % 100_000}`;

  // 1. A fan of this run applies as a Kenyan singer; the demo super admin (who holds `finance`) approves.
  const starContext = await browser.newContext({ extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" } });
  // The star's browser clock is the server's: moved with it below (the 48 hours, "available on").
  await starContext.clock.install();
  const star = await starContext.newPage();
  const identity = await createFan(star.request, newFanIdentity("Payee"));
  const applied = await star.request.post("/api/celebrity-applications", {
    data: {
      fullName,
      profession: "musician",
      bio: "Benga singer from Nairobi, paid to M-Pesa in the payouts browser test.",
      country: "kenya",
      priceUsd: 60,
      categoryId: "musicians",
    },
  });
  expect(applied.status()).toBe(201);
  await sendSelfie(star.request);
  await logInAs(staff, "superAdmin");
  const paidOutBefore = (await kesTotals(staff))?.paidOut ?? 0;
  await staff.goto("/admin/celebrities");
  await approveApplication(staff, fullName);

  // 2. The star adds an M-Pesa wallet: the sandbox resolves the holder's name, the star confirms it with the password.
  await logIn(star, identity);
  await star.goto("/dashboard/earnings");
  await expect(star.getByText("No payout account yet: add one to be paid.")).toBeVisible();
  await star.getByRole("button", { name: "Add payout account" }).click();
  const form = star.getByRole("dialog", { name: "Payout account" });
  await form.getByLabel("Country").selectOption({ label: "Kenya" });
  await form.getByRole("radio", { name: /M-Pesa/ }).check();
  await form.getByLabel("Phone number").fill(WALLET.number);
  await form.getByRole("button", { name: "Check account" }).click();
  const found = form.getByRole("region", { name: "Account found" });
  const holder = sandboxAccountName(WALLET.operatorCode, WALLET.number);
  await expect(found).toContainText(holder);
  await expect(found).toContainText("••••5678");
  await expect(found).not.toContainText(WALLET.number);
  // Saving without confirming the name is refused, and nothing is saved.
  await form.getByLabel("Your password").fill(identity.password);
  await form.getByRole("button", { name: "Save account" }).click();
  await expect(form.getByText("Confirm the account name")).toBeVisible();
  await form.getByRole("checkbox", { name: "This is my account" }).check();
  await expect(form.getByText("Confirm the account name")).toHaveCount(0);
  await shoot(star, "payouts-account-form", { fullPage: false });
  await form.getByRole("button", { name: "Save account" }).click();
  await expect(star.getByText("Payout account saved")).toBeVisible();
  await expect(form).toBeHidden();
  await expect(star.getByText(holder)).toBeVisible();
  await expect(star.getByText(/For your safety, payouts to this account start on/)).toBeVisible();
  const notice = await mailFromOutbox(star.request, identity.email, "payout account was changed");
  expect(notice.text).toContain("M-Pesa ••••5678");
  expect(notice.text).not.toContain(WALLET.number);

  // 3. A fan books and pays the new star (sandbox checkout, in dollars).
  const username = (
    (await (await star.request.get("/api/celebrity/profile")).json()) as { profile: { username: string } }
  ).profile.username;
  const fan = await newVisitorPage(browser);
  await createFan(fan.request, newFanIdentity("Payer"));
  const message = `Happy birthday Tolu, from Nairobi! (${Date.now()})`;
  await bookAndPay(fan, message, username);
  await fan.context().close();

  // 4. The star accepts and uploads the video.
  await star.goto("/dashboard");
  const incoming = star.getByRole("article").filter({ hasText: message });
  await expect(incoming).toBeVisible({ timeout: 20_000 });
  await incoming.getByRole("button", { name: "Accept" }).click();
  const upload = star.getByRole("dialog", { name: "Record or upload your video" });
  await expect(upload.getByText("Request accepted. How will you make the video?")).toBeVisible();
  await upload.getByRole("button", { name: "Upload a file" }).click();
  await upload.getByLabel("Video file").setInputFiles(video);
  await upload.getByRole("button", { name: "Upload video" }).click();
  await expect(star.getByText("Video uploaded").first()).toBeVisible({ timeout: 30_000 });

  // 5. Pending: the delivery's earnings, with the day they become available; nothing to withdraw yet.
  await expect
    .poll(async () => (await balanceOf(star)).balances.find((balance) => balance.currency === "USD")?.pending ?? 0, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  const held = await balanceOf(star);
  const earned = held.balances.find((balance) => balance.currency === "USD")?.pending ?? 0;
  expect(held.pendingEarnings).toHaveLength(1);
  await star.goto("/dashboard/earnings");
  const usd = star.getByLabel("USD balance");
  await expect(usd.getByText("Pending", { exact: true }).locator("..")).toContainText(formatMinor(earned, "USD"));
  await expect(usd.getByText("Available · USD").locator("..")).toContainText(formatMinor(0, "USD"));
  await expect(star.getByRole("list", { name: "Pending earnings" })).toContainText(/Available on /);
  await expect(star.getByRole("button", { name: "Withdraw now" })).toHaveCount(0);

  // 6. The hold period and the account's 48 hours pass (the server's clock moved, the star's browser with it).
  const moved = await star.request.post("/api/dev/clock", { data: { advanceHours: held.holdDays * 24 + 1 } });
  expect(moved.status()).toBe(200);
  const { now, released } = (await moved.json()) as { now: string; released: number };
  expect(released).toBeGreaterThanOrEqual(1);
  await star.clock.setSystemTime(new Date(now));
  await star.reload();
  await expect(usd.getByText("Available · USD").locator("..")).toContainText(formatMinor(earned, "USD"));
  await expect(usd.getByText("Pending", { exact: true }).locator("..")).toContainText(formatMinor(0, "USD"));
  await expect(star.getByText("Nothing pending.")).toBeVisible();
  await expect(star.getByText(/For your safety, payouts to this account start on/)).toHaveCount(0);

  // 7. Withdraw now: the quote in shillings (rate and fee shown) before anything is sent, then confirmed.
  await usd.getByRole("button", { name: "Withdraw now" }).click();
  const withdraw = star.getByRole("dialog", { name: "Withdraw USD" });
  const quote = withdraw.getByRole("region", { name: "Payout quote" });
  await expect(quote).toContainText(formatMinor(earned, "USD"));
  await expect(quote.getByText("Rate")).toBeVisible();
  await expect(quote.getByText("Transfer fee")).toBeVisible();
  await expect(quote.getByText("You receive").locator("..")).toContainText("KSh");
  await expect(quote).toContainText(`M-Pesa ••••5678`);
  await expect(withdraw.getByText("Salamu approves this payout before it is sent.")).toBeVisible();
  await expectNoSeriousA11yViolations(star);
  await shoot(star, "payouts-withdraw-quote", { fullPage: false });
  await withdraw.getByRole("button", { name: "Confirm payout" }).click();
  const answer = withdraw.getByRole("status");
  await expect(answer).toContainText("Awaiting approval");
  await expect(answer).not.toContainText("Paid");
  await withdraw.getByRole("button", { name: "Done" }).click();
  const payouts = ((await (await star.request.get("/api/celebrity/payouts")).json()) as PayoutsResponse).payouts;
  expect(payouts).toHaveLength(1);
  const payout = payouts[0]!;
  expect(payout).toMatchObject({ status: "awaiting_approval", amountMinor: earned, payoutCurrency: "KES" });
  await expect(usd.getByText("Available · USD").locator("..")).toContainText(formatMinor(0, "USD"));
  await expect(usd.getByText("In transit", { exact: true }).locator("..")).toContainText(formatMinor(earned, "USD"));
  await expect(star.getByRole("table", { name: "Your payouts" })).toContainText("Awaiting approval");

  // 8. Staff approve it in Finance's payout queue; the send job sends it and the sandbox settles it.
  await staff.goto("/admin/finance?tab=queue");
  const waiting = staff.getByRole("region", { name: "Awaiting approval" });
  await expect(waiting.getByRole("table")).toContainText(fullName);
  // The row's actions fit beside the sidebar at 1280 px: not scrolled out of the table.
  await expect(waiting.getByRole("button", { name: `Approve ${payout.reference}` })).toBeInViewport({ ratio: 1 });
  await shoot(staff, "payouts-finance-queue");
  await waiting.getByRole("button", { name: `Approve ${payout.reference}` }).click();
  await staff.getByRole("alertdialog").getByRole("button", { name: "Approve and send" }).click();
  await expect(staff.getByText("Payout approved")).toBeVisible();
  await expect(waiting.getByRole("button", { name: `Approve ${payout.reference}` })).toHaveCount(0);

  // 9. The star sees it paid only once the provider said so.
  await expect
    .poll(
      async () =>
        ((await (await star.request.get("/api/celebrity/payouts")).json()) as PayoutsResponse).payouts[0]?.status,
      { timeout: 60_000 },
    )
    .toBe("succeeded");
  await star.reload();
  await expect(star.getByRole("table", { name: "Your payouts" })).toContainText("Paid");
  // Left the dollar balance, arrived in shillings: the KES card says what was paid.
  await expect(usd.getByText("In transit", { exact: true }).locator("..")).toContainText(formatMinor(0, "USD"));
  const kes = star.getByLabel("KES balance");
  await expect(kes.getByText("Paid out", { exact: true }).locator("..")).toContainText(
    formatMinor(payout.payoutAmountMinor, "KES"),
  );
  const statement = star.getByRole("table", { name: "Statement" });
  await expect(statement).toContainText(/Payout/);
  await expectNoSeriousA11yViolations(star);
  await shoot(star, "payouts-earnings");
  const paid = await mailFromOutbox(star.request, identity.email, "paid you");
  expect(paid.text).toContain(payout.reference);

  // 10. Staff see it in Finance: paid out in shillings grew by exactly this payout.
  expect(((await kesTotals(staff))?.paidOut ?? 0) - paidOutBefore).toBe(payout.payoutAmountMinor);
  await staff.goto("/admin/finance");
  const totals = staff.getByLabel("KES totals");
  await expect(totals.getByText("Paid out", { exact: true }).locator("..")).toContainText(
    formatMinor(paidOutBefore + payout.payoutAmountMinor, "KES"),
  );
  await expectNoSeriousA11yViolations(staff);
  await shoot(staff, "payouts-finance-overview");

  // The screens around it, for the screenshots: payout settings and the star's plan bookings card.
  await staff.goto("/admin/settings?tab=payouts");
  await expect(staff.getByRole("tab", { name: "Payouts", selected: true })).toBeVisible();
  await expect(staff.getByLabel("Hold period (days)")).toHaveValue(String(held.holdDays));
  await shoot(staff, "payouts-settings");
  await star.goto("/dashboard/profile?tab=celebrity");
  await expect(star.getByRole("form", { name: "Celebrity profile" })).toBeVisible();
  await shoot(star, "payouts-plan-bookings");
  await starContext.close();
});
