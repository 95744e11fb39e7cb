import sharp from "sharp";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, logInAs, test } from "./fixtures";

/**
 * Slider Management against the real server: the demo admin (users, celebrities, blog, slider) adds a slide
 * with an uploaded picture, moves it to the top, and the home page's carousel opens on it; hidden, it leaves
 * the home page; deleted, it is gone.
 */
test("staff add a slide with an image, move it to the top, the home carousel shows it; hiding it removes it", async ({
  page,
}) => {
  const title = `E2E slide ${Date.now()}`;
  const banner = await sharp({ create: { width: 2100, height: 900, channels: 3, background: "#b45309" } })
    .png()
    .toBuffer();

  await logInAs(page, "admin");
  await page.goto("/admin/slider");
  await expect(page.getByRole("heading", { level: 1, name: "Slider Management" })).toBeVisible();
  const table = page.getByRole("table", { name: "Slides in display order" });
  await expect(table).toBeVisible();

  // The spec's message when a required field is missing; nothing is sent.
  await page.getByRole("button", { name: "Add slide" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Surprise someone you love with a message from their favourite star.");
  await page
    .getByTestId("slide-image-input")
    .setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: banner });
  await expect(page.getByAltText("Chosen for this slide")).toHaveAttribute(
    "src",
    /^\/api\/images\/[a-f0-9]{32}-banner\.webp$/,
  );
  // The live preview is the home page's carousel showing the slide being written.
  await expect(
    page.getByRole("region", { name: "Slider preview" }).getByRole("heading", { name: title }),
  ).toBeVisible();
  await page.getByLabel("Button text (optional)").fill("Find a star");
  await page.getByLabel("Link (optional)").fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Add slide" }).click();
  await expect(page.getByText(/must be a site path/)).toBeVisible();
  await page.getByLabel("Link (optional)").fill("/celebrities");
  await page.getByRole("button", { name: "Add slide" }).click();
  await expect(page.getByText("Slide added")).toBeVisible();

  // New slides go last: move it up until it is first (then it cannot go up any more).
  const moveUp = page.getByRole("button", { name: `Move up: ${title}` });
  await expect(moveUp).toBeEnabled();
  await expect(page.getByRole("button", { name: `Move down: ${title}` })).toBeDisabled();
  for (let step = 0; step < 20 && (await moveUp.isEnabled()); step += 1) {
    const moved = page.waitForResponse((response) => response.url().endsWith("/move") && response.ok());
    await moveUp.click();
    await moved;
    await expect(page.getByRole("button", { name: `Move down: ${title}` })).toBeEnabled();
  }
  await expect(table.getByRole("row").nth(1)).toContainText(title);
  await expect(moveUp).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // A visitor's home page opens on it, with its button.
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Highlights" });
  const firstSlide = carousel.getByRole("group", { name: /^1 of / });
  await expect(firstSlide.getByRole("heading", { name: title })).toBeVisible();
  await expect(firstSlide.getByRole("link", { name: "Find a star" })).toHaveAttribute("href", "/celebrities");

  // Hidden, it leaves the home page.
  await page.goto("/admin/slider");
  const active = page.getByRole("switch", { name: `Active: ${title}` });
  await expect(active).toHaveAttribute("aria-checked", "true");
  await active.click();
  await expect(page.getByText("Slide hidden from the home page")).toBeVisible();
  await expect(active).toHaveAttribute("aria-checked", "false");
  await page.goto("/");
  await expect(
    page.getByRole("region", { name: "Highlights" }).getByRole("heading", { level: 2 }).first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

  // Deleted after asking, it is gone from the list.
  await page.goto("/admin/slider");
  await page.getByRole("button", { name: `Delete: ${title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete slide" }).click();
  await expect(page.getByText("Slide deleted")).toBeVisible();
  await expect(table.getByText(title)).toHaveCount(0);
});

test("the dashboard counts the slides and links to Slider Management", async ({ page }) => {
  await logInAs(page, "admin");
  await expect(page).toHaveURL(/\/admin$/);
  const figures = page.getByRole("list", { name: "Marketplace figures" });
  const card = figures.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Slider Items" }) });
  await expect(card).toContainText("active on the home page");
  await card.getByRole("link", { name: "Slider Items" }).click();
  await expect(page).toHaveURL(/\/admin\/slider$/);
});
