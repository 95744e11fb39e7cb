import { pageHref } from "../src/shared/client-routes";
import { expectNoSeriousA11yViolations } from "./axe";
import { expect, shoot, signUpThroughPages, test, waitForHydration } from "./fixtures";

type Summary = { username: string; fullName: string; categoryId: string; priceCents: number };

test("a visitor browses from home to a profile and changes currency", async ({ page, request }) => {
  const featured = ((await (await request.get("/api/celebrities/featured")).json()) as { items: Summary[] }).items;
  expect(featured.length).toBe(6);

  await page.goto("/");
  await expect(page).toHaveTitle(/Salamu/);
  const carousel = page.getByRole("region", { name: "Featured Stars" });
  await expect(carousel.getByRole("link", { name: new RegExp(featured[0]!.fullName) })).toBeVisible();
  const previous = carousel.getByRole("button", { name: "Previous" });
  const next = carousel.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(previous).toBeEnabled();
  // 6 featured, 4 per view, one step at a time: two steps reach the end.
  await next.click();
  await expect(next).toBeDisabled();

  await page.getByRole("link", { name: "Browse Celebrities" }).first().click();
  await expect(page).toHaveURL(/\/celebrities/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const target = featured[0]!;
  const searchTerm = target.fullName.split(" ")[0]!;
  await page.getByRole("main").getByRole("searchbox").fill(searchTerm);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(searchTerm)}`));
  const card = page.getByRole("link", { name: new RegExp(target.fullName) });
  await expect(card).toBeVisible();

  await page.goto(`/celebrities?category=${target.categoryId}`);
  await expect(page.getByRole("link", { name: new RegExp(target.fullName) })).toBeVisible();

  await page
    .getByRole("link", { name: new RegExp(target.fullName) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${pageHref("/celebrity/:username", { username: target.username })}$`));
  await expect(page.getByRole("heading", { level: 1, name: target.fullName })).toBeVisible();
  await expect(page.getByText("Personalised video message", { exact: true })).toBeVisible();
  const usdPrice = `$${(target.priceCents / 100).toFixed(2)}`;
  const mainPrice = page.getByTestId("price").first();
  await expect(mainPrice).toHaveText(usdPrice);
  await expect(page.getByTestId("price-usd")).toHaveCount(0);

  await page.getByRole("button", { name: "Change currency" }).first().click();
  await page.getByPlaceholder("Search currency...").fill("naira");
  await page.getByRole("option", { name: /Nigerian Naira/ }).click();
  // Naira are shown whole, as people write them (₦382,500).
  const nairaAmount = `₦${Math.round((target.priceCents / 100) * 1530).toLocaleString("en-US")}`;
  await expect(mainPrice).toContainText(nairaAmount);
  await expect(page.getByTestId("price-usd").first()).toHaveText(`~${usdPrice}`);

  // The choice is remembered on the next visit.
  await page.reload();
  await expect(page.getByTestId("price").first()).toContainText(nairaAmount);

  await page.goto("/celebrity/nobody-by-this-name");
  await expect(page.getByRole("heading", { name: "Celebrity Not Found" })).toBeVisible();
  await expect(page.getByText("We couldn't find the celebrity you're looking for.")).toBeVisible();

  await page.goto("/this/page/does-not-exist");
  await expect(page.getByText("404")).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: /home/i }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test("an unknown page, celebrity, category or blog post answers 404 with the one not-found page", async ({ page }) => {
  const missing = [
    { path: "/no-such-page", heading: "404", says: "Oops! Page not found", way: "Return to Home" },
    { path: "/celebrity/nobody-by-this-name", heading: "Celebrity Not Found", way: "Browse celebrities" },
    { path: "/categories/no-such-category", heading: "Category not found", way: "View all categories" },
    { path: "/blog/no-such-post", heading: "Blog post not found", way: "Back to all posts" },
  ];
  for (const { path, heading, says, way } of missing) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    // The same look everywhere: the big 404, the words, one way on.
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    if (says) await expect(main.getByText(says)).toBeVisible();
    await expect(main.getByRole("link", { name: way })).toBeVisible();
    await shoot(page, `not-found${path.replaceAll("/", "-")}`);
  }
});

test("a signed-out visitor writes the request first and finds it again after signing up", async ({ page, request }) => {
  const featured = ((await (await request.get("/api/celebrities/featured")).json()) as { items: Summary[] }).items;
  const star = featured[1]!;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(pageHref("/celebrity/:username", { username: star.username.toUpperCase() }));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Request a video" }).click();

  // No detour to a login page before she has typed anything: the request comes first.
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Next, create your account: what you wrote here is kept.")).toBeVisible();
  const message = `Happy birthday Tolu, from your big sister (${Date.now()})`;
  await dialog.getByLabel("Your message").fill(message);
  await dialog.getByLabel("Recipient name (optional)").fill("Tolu");
  await shoot(page, "request-dialog-signed-out", { fullPage: false });
  await dialog.getByRole("button", { name: "Continue" }).click();

  await expect(page).toHaveURL(/\/signup$/);
  await signUpThroughPages(page);
  // Back on the profile with the dialog open and what she wrote, ready to send.
  await expect(page).toHaveURL(new RegExp(`/celebrity/${star.username}$`, "i"));
  await expect(dialog.getByLabel("Your message")).toHaveValue(message);
  await expect(dialog.getByLabel("Recipient name (optional)")).toHaveValue("Tolu");
  await expect(dialog.getByRole("button", { name: "Send request" })).toBeVisible();
});

test("a signed-out visitor finds the monthly plans from a profile and the footer, prices shown, and signs up to buy", async ({
  page,
  request,
}) => {
  const featured = ((await (await request.get("/api/celebrities/featured")).json()) as { items: Summary[] }).items;
  const details = await Promise.all(
    featured.map(
      async (item) =>
        (await (await request.get(`/api/celebrities/${item.username}`)).json()) as Summary & {
          id: string;
          acceptsPlanBookings: boolean;
        },
    ),
  );
  const inPlans = details.find((star) => star.acceptsPlanBookings)!;
  await page.goto(pageHref("/celebrity/:username", { username: inPlans.username }));
  await waitForHydration(page);
  await page
    .getByTestId("booking-card")
    .getByRole("link", { name: /Or in a monthly plan, from \$10\.00 a month/ })
    .click();

  await expect(page).toHaveURL(new RegExp(`/payment\\?celebrity=${inPlans.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Premium/ })).toBeVisible();
  await expect(page.getByText("$50.00").first()).toBeVisible();
  await shoot(page, "plans-signed-out");
  await page.getByRole("button", { name: "Sign up to subscribe" }).click();
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Monthly plans" }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose your plan" })).toBeVisible();
});

test("old links redirect to their pages", async ({ page }) => {
  await page.goto("/browse?search=a");
  await expect(page).toHaveURL(/\/celebrities\?search=a$/);
  await page.goto("/contact");
  await expect(page).toHaveURL(/\/contact-us$/);
  await page.goto("/terms");
  await expect(page).toHaveURL(/\/terms-of-service$/);
  await page.goto("/privacy");
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the mobile menu opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Categories" }),
    ).toBeHidden();
    await open.click();
    const menuLink = page.getByRole("link", { name: "Categories", exact: true }).last();
    await expect(menuLink).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });
});

test("home, browse and profile have no serious accessibility violations", async ({ page, request }) => {
  const featured = ((await (await request.get("/api/celebrities/featured")).json()) as { items: Summary[] }).items;
  for (const path of ["/", "/celebrities", pageHref("/celebrity/:username", { username: featured[0]!.username })]) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoSeriousA11yViolations(page);
  }
});
