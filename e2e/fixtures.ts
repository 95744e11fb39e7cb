import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_CELEBRITY_USERNAME, type DemoAccount } from "../src/server/demo/demo-accounts";
import { pageHref } from "../src/shared/client-routes";
import type { Role } from "../src/shared/roles";

/**
 * What the browser tests share: the demo accounts and logging in as each, a fresh fan (through the sign-up
 * API or the pages), the e-mail outbox. Specs import `test` and `expect` from here.
 */

/** Every test's browser reads as a first-time visitor from the US (the currency detected is USD). */
const VISITOR_HEADERS = { "accept-language": "en-US,en;q=0.9" };

/**
 * The contexts a test opened for its other people. The browser outlives the test, and so would they, with
 * their pages' live-update streams: a demo account signed in by test after test would reach the server's
 * limit of streams per user, and a later page of it would get no live updates.
 */
const visitorContexts = new Set<BrowserContext>();

export const test = base.extend<{ closeVisitorContexts: undefined }>({
  page: async ({ page }, use) => {
    await page.setExtraHTTPHeaders(VISITOR_HEADERS);
    await use(page);
  },
  closeVisitorContexts: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use(undefined);
      const opened = [...visitorContexts];
      visitorContexts.clear();
      await Promise.all(opened.map((context) => context.close().catch(() => {})));
    },
    { auto: true },
  ],
});

export { expect };

async function visitorContext(browser: Browser, options: Parameters<Browser["newContext"]>[0]) {
  const context = await browser.newContext(options);
  visitorContexts.add(context);
  return context;
}

/** A second person in the same test (the celebrity answering a fan): a browser context of their own. */
export async function newVisitorPage(browser: Browser): Promise<Page> {
  const context = await visitorContext(browser, { extraHTTPHeaders: VISITOR_HEADERS });
  return context.newPage();
}

/** A Kenyan visitor: the browser's locale and Accept-Language say en-KE, as a phone bought in Nairobi would. */
export async function kenyanPage(browser: Browser): Promise<Page> {
  const context = await visitorContext(browser, {
    locale: "en-KE",
    extraHTTPHeaders: { "accept-language": "en-KE,en;q=0.9,sw;q=0.8" },
  });
  return context.newPage();
}

/**
 * Screenshots for the people building Salamu (SHOTS_DIR set), at desktop and phone widths. The whole page, or
 * with `fullPage: false` what the screen shows (an open dialog, whose backdrop covers only the screen).
 */
export async function shoot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Makes the page record every camera request (and refuse it, as a laptop without a camera would); read the
 * count with `cameraCalls`. Call before the first navigation.
 */
export async function recordCameraCalls(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { cameraCalls: unknown[] }).cameraCalls = calls;
    if (navigator.mediaDevices) {
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        calls.push(constraints);
        throw new DOMException("No camera in this test", "NotAllowedError");
      };
    }
  });
}

/** How many times the page asked for the camera since `recordCameraCalls`. */
export async function cameraCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { cameraCalls: unknown[] }).cameraCalls.length);
}

/** Waits until the video element has decoded a frame (readyState >= HAVE_CURRENT_DATA) after play. */
export async function expectPlayable(page: Page, selector: string) {
  await page.locator(selector).first().waitFor();
  const readyState = await page
    .locator(selector)
    .first()
    .evaluate(async (element) => {
      const video = element as HTMLVideoElement;
      video.muted = true;
      await video.play().catch(() => {});
      if (video.readyState < 2) {
        await new Promise<void>((resolve, reject) => {
          video.addEventListener("loadeddata", () => resolve(), { once: true });
          video.addEventListener("error", () => reject(new Error("the video failed to load")), { once: true });
        });
      }
      return video.readyState;
    });
  expect(readyState).toBeGreaterThanOrEqual(2);
}

/** The option a `<select>` shows as chosen: `expect(selectedOption(select)).toHaveText("Kenya")`. */
export function selectedOption(select: Locator): Locator {
  return select.locator("option:checked");
}

/**
 * React owns the server's HTML: the header's logo link and the page's own part carry React's props
 * (hydration claimed them). A server-drawn button is visible before then, and a click on it then does nothing.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const owned = (node: Element | null) => !!node && Object.keys(node).some((key) => key.startsWith("__reactProps$"));
    return (
      owned(document.querySelector("#root header a[href='/']")) && owned(document.querySelector("#main-content > *"))
    );
  });
}

/**
 * Books a star (the demo celebrity unless told) for Tolu from the profile page and pays in the sandbox
 * checkout. Answers the payment reference.
 */
export async function bookAndPay(fan: Page, message: string, username = DEMO_CELEBRITY_USERNAME): Promise<string> {
  await fan.goto(pageHref("/celebrity/:username", { username }));
  await waitForHydration(fan);
  await fan.getByRole("button", { name: "Request a video" }).first().click();
  const dialog = fan.getByRole("dialog");
  await dialog.getByLabel("Your message").fill(message);
  await dialog.getByLabel("Recipient name (optional)").fill("Tolu");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(fan).toHaveURL(/\/payment\/sandbox\?reference=/);
  const reference = new URL(fan.url()).searchParams.get("reference") ?? "";
  // The checkout is a page loaded in full: a tap before its code runs would do nothing.
  await waitForHydration(fan);
  await fan.getByRole("button", { name: /^Pay / }).click();
  await expect(fan.getByText("Payment successful")).toBeVisible();
  return reference;
}

export type DemoRole = "fan" | "celebrity" | "moderator" | "admin" | "superAdmin";

const ROLE_OF: Record<DemoRole, Role> = {
  fan: "user",
  celebrity: "celebrity",
  moderator: "moderator",
  admin: "admin",
  superAdmin: "super_admin",
};

/** The seeded demo account of a role (src/server/demo/demo-accounts.ts). */
export function demoAccount(role: DemoRole): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === ROLE_OF[role]);
  if (!account) throw new Error(`No demo account for ${role}`);
  return account;
}

/** The demo celebrity's public profile (the celebrity account owns it). */
export const DEMO_CELEBRITY = { ...demoAccount("celebrity"), username: DEMO_CELEBRITY_USERNAME };

export type Credentials = { email: string; password: string };

/** Fills the /login form and submits it; the caller checks the outcome (a wrong password is a test too). */
export async function submitLogin(page: Page, { email, password }: Credentials) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** Logs in through /login and waits until it worked. */
export async function logIn(page: Page, credentials: Credentials) {
  await submitLogin(page, credentials);
  await expect(page.getByText("You have been logged in successfully")).toBeVisible();
}

/** Logs in as the demo account of a role (fan, celebrity, moderator, admin, super admin). */
export async function logInAs(page: Page, role: DemoRole): Promise<DemoAccount> {
  const account = demoAccount(role);
  await logIn(page, account);
  return account;
}

export type NewFan = { name: string; email: string; phone: string; password: string };

/** A fresh identity each call (the e2e database lives for the whole run): a unique e-mail and phone. */
export function newFanIdentity(label = "Fan"): NewFan {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    name: `E2E ${label}`,
    email: `e2e-${label.toLowerCase().replace(/\W+/g, "-")}-${stamp}@example.com`,
    // A Nigerian mobile number (+234 80x xxx xxxx), different each run.
    phone: `+23480${stamp.slice(-8)}`,
    password: "first-password-1",
  };
}

/**
 * Creates a fan through the API the sign-up pages use (phone code, verification, account). With `page.request`
 * the new fan is signed in in that browser, which shares its cookies.
 */
export async function createFan(
  request: APIRequestContext,
  fan: NewFan = newFanIdentity(),
  headers: Record<string, string> = {},
): Promise<NewFan> {
  const sent = await request.post("/api/accounts/phone/send-code", { data: { phone: fan.phone }, headers });
  expect(sent.ok()).toBe(true);
  const { devCode } = (await sent.json()) as { devCode?: string };
  expect(devCode).toMatch(/^\d{6}$/);
  const verified = await request.post("/api/accounts/phone/verify", {
    data: { phone: fan.phone, code: devCode },
    headers,
  });
  expect(verified.ok()).toBe(true);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  // The account records the language its Accept-Language names (the page's, when the web app signs up).
  const created = await request.post("/api/accounts", {
    data: { ...fan, acceptTerms: true, verificationToken },
    headers,
  });
  expect(created.status()).toBe(201);
  return fan;
}

/** Fills the sign-up form's details (name, e-mail, phone, password, the terms) with the fan's. */
export async function fillSignUpDetails(page: Page, fan: NewFan) {
  await page.getByLabel("Full name").fill(fan.name);
  await page.getByLabel("Email").fill(fan.email);
  await page.getByLabel("Phone number").fill(fan.phone);
  await page.getByLabel("Password").fill(fan.password);
  await page.getByRole("checkbox").check();
}

/**
 * Signs a fan up through the pages, from the sign-up form already on screen: details, the phone code (the
 * console SMS provider shows it in a toast, as the text message would), verification. Ends signed in.
 */
export async function signUpThroughPages(page: Page, fan: NewFan = newFanIdentity()): Promise<NewFan> {
  await fillSignUpDetails(page, fan);
  await page.getByRole("button", { name: "Send code" }).click();
  const toast = page.getByText(/^Your code is \d{6}$/);
  await expect(toast).toBeVisible();
  const code = ((await toast.textContent()) ?? "").replace(/\D/g, "");
  await page.getByLabel("Verification code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Account created")).toBeVisible();
  // Signed in: asked of the server, since a dialog the page opens next (a profile's request dialog) may
  // hide the header's account menu from the accessibility tree.
  await expect.poll(async () => (await page.request.get("/api/me")).status()).toBe(200);
  return fan;
}

export async function openUserMenu(page: Page, name: string) {
  await page.getByRole("button", { name: `Account menu for ${name}` }).click();
}

type OutboxItem = { to: string; subject: string; text: string; createdAt: string };

/** Waits for a mail to `to` whose subject contains `subject`, and answers it. */
export async function mailFromOutbox(request: APIRequestContext, to: string, subject: string): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get("/api/dev/outbox")).json()) as { items: OutboxItem[] };
      found = items.find((item) => item.to.includes(to) && item.subject.includes(subject));
      return found;
    })
    .toBeTruthy();
  return found as OutboxItem;
}

/** The newest link to `path` mailed to `to`, as a same-origin path (APP_URL may name another host). */
export async function linkFromOutbox(request: APIRequestContext, to: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const { items } = (await (await request.get("/api/dev/outbox")).json()) as { items: OutboxItem[] };
      const mail = items.find((item) => item.to.includes(to) && item.text.includes(path));
      found = mail?.text.match(new RegExp(`https?://[^\\s]*${path.replace("/", "\\/")}\\?token=[^\\s]+`))?.[0];
      return found;
    })
    .toBeTruthy();
  const url = new URL(found as string);
  return `${url.pathname}${url.search}`;
}

/** A 3-second spoken-names stand-in (a tone) as a phone records it (WebM/Opus): the request's voice note. */
export function makeTestVoiceNote(): string {
  const file = join(mkdtempSync(join(tmpdir(), "salamu-e2e-voice-")), "names.webm");
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=330:duration=3",
    "-c:a",
    "libopus",
    file,
  ]);
  return file;
}

/**
 * A 3-second dark 640x360 clip with a tone: small enough to upload fast, real enough to transcode, and dark,
 * so the only bright pixels of the delivered video are the watermark's. With `noise`, a grey-noise clip
 * large enough to span several upload chunks.
 */
export function makeTestVideo({ noise = false, seconds = 3 }: { noise?: boolean; seconds?: number } = {}): string {
  const file = join(mkdtempSync(join(tmpdir(), "salamu-e2e-video-")), "shoutout.mp4");
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-f",
    "lavfi",
    "-i",
    // Noise barely compresses: about 13 MB, so the upload takes three tus chunks.
    noise
      ? `nullsrc=size=640x360:rate=25:duration=${seconds},geq=lum='random(1)*255':cb=128:cr=128`
      : `color=c=0x202020:size=640x360:rate=25:duration=${seconds}`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-c:v",
    "libx264",
    ...(noise ? ["-preset", "ultrafast", "-crf", "12"] : []),
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-shortest",
    file,
  ]);
  return file;
}

/**
 * Sends the signed-in applicant's selfie video (ADR 054) through the tus API the application page uses: the
 * 3-second test clip, in one PATCH. Approving an application needs it on file.
 */
export async function sendSelfie(request: APIRequestContext, file = makeTestVideo()): Promise<void> {
  const bytes = readFileSync(file);
  const metadata = [
    ["purpose", "selfie"],
    ["filename", "selfie.mp4"],
    ["filetype", "video/mp4"],
  ]
    .map(([key, value]) => `${key} ${Buffer.from(value!).toString("base64")}`)
    .join(",");
  const created = await request.post("/api/uploads", {
    headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": metadata },
  });
  expect(created.status(), await created.text()).toBe(201);
  const sent = await request.patch(created.headers().location!, {
    headers: {
      "tus-resumable": "1.0.0",
      "upload-offset": "0",
      "content-type": "application/offset+octet-stream",
    },
    data: bytes,
  });
  expect(sent.status(), await sent.text()).toBe(204);
}

/** Approves an application on /admin/celebrities, ticking "Identity checked" when `identityChecked`. */
export async function approveApplication(page: Page, fullName: string, { identityChecked = false } = {}) {
  await page.getByRole("button", { name: `Approve ${fullName}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Approve ${fullName}?` });
  if (identityChecked) await dialog.getByRole("checkbox", { name: "Identity checked (selfie video matches)" }).check();
  await dialog.getByRole("button", { name: "Approve application" }).click();
  await expect(
    page.getByText(
      identityChecked
        ? "The celebrity has been approved, verified and notified."
        : "The celebrity has been approved and notified.",
    ),
  ).toBeVisible();
}
