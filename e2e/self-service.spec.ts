import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { pageHref } from "../src/shared/client-routes";
import { DEMO_CELEBRITY, expect, logInAs, test } from "./fixtures";

/**
 * The celebrity edits their own profile: photo, languages, a new username (the old link follows), requests
 * paused; the public page and browse's language filter show it. Set SCREENSHOT_DIR to keep screenshots of
 * the three pages at 1280 and 375 px.
 */

const NEW_USERNAME = "adaeze_live";

async function screenshots(page: Page, name: string) {
  const directory = process.env.SCREENSHOT_DIR;
  if (!directory) return;
  mkdirSync(directory, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(directory, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a celebrity edits their profile; the public page and browse follow", async ({ page }) => {
  await logInAs(page, "celebrity");
  await page.goto("/dashboard/profile?tab=celebrity");
  const form = page.getByRole("form", { name: "Celebrity profile" });
  await expect(form.getByLabel("Username")).toHaveValue(DEMO_CELEBRITY.username);

  // A photo: chosen, previewed, saved (re-encoded by the server).
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#b45309" } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><circle cx="450" cy="300" r="170" fill="#fde68a"/><rect x="250" y="470" width="400" height="230" rx="120" fill="#fde68a"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  await page.getByTestId("photo-input").setInputFiles({ name: "adaeze.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: "Preview of your new photo" })).toBeVisible();
  await page.getByRole("button", { name: "Save photo" }).click();
  await expect(page.getByText("Photo updated")).toBeVisible();
  await expect(page.getByRole("img", { name: "Current photo of Adaeze Nwabuike" })).toHaveAttribute(
    "src",
    /^\/api\/images\/[a-f0-9]{32}-480\.webp$/,
  );

  // Languages and a new username, saved together.
  await form.getByText("Igbo", { exact: true }).click();
  await form.getByLabel("Username").fill(NEW_USERNAME);
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Profile updated")).toBeVisible();
  await expect(
    form.getByText(
      `Old links (${pageHref("/celebrity/:username", { username: DEMO_CELEBRITY.username })}) still lead here.`,
    ),
  ).toBeVisible();

  // Requests paused at once.
  await page.getByRole("switch", { name: "Accepting requests" }).click();
  await expect(page.getByText("Requests paused").first()).toBeVisible();
  await screenshots(page, "profile-tab");

  // The old link lands on the new username; the page shows the photo, the languages and the pause.
  await page.goto(pageHref("/celebrity/:username", { username: DEMO_CELEBRITY.username }));
  await expect(page).toHaveURL(new RegExp(`${pageHref("/celebrity/:username", { username: NEW_USERNAME })}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Adaeze Nwabuike" })).toBeVisible();
  await expect(page.getByText("Records in English, Pidgin, Yoruba, Igbo")).toBeVisible();
  await expect(page.getByText("Not accepting requests right now")).toBeVisible();
  await expect(page.getByRole("button", { name: "Request a video" })).toBeDisabled();
  await expect(page.getByRole("img", { name: "Adaeze Nwabuike" }).first()).toHaveAttribute("src", /\/api\/images\//);
  await screenshots(page, "public-profile-paused");

  // Browse by language.
  await page.goto("/celebrities?language=igbo");
  await expect(page.getByRole("heading", { name: /\d+ celebrit(y|ies) recording in Igbo/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Adaeze Nwabuike" })).toBeVisible();
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption({ label: "Yoruba" });
  await expect(page).toHaveURL(/language=yoruba/);
  await expect(page.getByRole("heading", { name: /recording in Yoruba/ })).toBeVisible();
  await screenshots(page, "browse-language");
  if (process.env.SCREENSHOT_DIR) {
    // Below 768 px the filters fold behind the Filter button.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("combobox", { name: "Language", exact: true })).toBeVisible();
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, "browse-language-filters-375.png") });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Back as the other specs expect the demo celebrity: the old name is still theirs to take back.
  const restored = await page.request.patch("/api/celebrity/profile", {
    data: { username: DEMO_CELEBRITY.username, acceptingRequests: true },
  });
  expect(restored.ok()).toBe(true);
});
