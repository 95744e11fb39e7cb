import sharp from "sharp";
import type { Branding } from "../src/shared/schemas/branding";
import type { AdminDashboard } from "../src/shared/schemas/dashboard";
import { expectNoSeriousA11yViolations } from "./axe";
import {
  approveApplication,
  bookAndPay,
  createFan,
  expect,
  expectPlayable,
  logInAs,
  makeTestVideo,
  newFanIdentity,
  newVisitorPage,
  sendSelfie,
  shoot,
  test,
} from "./fixtures";

/**
 * The staff screens against the real server and its demo data. Only routes this branch serves are driven end to
 * end (dashboard, celebrities, audit); the users page is opened to see it render, whether its API is there yet or
 * not.
 */

test("the demo moderator (content only) is sent away from the areas they hold no permission for", async ({ page }) => {
  await logInAs(page, "moderator");
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin/users", "/admin/celebrities", "/admin/admin-users", "/admin/audit", "/admin/settings"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  }
  // Their dashboard has no staff count and no refunds, and shortcuts only to their area.
  const figures = page.getByRole("list", { name: "Marketplace figures" });
  await expect(figures.getByText("Total Users")).toBeVisible();
  await expect(figures.getByText("Admins")).toHaveCount(0);
  await expect(page.getByText("Refunds that need attention")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Content Management" }).getByRole("link")).toHaveText([
    /Edit Pages/,
    /Inbox/,
  ]);
  await expectNoSeriousA11yViolations(page);

  // Staff may book a video too: the sidebar's My requests opens theirs, not the admin area (issue 24 item 27).
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My requests" }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-requests$/);
  await expect(page.getByRole("heading", { level: 1, name: "My requests" })).toBeVisible();
  await expect(page.getByText("No requests yet")).toBeVisible();
});

test("the demo super admin sees the real figures, approves and verifies a celebrity, and opens the users page", async ({
  page,
  browser,
}) => {
  // A fan of this run applies to become a celebrity, through the API the application page uses.
  const applicant = await newVisitorPage(browser);
  await createFan(applicant.request, newFanIdentity("Applicant"));
  const fullName = `E2E Star ${Date.now()}`;
  const applied = await applicant.request.post("/api/celebrity-applications", {
    data: {
      fullName,
      profession: "musician",
      bio: "Highlife singer from Kumasi, here for the staff screens test.",
      country: "ghana",
      priceUsd: 80,
      categoryId: "musicians",
    },
  });
  expect(applied.status()).toBe(201);
  await sendSelfie(applicant.request);
  await applicant.context().close();

  await logInAs(page, "superAdmin");
  await expect(page).toHaveURL(/\/admin$/);
  const sidebar = page.getByRole("navigation", { name: "Dashboard" });
  await expect(sidebar.getByRole("link", { name: "Audit Log" })).toHaveAttribute("href", "/admin/audit");
  await expect(sidebar.getByRole("link", { name: "Create Fan" })).toHaveAttribute("href", "/admin/create-fan");

  // The cards show what the server computes from the data.
  const answer = await page.request.get("/api/admin/dashboard");
  expect(answer.ok()).toBe(true);
  const figures = (await answer.json()) as AdminDashboard;
  expect(figures.totals.admins).not.toBeNull();
  expect(figures.totals.pendingApprovals).toBeGreaterThan(0);
  const cards = page.getByRole("list", { name: "Marketplace figures" });
  const card = (label: string) => cards.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) });
  await expect(card("Total Users")).toContainText(figures.totals.users.toLocaleString("en-US"));
  await expect(card("Admins")).toContainText(String(figures.totals.admins));
  await expect(card("Celebrities")).toContainText(figures.totals.celebrities.toLocaleString("en-US"));
  await expect(card("Pending Approvals")).toContainText(String(figures.totals.pendingApprovals));
  // The super admin holds `finance`: the fees earned (the platform's revenue) show, what fans paid said apart.
  expect(figures.revenue).not.toBeNull();
  await expect(card("Fees Earned")).toContainText("Fans paid");
  await expect(page.getByRole("region", { name: "Recent celebrities" }).getByRole("row")).toHaveCount(
    Math.max(1, figures.recentCelebrities.length) + 1,
  );
  await expect(page.getByRole("heading", { name: "Refunds that need attention" })).toBeVisible();
  // Checked without the login toast (axe flags toasts caught mid-animation).
  await page.reload();
  await expect(cards).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Pending Approvals leads to the celebrities page, where the application waits.
  await card("Pending Approvals").getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/celebrities$/);
  await expect(page.getByRole("heading", { level: 1, name: "Celebrity Management" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Pending approvals" }).getByText(fullName)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Approved without ticking "Identity checked": not verified until staff say so below.
  await approveApplication(page, fullName);
  await expect(page.getByRole("region", { name: "Pending approvals" }).getByText(fullName)).toHaveCount(0);

  // Now among the approved: found by the search, then verified.
  await page.getByLabel("Search approved celebrities").fill(fullName);
  await page.getByLabel("Search approved celebrities").press("Enter");
  await expect(page).toHaveURL(/\?search=E2E/);
  const row = page
    .getByRole("region", { name: "Approved celebrities" })
    .getByRole("row", { name: new RegExp(fullName) });
  await expect(row).toContainText("Active");
  await row.getByRole("button", { name: `Verify: ${fullName}` }).click();
  await expect(page.getByText("Celebrity verified")).toBeVisible();
  await expect(row.getByRole("button", { name: `Unverify: ${fullName}` })).toBeVisible();
  await expect(row).toContainText("Verified");

  // The audit log keeps both decisions.
  await page.goto("/admin/audit?action=celebrity.approve");
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Audit log" }).getByText(new RegExp(fullName)).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The users page renders: its table once the users API is merged, until then its error state.
  await sidebar.getByRole("link", { name: "Users Management" }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole("heading", { level: 1, name: "Users Management" })).toBeVisible();
  await expect(page.getByLabel("Search users by name or e-mail")).toBeVisible();
  await expect(page.getByRole("region", { name: "Users" }).or(page.getByRole("alert"))).toBeVisible();
});

// Issue 24 item 29: a user's page, tables on phones, and the sidebar's logo.

test("staff open a user's page from the users table and mark the e-mail verified by hand", async ({
  page,
  browser,
}) => {
  const visitor = await newVisitorPage(browser);
  const fan = await createFan(visitor.request, newFanIdentity("Detail"));
  await visitor.context().close();

  await logInAs(page, "superAdmin");
  await page.goto(`/admin/users?search=${encodeURIComponent(fan.email)}`);
  await page.getByRole("region", { name: "Users" }).getByRole("link", { name: fan.name }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1, name: fan.name })).toBeVisible();
  await expect(page.getByText(fan.email)).toBeVisible();
  // The phone shows its calling code and last three digits only.
  await expect(page.getByText(new RegExp(`•+${fan.phone.slice(-3)}$`))).toBeVisible();
  await expect(page.getByRole("heading", { name: "Requests as fan" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Active sessions" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "admin-user-page");

  await page.getByRole("button", { name: "Mark e-mail verified" }).click();
  await expect(page.getByText("E-mail marked as verified")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark e-mail verified" })).toHaveCount(0);
  await expect(page.getByText("Active", { exact: true })).toBeVisible();

  // Anonymise asks first.
  await page.getByRole("button", { name: "Anonymise" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Payments and the books are kept.");
  await shoot(page, "admin-user-anonymise-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Keep the account" }).click();
  await expect(dialog).toHaveCount(0);
});

test("admin tables are cards on a 375 px phone: neither the page nor the table scrolls sideways", async ({ page }) => {
  await logInAs(page, "superAdmin");
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/users");
  const region = page.getByRole("region", { name: "Users" });
  await expect(region.getByRole("link").first()).toBeVisible();
  const widths = await region.evaluate((element) => ({
    page: document.scrollingElement?.scrollWidth ?? 0,
    viewport: window.innerWidth,
    table: element.scrollWidth,
    tableBox: element.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  expect(widths.table).toBeLessThanOrEqual(widths.tableBox);
  await shoot(page, "admin-users-table");
});

test("the sidebar shows a newly uploaded logo without a reload", async ({ page }) => {
  await logInAs(page, "superAdmin");
  await page.goto("/admin/settings?tab=appearance");
  const sidebarLogo = page.locator("aside").getByRole("link", { name: "Salamu home" });
  await expect(sidebarLogo.getByRole("img")).toHaveCount(0);

  const logo = await sharp({ create: { width: 480, height: 120, channels: 3, background: "#1d4ed8" } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload logo" }).click();
  await (await chooser).setFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(page.getByRole("img", { name: "Current logo" })).toBeVisible();
  const branding = (await (await page.request.get("/api/branding")).json()) as Branding;
  expect(branding.logoUrl).toBeTruthy();
  await expect(sidebarLogo.getByRole("img", { name: "Salamu" })).toHaveAttribute("src", branding.logoUrl ?? "");
  await shoot(page, "admin-sidebar-logo");

  // Back to the built-in logo, here and in the sidebar, for the tests after this one.
  await page.getByRole("button", { name: "Reset" }).first().click();
  await expect(sidebarLogo.getByRole("img", { name: "Salamu" })).toHaveCount(0);
});

test("the super admin finds a request by its short id, sees its timeline and video, and adds an internal note", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const fan = await newVisitorPage(browser);
  await createFan(fan.request, newFanIdentity("Orders"));
  const message = `Staff orders check (${Date.now()})`;
  await bookAndPay(fan, message);
  const mine = (await (await fan.request.get("/api/requests/mine")).json()) as {
    requests: { id: string; message: string }[];
  };
  const requestId = mine.requests.find((request) => request.message === message)?.id ?? "";
  const shortId = requestId.slice(0, 8);
  expect(shortId).toMatch(/^[0-9a-f]{8}$/);

  // The star accepts and uploads; the video is processed and delivered.
  const celebrity = await newVisitorPage(browser);
  await logInAs(celebrity, "celebrity");
  const incoming = celebrity.getByRole("article").filter({ hasText: message });
  await expect(incoming).toBeVisible({ timeout: 20_000 });
  await incoming.getByRole("button", { name: "Accept" }).click();
  const videoDialog = celebrity.getByRole("dialog", { name: "Record or upload your video" });
  await videoDialog.getByRole("button", { name: "Upload a file" }).click();
  await videoDialog.getByLabel("Video file").setInputFiles(makeTestVideo());
  await videoDialog.getByRole("button", { name: "Upload video" }).click();
  await expect(celebrity.getByText("Video uploaded").first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      async () => {
        const list = (await (await fan.request.get("/api/requests/mine")).json()) as {
          requests: { id: string; status: string }[];
        };
        return list.requests.find((request) => request.id === requestId)?.status;
      },
      { timeout: 90_000 },
    )
    .toBe("completed");
  await celebrity.context().close();
  await fan.context().close();

  await logInAs(page, "superAdmin");
  await page.getByRole("navigation").getByRole("link", { name: "All requests" }).first().click();
  await expect(page).toHaveURL(/\/admin\/requests$/);
  await page.getByRole("searchbox", { name: "Search requests" }).fill(`#${shortId}`);
  await page.getByRole("searchbox", { name: "Search requests" }).press("Enter");
  const table = page.getByRole("region", { name: "Requests, newest first" });
  await expect(table.getByRole("link")).toHaveCount(1);
  await shoot(page, "admin-requests-list");
  await table.getByRole("link", { name: `#${shortId}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Request #${shortId}` })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  const timeline = page.getByTestId("request-timeline");
  for (const step of ["Request made", "Paid", "Accepted by the star", "Video delivered"]) {
    await expect(timeline.getByText(step, { exact: false }).first()).toBeVisible();
  }
  await expectPlayable(page, '[data-testid="admin-request-video"]');
  // Checked before the note's toast, which fades through low contrast as it leaves.
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("textbox", { name: "Add a note" }).fill("Fan asked us to check the spelling of Tolu.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Note added")).toBeVisible();
  await expect(timeline.getByText("Fan asked us to check the spelling of Tolu.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Add a note" })).toHaveValue("");
  await shoot(page, "admin-request-page");
});

test("staff find a request by its short id and refund part of it, through the provider, and see it in the timeline", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const fan = await newVisitorPage(browser);
  await createFan(fan.request, newFanIdentity("Refunds"));
  const message = `Staff refund check (${Date.now()})`;
  await bookAndPay(fan, message);
  const mine = (await (await fan.request.get("/api/requests/mine")).json()) as {
    requests: { id: string; message: string }[];
  };
  const shortId = (mine.requests.find((request) => request.message === message)?.id ?? "").slice(0, 8);
  expect(shortId).toMatch(/^[0-9a-f]{8}$/);
  await fan.context().close();

  await logInAs(page, "superAdmin");
  await page.goto("/admin/requests");
  await page.getByRole("searchbox", { name: "Search requests" }).fill(shortId);
  await page.getByRole("searchbox", { name: "Search requests" }).press("Enter");
  const table = page.getByRole("region", { name: "Requests, newest first" });
  await expect(table.getByRole("link")).toHaveCount(1);
  await table.getByRole("link", { name: `#${shortId}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Request #${shortId}` })).toBeVisible();

  // Paid, not delivered yet: only a part can be refunded here, at most what is left less one unit.
  const form = page.getByRole("form", { name: "Refunds" });
  await expect(form.getByRole("radio", { name: /All that is left/ })).toHaveCount(0);
  await form.getByRole("button", { name: "Refund" }).click();
  await expect(form.getByText("Give the reason for the refund.")).toBeVisible();
  await form.getByRole("textbox", { name: /Amount/ }).fill("1000000");
  await form.getByRole("button", { name: "Refund" }).click();
  await expect(form.getByText(/can be refunded\.$/)).toBeVisible();
  await form.getByRole("textbox", { name: /Amount/ }).fill("1");
  await form.getByRole("textbox", { name: /Reason/ }).fill("The fan asked for a smaller video");
  await form.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText(/asked for: it shows in the timeline/)).toBeVisible();

  // The refund job asks the (sandbox) provider and confirms it: the timeline says done, the figures follow.
  const timeline = page.getByTestId("request-timeline");
  await expect(async () => {
    await page.reload();
    const entry = timeline.getByRole("listitem").filter({ hasText: "Refund by staff" });
    await expect(entry).toContainText("done", { timeout: 2_000 });
    await expect(entry).toContainText("The fan asked for a smaller video");
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("request-refunds")).not.toContainText(/Refunded\s*\$?0\.00/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, "admin-request-refund");
});
