import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { PAGE_DEFAULTS } from "../src/shared/page-content";
import { expectNoSeriousA11yViolations } from "./axe";
import { createFan, expect, logInAs, newFanIdentity, newVisitorPage, test } from "./fixtures";

/**
 * Inline page editing (issue 11, scope 3): the demo moderator holds `content`; they edit the About page in
 * place and save; a visitor sees the new text (as text: markup stays literal); Cancel brings back the saved
 * text; a fan asking for edit mode is told they may not, and the API refuses them.
 */

const SHOTS = process.env.SHOTS_DIR;

/** Screenshots at desktop and phone widths when SHOTS_DIR is set (for a person to look at). */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 1280 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a moderator with content edits About in place and saves; a visitor sees it; Cancel restores", async ({
  page,
  browser,
}) => {
  await logInAs(page, "moderator");
  await page.goto("/admin/edit-pages");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([
    "Home",
    "About Us",
    "Contact Us",
    "Privacy Policy",
    "Terms of Service",
    "Help Center",
    "Business",
  ]);
  await shoot(page, "edit-pages");
  await page.getByRole("link", { name: "Edit page (About Us)" }).click();
  await expect(page).toHaveURL(/\/about$/);

  const toolbar = page.getByRole("region", { name: "Page editor" });
  await expect(toolbar).toBeVisible();
  const story = page.getByRole("textbox", { name: "Story title" });
  await expect(story).toHaveText(PAGE_DEFAULTS.about.storyTitle);
  await shoot(page, "about-edit-mode");

  // Markup typed as a text is kept, and shown, as text.
  const hostile = `Our <b>story</b> <img src=x onerror="window.__xss=1"> ${Date.now()}`;
  await story.fill(hostile);
  await page
    .getByRole("textbox", { name: "Mission statement" })
    .fill("We started Salamu to bring fans closer to their stars.");
  await toolbar.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("textbox", { name: "Story title" })).toHaveCount(0);
  await expect(page.getByText(hostile)).toBeVisible();
  await shoot(page, "about-preview-mode");
  await toolbar.getByRole("button", { name: "Continue editing" }).click();
  await expect(page.getByRole("textbox", { name: "Story title" })).toHaveText(hostile);

  const saved = page.waitForResponse((response) => response.url().includes("/api/admin/pages/about"));
  await toolbar.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await expect(page.getByText("Your page updates have been saved successfully.")).toBeVisible();
  await expect(toolbar).toHaveCount(0);
  await expect(page.getByRole("heading", { name: hostile })).toBeVisible();

  // A visitor (a browser of their own) gets the new text from the server, as text.
  const visitor = await newVisitorPage(browser);
  await visitor.goto("/about");
  await expect(visitor.getByRole("heading", { name: hostile })).toBeVisible();
  await expect(visitor.getByText("We started Salamu to bring fans closer to their stars.")).toBeVisible();
  expect(await visitor.locator("img[src='x']").count()).toBe(0);
  expect(await visitor.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(visitor.getByRole("button", { name: "Edit Page" })).toHaveCount(0);
  await visitor.context().close();

  // Cancel throws the draft away and shows the saved text again.
  await page.getByRole("button", { name: "Edit Page" }).click();
  await page.getByRole("textbox", { name: "Story title" }).fill("A title nobody saves");
  await toolbar.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Changes discarded")).toBeVisible();
  await expect(page.getByText("Your edits have been discarded.")).toBeVisible();
  await expect(page.getByRole("heading", { name: hostile })).toBeVisible();
  await expect(page.getByText("A title nobody saves")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: hostile })).toBeVisible();

  // Put the built-in text back for the other specs.
  const restore = await page.request.put("/api/admin/pages/about", { data: { fields: PAGE_DEFAULTS.about } });
  expect(restore.status()).toBe(200);
});

test("a moderator translates Terms into French in place: French readers get it, English shows for the rest, English readers see no change", async ({
  page,
  browser,
}) => {
  await logInAs(page, "moderator");
  await page.goto("/admin/edit-pages");
  const terms = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Terms of Service" }) });
  const languages = terms.getByRole("region", { name: "Languages" });
  await expect(languages.getByRole("listitem")).toHaveText([
    /English\s*Source text/,
    /Français\s*Not translated: shows English/,
    /العربية\s*Not translated: shows English/,
    /Kiswahili\s*Not translated: shows English/,
  ]);
  await languages.getByRole("link", { name: "Edit Terms of Service in Français" }).click();
  await expect(page).toHaveURL(/\/fr\/terms-of-service/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const toolbar = page.getByRole("region", { name: "Page editor" });
  await expect(toolbar).toContainText("Français");
  const title = page.getByRole("textbox", { name: "Titre de la page", exact: true });
  await expect(title).toHaveText(PAGE_DEFAULTS.terms.pageTitle);
  await title.fill("Conditions d'utilisation");
  await shoot(page, "terms-fr-edit-mode");
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/admin/pages/terms"));
  await toolbar.getByRole("button", { name: "Save" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Changes saved")).toBeVisible();

  // A French reader gets the French title; the sections not translated yet read in English, marked as English.
  const reader = await newVisitorPage(browser);
  await reader.goto("/fr/terms-of-service");
  const heading = reader.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Conditions d'utilisation");
  await expect(heading.locator("[lang=en]")).toHaveCount(0);
  await expect(reader.getByText(PAGE_DEFAULTS.terms.section1Title).first()).toHaveAttribute("lang", "en");
  await shoot(reader, "terms-fr-partly-translated");
  // An English reader sees the English title, as before.
  await reader.goto("/terms-of-service");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(PAGE_DEFAULTS.terms.pageTitle);
  await reader.context().close();

  await page.goto("/fr/admin/edit-pages");
  const french = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Conditions d'utilisation" }) })
    .getByRole("region")
    .getByRole("listitem")
    .nth(1);
  await expect(french).toContainText("Traduit en partie");
  await shoot(page, "edit-pages-fr");
  await expectNoSeriousA11yViolations(page);
});

test("a fan asking for edit mode is told they may not, and the API refuses them", async ({ page }) => {
  await createFan(page.request, newFanIdentity("Page fan"));
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: PAGE_DEFAULTS.about.pageTitle })).toBeVisible();
  // The Edit Page control is staff's only; the fan asks through the URL Edit Pages uses.
  await expect(page.getByRole("button", { name: "Edit Page" })).toHaveCount(0);
  await page.goto("/about?edit=1");
  await expect(page.getByText("Permission denied")).toBeVisible();
  await expect(page.getByText("Only super admins or admins with content permissions can edit pages")).toBeVisible();
  await expect(page.getByRole("region", { name: "Page editor" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Story title" })).toHaveCount(0);

  const refused = await page.request.put("/api/admin/pages/about", {
    data: { fields: { ...PAGE_DEFAULTS.about, pageTitle: "Fans were here" } },
  });
  expect(refused.status()).toBe(403);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: PAGE_DEFAULTS.about.pageTitle })).toBeVisible();
});

test("Admin Settings > Page Content: a too-short title is refused with the spec's message; Preview shows the draft", async ({
  page,
}) => {
  await logInAs(page, "superAdmin");
  await page.goto("/admin/settings?tab=content");
  await page.getByRole("tab", { name: "About Page" }).click();
  const form = page.getByRole("form", { name: "About Page content" });
  await form.getByLabel("Page title").fill("Hey");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(form.getByText("Title must be at least 5 characters")).toBeVisible();
  await form.getByLabel("Mission statement").fill("A story told in preview.");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("region", { name: "Preview" }).getByText("A story told in preview.")).toBeVisible();
  await shoot(page, "settings-page-content");
  await expectNoSeriousA11yViolations(page);
});

test("contact details are marked as examples until staff set theirs on the Contact page, which About shows too", async ({
  page,
  browser,
}) => {
  const visitor = await newVisitorPage(browser);
  const aboutContact = visitor.getByRole("region", { name: PAGE_DEFAULTS.about.contactTitle });
  await visitor.goto("/about");
  await expect(aboutContact).toContainText(PAGE_DEFAULTS.contact.phoneNumber);
  await expect(aboutContact.getByText("Example", { exact: true })).toHaveCount(2);
  await visitor.goto("/contact-us");
  await expect(visitor.getByText("Example", { exact: true })).toHaveCount(2);

  // Staff who can change them are told, and sent where they are set.
  await logInAs(page, "moderator");
  const warning = page.getByRole("alert").filter({ hasText: "Your contact details are still the examples" });
  await expect(warning).toBeVisible();
  await shoot(page, "admin-dashboard-example-contact");
  await warning.getByRole("link", { name: "Set contact details" }).click();
  await expect(page).toHaveURL(/\/contact-us\?edit=1$/);

  const real = { phoneNumber: "+254 20 123 4567", officeAddress: "Westlands, Nairobi, Kenya" };
  try {
    const saved = await page.request.put("/api/admin/pages/contact", {
      data: { fields: { ...PAGE_DEFAULTS.contact, ...real } },
    });
    expect(saved.status()).toBe(200);

    // One source: About shows what the Contact page holds, and nothing is marked any more.
    await visitor.goto("/about");
    await expect(aboutContact).toContainText(real.phoneNumber);
    await expect(aboutContact).toContainText(real.officeAddress);
    await expect(visitor.getByText("Example", { exact: true })).toHaveCount(0);
    await visitor.goto("/contact-us");
    await expect(visitor.getByText(real.officeAddress)).toBeVisible();
    await expect(visitor.getByText("Example", { exact: true })).toHaveCount(0);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Your contact details are still the examples")).toHaveCount(0);
  } finally {
    // The built-in texts back for the other specs.
    await page.request.put("/api/admin/pages/contact", { data: { fields: PAGE_DEFAULTS.contact } });
    await visitor.context().close();
  }
});
