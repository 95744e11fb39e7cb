import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { DEMO_CELEBRITY_USERNAME } from "../src/server/demo/demo-accounts";
import { BUILT_IN_PAGE_TEXTS } from "../src/server/modules/page-content/built-in/index";
import { pageHref } from "../src/shared/client-routes";
import { directionOf, type Locale, localizedPath } from "../src/shared/locales";
import { expectNoSeriousA11yViolations } from "./axe";
import { createFan, expect, mailFromOutbox, newFanIdentity, test } from "./fixtures";

/**
 * Issue 22's visitors: Awa in Dakar, Mariam in Cairo and Baraka in Nairobi open Salamu on a phone set to their
 * language, land in it, browse, book and pay with a way of paying they use, and read their receipt in it.
 */

const SHOTS = "test-results/languages";

/** A message of the catalogue as the page shows it (plain `{placeholders}` filled in; no plurals here). */
function t(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const area = key.split(".")[0];
  const catalog = JSON.parse(
    readFileSync(new URL(`../src/shared/messages/${locale}/${area}.json`, import.meta.url), "utf8"),
  ) as Record<string, string>;
  const text = catalog[key];
  if (text === undefined) throw new Error(`No ${locale} message ${key}`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The part of a message before its first placeholder: what a control's name starts with. */
const startOf = (locale: Locale, key: string) =>
  new RegExp(
    `^${t(locale, key)
      .split("{")[0]!
      .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
  );

type Visitor = {
  locale: Locale;
  browserLocale: string;
  recipient: string;
  /** Pays on the sandbox checkout, which is open. */
  pay(page: Page): Promise<void>;
};

const VISITORS: Visitor[] = [
  {
    locale: "fr",
    browserLocale: "fr-SN",
    recipient: "Awa",
    async pay(page) {
      await page.getByRole("radio", { name: startOf("fr", "booking.method.mobileMoney") }).check();
      await page.getByRole("radio", { name: "Wave", exact: true }).check();
      await page.getByLabel(t("fr", "booking.sandbox.wallet.numberLabel")).fill("77 123 45 67");
      const checkout = page.url();
      await page.getByRole("button", { name: t("fr", "booking.sandbox.form.sendPrompt") }).click();
      await expect(page.getByRole("heading", { name: t("fr", "booking.result.pending.title") })).toBeVisible();
      // The phone (played by the sandbox's page) approves; the provider's webhook settles the payment.
      await page.goto(checkout);
      await page.getByRole("button", { name: t("fr", "booking.sandbox.prompt.approve") }).click();
    },
  },
  {
    locale: "ar",
    browserLocale: "ar-EG",
    recipient: "مريم",
    async pay(page) {
      await page.getByRole("button", { name: startOf("ar", "booking.sandbox.form.pay") }).click();
    },
  },
  {
    locale: "sw",
    browserLocale: "sw-KE",
    recipient: "Baraka",
    async pay(page) {
      await page.getByRole("radio", { name: startOf("sw", "booking.method.mpesa") }).check();
      await page.getByLabel(t("sw", "booking.sandbox.wallet.numberLabel")).fill("0712 345678");
      const checkout = page.url();
      await page.getByRole("button", { name: t("sw", "booking.sandbox.form.sendPrompt") }).click();
      await expect(page.getByRole("heading", { name: t("sw", "booking.result.pending.title") })).toBeVisible();
      await page.goto(checkout);
      await page.getByRole("button", { name: t("sw", "booking.sandbox.prompt.approve") }).click();
    },
  },
];

async function phoneIn(browser: Browser, visitor: Visitor): Promise<Page> {
  const context = await browser.newContext({
    locale: visitor.browserLocale,
    extraHTTPHeaders: { "accept-language": `${visitor.browserLocale},${visitor.locale};q=0.9` },
    viewport: { width: 375, height: 812 },
  });
  return context.newPage();
}

/** React owns the server's HTML (the header's logo link carries React's props). */
async function waitForHydration(page: Page, locale: Locale) {
  const home = localizedPath(locale, "/");
  await page.waitForFunction((href) => {
    const logo = document.querySelector(`#root header a[href='${href}']`);
    return !!logo && Object.keys(logo).some((key) => key.startsWith("__reactProps$"));
  }, home);
}

async function shootBoth(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

for (const visitor of VISITORS) {
  const { locale } = visitor;
  test(`a visitor whose phone reads ${visitor.browserLocale} lands, browses, books, pays and is receipted in it`, async ({
    browser,
  }) => {
    const page = await phoneIn(browser, visitor);

    // Lands in their language, the page written in its direction.
    await page.goto("/");
    await expect(page).toHaveURL(new RegExp(`/${locale}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("html")).toHaveAttribute("dir", directionOf(locale));
    await waitForHydration(page, locale);
    await expect(page.getByRole("button", { name: t(locale, "common.header.openMenu") })).toBeVisible();
    // The page's own texts too (staff's, here our built-in translation), not only the frame's.
    const home = BUILT_IN_PAGE_TEXTS[locale as Exclude<Locale, "en">].home;
    await expect(page.getByRole("heading", { level: 1 })).toContainText(home?.heroTitle ?? "");
    // Home's lower sections bring their words with their code (ADR 050): once React owns the featured stars,
    // they are still in the page's language, with no key showing in place of a word.
    await page.waitForFunction(() => {
      const card = document.querySelector('#root [data-testid="celebrity-card"]');
      return !!card && Object.keys(card).some((key) => key.startsWith("__reactProps$"));
    });
    await expect(page.locator("#root")).not.toContainText(/\b(catalogue|shared|home|common)\.[a-z]+\.[a-z]/i);
    await expectNoSeriousA11yViolations(page);
    await shootBoth(page, `${locale}-home`);

    // Browses the catalogue to a star.
    await page.goto(localizedPath(locale, "/celebrities"));
    await waitForHydration(page, locale);
    await expect(page).toHaveTitle(`${t(locale, "shared.title.celebrities")} | Salamu`);
    await expectNoSeriousA11yViolations(page);
    await shootBoth(page, `${locale}-browse`);
    const profile = localizedPath(locale, pageHref("/celebrity/:username", { username: DEMO_CELEBRITY_USERNAME }));
    await page.locator(`a[href='${profile}']`).first().click();
    await expect(page).toHaveURL(new RegExp(`${profile}$`));

    // A new account, made from this page's language: its e-mails are written in it.
    const fan = await createFan(page.context().request, newFanIdentity(`Lang ${locale}`), {
      "accept-language": locale,
    });
    await page.reload();
    await waitForHydration(page, locale);
    await expectNoSeriousA11yViolations(page);
    await shootBoth(page, `${locale}-profile`);

    // Books a video for someone, in words of their own.
    await page
      .getByRole("button", { name: t(locale, "catalogue.actions.request") })
      .first()
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel(t(locale, "booking.request.messageLabel")).fill(`${visitor.recipient}, salamu!`);
    await dialog.getByLabel(t(locale, "booking.request.recipientLabel")).fill(visitor.recipient);
    await dialog.getByRole("button", { name: t(locale, "booking.request.send") }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/payment/sandbox\\?reference=`));
    const reference = new URL(page.url()).searchParams.get("reference") ?? "";
    await expectNoSeriousA11yViolations(page);
    await shootBoth(page, `${locale}-checkout`);

    // Pays the way people there pay, and is told only once the server says so.
    await visitor.pay(page);
    await expect(page.getByText(t(locale, "booking.result.succeeded.title"))).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    // The receipt, in their language.
    const receipt = await mailFromOutbox(page.context().request, fan.email, reference);
    expect(receipt.subject.startsWith(t(locale, "mail.paymentReceipt.subject").split("{")[0]!)).toBe(true);
    expect(receipt.text).toContain(t(locale, "mail.paymentReceipt.thanks"));

    // Their requests: the recipient's name beside the order, each in its own direction.
    await page.goto(localizedPath(locale, "/dashboard"));
    await expect(page.getByText(visitor.recipient).first()).toBeVisible();
    // Isolated, as an element (<bdi>) or as text (first-strong isolate … pop), so it cannot reorder its line.
    const isolated = await page.evaluate(
      (name) =>
        document.body.innerHTML.includes(`\u2068${name}\u2069`) ||
        [...document.querySelectorAll("bdi")].some((element) => element.textContent === name),
      visitor.recipient,
    );
    expect(isolated).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await shootBoth(page, `${locale}-my-requests`);
    await page.context().close();
  });
}

test("a form's refusal is said in the page's language, though no page downloads those words before a form needs them", async ({
  page,
}) => {
  const validationChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/messages-[a-z]{2}-validation-/.test(request.url())) validationChunks.push(request.url());
  });
  // An English page with a form never needs them.
  await page.goto("/contact-us");
  await page.waitForLoadState("networkidle");
  expect(validationChunks).toEqual([]);

  const texts = BUILT_IN_PAGE_TEXTS.fr.contact!;
  await page.goto("/fr/contact-us");
  const submit = page.getByRole("button", { name: texts.formSubmitButton! });
  await expect(submit).toBeEnabled();
  await page.waitForLoadState("networkidle");
  await page.getByLabel(texts.formEmailLabel!).fill("pas-une-adresse");
  await submit.click();
  await expect(page.getByText(t("fr", "validation.form.emailInvalid"))).toBeVisible();
  await expect(page.getByText(t("fr", "validation.enquiry.nameRequired"))).toBeVisible();
  // The French words and the English ones they are found by.
  expect(validationChunks.some((url) => url.includes("messages-fr-validation-"))).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await page.locator("#contact-form-title").scrollIntoViewIfNeeded();
  await shootBoth(page, "fr-contact-refused");
});
