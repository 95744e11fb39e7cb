import { pageHref } from "../src/shared/client-routes";
import { expectNoSeriousA11yViolations } from "./axe";
import { DEMO_CELEBRITY, expect, logInAs, test } from "./fixtures";

type OutboxItem = { to: string; subject: string; text: string };

const SHOTS = "test-results/enquiries";

test.describe("enquiries and the staff inbox", () => {
  for (const width of [1280, 375]) {
    test(`a visitor's contact message reaches the inbox and is answered (${width} px)`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = `e2e-contact-${width}-${Date.now()}@example.com`;
      const subject = `Where is my video? (${width})`;

      await page.goto("/contact-us");
      await page.getByLabel("Your Name").fill("Ada Visitor");
      await page.getByLabel("Email Address").fill(email);
      await page.getByLabel("Subject").fill(subject);
      await page
        .getByRole("textbox", { name: "Message" })
        .fill("I booked a birthday video last week. Could you check on it?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message Sent!")).toBeVisible();
      await expect(page.getByLabel("Your Name")).toHaveValue("");
      await page.screenshot({ path: `${SHOTS}/contact-sent-${width}.png`, fullPage: true });

      // Staff are told at the support address, the sender gets an acknowledgement.
      await expect
        .poll(async () => {
          const { items } = (await (await request.get("/api/dev/outbox")).json()) as { items: OutboxItem[] };
          return items.filter((item) => item.text.includes(email) || item.to === email).length;
        })
        .toBe(2);

      await logInAs(page, "moderator");
      await page.goto("/admin/inbox");
      const row = page.getByRole("row").filter({ hasText: subject });
      await expect(row).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/inbox-${width}.png`, fullPage: true });

      await row.getByRole("button", { name: "Open the message from Ada Visitor" }).click();
      const dialog = page.getByRole("dialog", { name: subject });
      await expect(dialog.getByText("I booked a birthday video last week.")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/inbox-open-${width}.png` });
      await dialog.getByLabel("Reply to Ada Visitor").fill("Your video is on its way.");
      await dialog.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByText("Reply sent")).toBeVisible();
      await expect(dialog.getByText("Handled", { exact: true }).first()).toBeVisible();

      await expect
        .poll(async () => {
          const { items } = (await (await request.get("/api/dev/outbox")).json()) as { items: OutboxItem[] };
          return items.some((item) => item.to === email && item.subject === `Re: ${subject}`);
        })
        .toBe(true);
    });
  }

  test("a profile's Contact button opens a business enquiry about that celebrity", async ({ page }) => {
    await page.goto(pageHref("/celebrity/:username", { username: DEMO_CELEBRITY.username }));
    await page.getByRole("main").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/business\\?celebrity=${DEMO_CELEBRITY.username}`));
    await expect(page.getByText(`@${DEMO_CELEBRITY.username}`, { exact: true })).toBeVisible();
  });
});
