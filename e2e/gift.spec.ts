import { expectNoSeriousA11yViolations } from "./axe";
import {
  bookAndPay,
  cameraCalls,
  createFan,
  expect,
  logInAs,
  mailFromOutbox,
  makeTestVideo,
  newFanIdentity,
  newVisitorPage,
  recordCameraCalls,
  shoot,
  test,
} from "./fixtures";

// The gift reaches its recipient: the celebrity accepts and uploads with no camera prompt, the fan makes a
// private watch link, a stranger's browser with no account plays it, and revoking ends it.

test("a celebrity delivers with no camera prompt; the fan's private link plays for anyone, shares on WhatsApp, and ends when revoked", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const video = makeTestVideo();

  // The celebrity's browser records every camera request.
  const celebrity = await newVisitorPage(browser);
  await recordCameraCalls(celebrity);
  await logInAs(celebrity, "celebrity");
  // Day one: a celebrity lands on their dashboard.
  await expect(celebrity).toHaveURL(/\/dashboard$/);

  // A fan of its own: the demo fan's My Videos also fills with other specs' videos of the same star.
  const fan = await newVisitorPage(browser);
  await createFan(fan.request, newFanIdentity("Gift"));
  const message = `Happy graduation Tolu! (${Date.now()})`;
  await bookAndPay(fan, message);

  const incoming = celebrity.getByRole("article").filter({ hasText: message });
  await expect(incoming).toBeVisible({ timeout: 20_000 });
  await expect(incoming.getByTestId("you-earn")).toContainText(/You earn \$[\d,.]+ after the \d+% fee/);
  await shoot(celebrity, "celebrity-dashboard");
  await incoming.getByRole("button", { name: "Accept" }).click();
  // Accepting opens the choice, not the camera (issue 24, item 22).
  const videoDialog = celebrity.getByRole("dialog", { name: "Record or upload your video" });
  await expect(videoDialog.getByText("Request accepted. How will you make the video?")).toBeVisible();
  await shoot(celebrity, "accepted-choice", { fullPage: false });
  expect(await cameraCalls(celebrity)).toBe(0);
  await videoDialog.getByRole("button", { name: "Upload a file" }).click();
  await videoDialog.getByLabel("Video file").setInputFiles(video);
  await videoDialog.getByRole("button", { name: "Upload video" }).click();
  await expect(celebrity.getByText("Video uploaded").first()).toBeVisible({ timeout: 30_000 });
  // Never the unfinished-upload state once every byte is in.
  await expect(incoming.getByText("Upload not finished")).toHaveCount(0);
  await expect(incoming.getByRole("button", { name: "Resume upload" })).toHaveCount(0);
  expect(await cameraCalls(celebrity)).toBe(0);

  // The fan's video arrives; Share makes the private link.
  await fan.goto("/dashboard/videos");
  const card = fan.getByRole("listitem").filter({ hasText: "Adaeze Nwabuike" }).first();
  await expect(card.getByRole("button", { name: "Watch", exact: true })).toBeVisible({ timeout: 90_000 });
  await card.getByRole("button", { name: /^Share your video/ }).click();
  const share = fan.getByRole("dialog", { name: /Share your video/ });
  await share.getByRole("button", { name: "Create share link" }).click();
  const urlField = share.getByTestId("share-link-url");
  await expect(urlField).toHaveValue(/\/watch\/[A-Za-z0-9_-]{43}$/);
  const link = await urlField.inputValue();
  const whatsapp = share.getByRole("link", { name: "Share on WhatsApp" });
  const href = (await whatsapp.getAttribute("href")) ?? "";
  expect(href.startsWith("https://wa.me/?text=")).toBe(true);
  expect(href).toContain(encodeURIComponent(link));
  await expectNoSeriousA11yViolations(fan);

  // Sent on the day (issue 23): an e-mail to the recipient two hours ahead on a Lagos clock; the test moves
  // the server's clock past it (the send runs as the minute job would), never waits.
  const onTheDay = share.getByRole("form", { name: "Send it on the day" });
  const recipientAddress = `tolu-${Date.now()}@example.com`;
  const appNow = new Date(
    ((await (await fan.request.post("/api/dev/clock", { data: { advanceHours: 0.0001 } })).json()) as { now: string })
      .now,
  );
  const lagos = new Date(appNow.getTime() + 3 * 3_600_000); // two hours ahead, on a clock one hour ahead of UTC
  await onTheDay.getByLabel("E-mail").check();
  await onTheDay.getByLabel("Their e-mail address").fill(recipientAddress);
  await onTheDay.getByLabel("Day", { exact: true }).fill(lagos.toISOString().slice(0, 10));
  await onTheDay.getByLabel("Time", { exact: true }).fill(lagos.toISOString().slice(11, 16));
  await onTheDay.getByLabel("Their time zone").selectOption("Africa/Lagos");
  await shoot(fan, "scheduled-send-form");
  await onTheDay.getByRole("button", { name: "Schedule sending" }).click();
  await expect(share.getByRole("status")).toContainText(`Scheduled: an e-mail to ${recipientAddress}`);
  await expect(share.getByRole("status")).toContainText("(Africa/Lagos)");
  await expectNoSeriousA11yViolations(fan);
  await shoot(fan, "scheduled-send-scheduled");
  const moved = await fan.request.post("/api/dev/clock", { data: { advanceHours: 3 } });
  expect(moved.status()).toBe(200);
  const giftMail = await mailFromOutbox(fan.request, recipientAddress, "sent you a video message from Adaeze Nwabuike");
  expect(giftMail.text).toContain(new URL(link).pathname);
  await fan.keyboard.press("Escape");
  await card.getByRole("button", { name: /^Share your video/ }).click();
  await expect(share.getByRole("status")).toContainText(`Sent to ${recipientAddress} on`);
  await shoot(fan, "scheduled-send-sent");
  await fan.keyboard.press("Escape");

  // A stranger's browser, no account: the page says who it is from and for, and the video plays.
  const recipient = await newVisitorPage(browser);
  await recipient.goto(link);
  await expect(recipient.getByRole("heading", { name: "From Adaeze Nwabuike" })).toBeVisible();
  await expect(recipient.getByText("A personalised video for Tolu")).toBeVisible();
  await expect(recipient.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(recipient).toHaveTitle("A personalised video for you | Salamu");
  const player = recipient.getByTestId("watch-player");
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(2);
  // Both renditions (issue 13): the job made a 360p file beside the 720p one; the switch changes the source.
  await expect(recipient.getByRole("link", { name: /^Download HD \(/ })).toHaveAttribute("href", /\/download$/);
  await expect(recipient.getByRole("link", { name: /^Download data saver \(/ })).toHaveAttribute(
    "href",
    /\/download-360p$/,
  );
  await expect(player).toHaveAttribute("src", /\/stream$/);
  await recipient.getByRole("button", { name: "Data saver 360p" }).click();
  await expect(player).toHaveAttribute("src", /\/stream-360p$/);
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  await expectNoSeriousA11yViolations(recipient);
  await shoot(recipient, "watch-page");

  // The celebrity's My Videos lists the video they sent.
  await celebrity.goto("/dashboard/videos");
  await expect(celebrity.getByRole("listitem").filter({ hasText: "Tolu" }).first()).toBeVisible();
  await shoot(celebrity, "celebrity-my-videos");

  // Turning the link off asks first; kept, it still works.
  await fan.goto("/dashboard/videos");
  await card.getByRole("button", { name: /^Share your video/ }).click();
  await share.getByRole("button", { name: "Turn off link" }).click();
  const confirm = fan.getByRole("alertdialog", { name: "Turn this link off?" });
  await expect(confirm).toBeVisible();
  await shoot(fan, "turn-off-link-confirm");
  await confirm.getByRole("button", { name: "Keep the link" }).click();
  await expect(share.getByTestId("share-link-url")).toHaveValue(link);
  await share.getByRole("button", { name: "Turn off link" }).click();
  await confirm.getByRole("button", { name: "Turn off link" }).click();
  await expect(share.getByRole("button", { name: "Create share link" })).toBeVisible();
  // Turned off: the recipient is told the sender turned it off (not a generic 404), and its API answers 410.
  await recipient.reload();
  await expect(recipient.getByRole("heading", { level: 1, name: "This link was turned off" })).toBeVisible();
  await expect(recipient.getByText("Oops! Page not found")).toHaveCount(0);
  await shoot(recipient, "watch-link-turned-off");
  const token = link.split("/watch/")[1];
  expect((await recipient.request.get(`/api/watch/${token}`)).status()).toBe(410);
  // The page's own HTML answers 410 too (the server-written head looks the token up); a link never given
  // out is still a 404.
  expect((await recipient.request.get(link)).status()).toBe(410);
  expect((await recipient.request.get(`/watch/${"x".repeat(43)}`)).status()).toBe(404);
});

test("the fan reports a wrong name; the star records it again and the same watch link plays the new video", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const celebrity = await newVisitorPage(browser);
  await logInAs(celebrity, "celebrity");
  const fan = await newVisitorPage(browser);
  await createFan(fan.request, newFanIdentity("Redo"));
  const message = `Happy birthday Adaeze! (${Date.now()})`;
  await bookAndPay(fan, message);

  // Delivered: a 3-second video. (The live update to an open dashboard is booking.spec.ts's to test: here
  // the dashboard is opened after the payment.)
  const incoming = celebrity.getByRole("article").filter({ hasText: message });
  await celebrity.goto("/dashboard");
  await expect(incoming).toBeVisible({ timeout: 20_000 });
  await incoming.getByRole("button", { name: "Accept" }).click();
  const videoDialog = celebrity.getByRole("dialog", { name: "Record or upload your video" });
  await videoDialog.getByRole("button", { name: "Upload a file" }).click();
  await videoDialog.getByLabel("Video file").setInputFiles(makeTestVideo({ seconds: 3 }));
  await videoDialog.getByRole("button", { name: "Upload video" }).click();
  await expect(celebrity.getByText("Video uploaded").first()).toBeVisible({ timeout: 30_000 });

  // The fan sends the watch link; the recipient's player has the first video.
  // The page is loaded again until the video is there: processing takes longer on a busy CI machine, and a
  // page opened before delivery would otherwise wait on the live update alone.
  const card = fan.getByRole("listitem").filter({ hasText: "Adaeze Nwabuike" }).first();
  await expect(async () => {
    await fan.goto("/dashboard/videos");
    await expect(card.getByRole("button", { name: "Watch", exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 150_000 });
  await card.getByRole("button", { name: /^Share your video/ }).click();
  const share = fan.getByRole("dialog", { name: /Share your video/ });
  await share.getByRole("button", { name: "Create share link" }).click();
  const link = await share.getByTestId("share-link-url").inputValue();
  await fan.keyboard.press("Escape");
  const recipient = await newVisitorPage(browser);
  await recipient.goto(link);
  const player = recipient.getByTestId("watch-player");
  const durationOf = () => player.evaluate((element: HTMLVideoElement) => element.duration);
  await expect.poll(durationOf, { timeout: 20_000 }).toBeGreaterThan(2.5);
  expect(await durationOf()).toBeLessThan(3.5);

  // The fan reports a wrong name: the star owes one re-record.
  await card.getByRole("button", { name: "Report a problem" }).click();
  const report = fan.getByRole("dialog", { name: "Report a problem with your video" });
  await report.getByRole("radio", { name: /Wrong name/ }).check();
  await report.getByLabel("What should be different?").fill("Her name is Adaeze, said a-DAH-eh-zeh.");
  await shoot(fan, "report-problem-dialog", { fullPage: false });
  await report.getByRole("button", { name: "Send the report" }).click();
  await expect(report).toBeHidden();
  await expect(card.getByRole("status")).toContainText(
    "You reported: Wrong name. Adaeze Nwabuike will record it again",
  );
  await shoot(fan, "report-problem-sent");

  // The star sees it on top of their dashboard and uploads a new, 5-second video.
  await celebrity.goto("/dashboard");
  const reported = celebrity
    .getByRole("region", { name: /Reported videos/ })
    .getByRole("article")
    .filter({
      hasText: message,
    });
  await expect(reported.getByText("Her name is Adaeze, said a-DAH-eh-zeh.")).toBeVisible({ timeout: 20_000 });
  await shoot(celebrity, "reported-video-star");
  await reported.getByRole("button", { name: "Upload" }).click();
  await videoDialog.getByLabel("Video file").setInputFiles(makeTestVideo({ seconds: 5 }));
  await videoDialog.getByRole("button", { name: "Upload video" }).click();
  await expect(celebrity.getByText("Video uploaded").first()).toBeVisible({ timeout: 30_000 });

  // The fan is told it was recorded again; the same link now plays the new video.
  await expect(async () => {
    await fan.goto("/dashboard/videos");
    await expect(card.getByRole("status")).toContainText("recorded it again on", { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  // Checked here, on a settled page: the toast fading in after the report is measured mid-animation.
  await expectNoSeriousA11yViolations(fan);
  await shoot(fan, "report-rerecorded");
  await recipient.reload();
  await expect(player).toHaveAttribute("src", /\/stream\?v=\d+$/);
  await expect.poll(durationOf, { timeout: 20_000 }).toBeGreaterThan(4.5);
  await shoot(recipient, "watch-page-rerecorded");
  await expect(celebrity.getByRole("region", { name: /Reported videos/ })).toHaveCount(0, { timeout: 20_000 });
});

test("staff are sent from /dashboard to /admin, and their menu shows their areas", async ({ page }) => {
  await logInAs(page, "moderator");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/admin$/);
});
