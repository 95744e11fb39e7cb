import sharp from "sharp";
import { pageHref } from "../src/shared/client-routes";
import {
  approveApplication,
  createFan,
  expect,
  expectPlayable,
  logIn,
  logInAs,
  newFanIdentity,
  newVisitorPage,
  shoot,
  test,
} from "./fixtures";

/**
 * The marketplace grows, as new users meet it: a fan applies to become a celebrity and records the selfie
 * video reading the code the server gave (the fake camera), staff with the `celebrities` permission see what
 * the applicant gave and watch the video, approve with the identity checked (verified), the new star is told by e-mail, sets price, response time, photo and
 * languages, is found by the language filter at the new price, and a fan books them.
 */
test("a fan applies with a selfie video, staff watch it and approve verified, the new star sets up their profile, is found by language and booked", async ({
  page,
  browser,
}) => {
  const fullName = `Selam Tesfaye ${Date.now() % 100_000}`;

  // 1. A fan applies through the application page.
  const applicant = await newVisitorPage(browser);
  const identity = await createFan(applicant.request, newFanIdentity("Applicant"));
  await logIn(applicant, identity);
  await applicant.goto("/become-celebrity");
  const form = applicant.getByRole("form", { name: "Celebrity application" });
  await form.getByLabel("Full name").fill(fullName);
  for (const [label, option] of [
    ["Profession", "Musician"],
    ["Category", "Musicians"],
    ["Country", "Kenya"],
  ] as const) {
    await form.getByLabel(label).selectOption({ label: option });
  }
  await form.getByLabel("Price per video (USD)").fill("60");
  await form.getByLabel("Bio").fill("Ethio-jazz singer based in Nairobi, recording birthday wishes in Amharic.");
  await form.getByRole("textbox", { name: "Instagram" }).fill("https://instagram.com/selam.sings");
  await form.getByRole("textbox", { name: "TikTok" }).fill("@selam.sings");
  await form.getByRole("button", { name: /Submit/ }).click();
  await expect(applicant.getByText(/Pending review/i).first()).toBeVisible();

  // 1b. The selfie video: the code the server issued, read aloud into the (fake) front camera.
  const { profile: applied } = (await (await applicant.request.get("/api/celebrity-applications/mine")).json()) as {
    profile: { selfieCode: string };
  };
  const code = applied.selfieCode.replace(/(\d{3})(?=\d)/, "$1 ");
  const selfie = applicant.getByRole("region", { name: "One last step: your selfie video" });
  await expect(selfie.getByText(code).first()).toBeVisible();
  await selfie.getByRole("button", { name: "Record with my camera" }).click();
  await expect(selfie.getByLabel("Camera preview")).toBeVisible();
  // The code stays on screen over the preview while recording.
  await expect(selfie.getByText(code)).toHaveCount(2);
  await shoot(applicant, "application-selfie");
  await selfie.getByRole("button", { name: "Start recording" }).click();
  await expect(selfie.getByRole("timer", { name: "Elapsed time" })).toHaveText(/0:0[2-9] \/ 0:20/, {
    timeout: 15_000,
  });
  await selfie.getByRole("button", { name: "Stop recording" }).click();
  await selfie.getByRole("button", { name: "Use this video" }).click();
  await expect(applicant.getByText("Selfie video sent").first()).toBeVisible({ timeout: 30_000 });
  const sent = applicant.getByRole("region", { name: "Your selfie video" });
  await expect(sent.getByText(/We have your selfie video, sent/)).toBeVisible();
  await expectPlayable(applicant, 'video[aria-label="Your selfie video"]');

  // 2. Staff with `celebrities` (the demo admin) see everything the applicant gave, watch the selfie video,
  // and approve it, ticking that the identity was checked: the star is shown verified.
  await logInAs(page, "admin");
  await page.goto("/admin/celebrities");
  const review = page.getByRole("article", { name: fullName });
  for (const text of ["Musician", "Musicians", "Kenya", "$60.00", "@selam.sings", code]) {
    await expect(review.getByText(text, { exact: true }).first()).toBeVisible();
  }
  const instagram = review.getByRole("link", { name: "https://instagram.com/selam.sings" });
  await expect(instagram).toHaveAttribute("target", "_blank");
  await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
  await expectPlayable(page, `video[aria-label="Selfie video of ${fullName}"]`);
  await review.scrollIntoViewIfNeeded();
  await shoot(page, "admin-application-review");
  await approveApplication(page, fullName, { identityChecked: true });

  // 3. The applicant is told by e-mail.
  await expect
    .poll(async () => {
      const { items } = (await (await applicant.request.get("/api/dev/outbox")).json()) as {
        items: { to: string; subject: string }[];
      };
      return items.some((mail) => mail.to.includes(identity.email) && /approved/i.test(mail.subject));
    })
    .toBe(true);

  // 4. The new star sets price, response time, languages and a photo.
  await applicant.goto("/dashboard/profile?tab=celebrity");
  const profile = applicant.getByRole("form", { name: "Celebrity profile" });
  await profile.getByLabel("Price (USD)").fill("137");
  await profile.getByLabel("Response time").selectOption({ label: "24 hours" });
  await profile.getByText("Amharic", { exact: true }).click();
  await profile.getByRole("button", { name: "Save changes" }).click();
  await expect(applicant.getByText("Profile updated")).toBeVisible();
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#0f766e" } })
    .jpeg()
    .toBuffer();
  await applicant
    .getByTestId("photo-input")
    .setInputFiles({ name: "selam.jpg", mimeType: "image/jpeg", buffer: photo });
  await applicant.getByRole("button", { name: "Save photo" }).click();
  await expect(applicant.getByText("Photo updated")).toBeVisible();
  const username = (await (await applicant.request.get("/api/celebrity/profile")).json()).profile.username as string;
  await applicant.context().close();

  // 5. A visitor finds them by language, at the new price, with the photo and the response time.
  const fan = await newVisitorPage(browser);
  await fan.goto("/celebrities?language=amharic");
  const card = fan.getByRole("link", { name: fullName });
  await expect(card).toBeVisible();
  await expect(fan.getByText("$137.00").first()).toBeVisible();
  await card.click();
  await expect(fan).toHaveURL(new RegExp(`${pageHref("/celebrity/:username", { username })}$`));
  await expect(fan.getByRole("img", { name: fullName }).first()).toHaveAttribute("src", /\/api\/images\//);
  await expect(fan.getByText(/24 hours/).first()).toBeVisible();
  // Verified: staff checked the selfie video when approving.
  expect((await (await fan.request.get(`/api/celebrities/${username}`)).json()).verified).toBe(true);
  await expect(fan.getByRole("main").getByText("Verified", { exact: true }).first()).toBeAttached();

  // 6. A fan books them and pays.
  await createFan(fan.request, newFanIdentity("Booker")).then((booker) => logIn(fan, booker));
  await fan.goto(pageHref("/celebrity/:username", { username }));
  await fan.getByRole("button", { name: "Request a video" }).click();
  const dialog = fan.getByRole("dialog");
  await dialog.getByLabel("Your message").fill("Please sing happy birthday to my mother Almaz!");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(fan).toHaveURL(/\/payment\/sandbox\?reference=SALAMU-\d+-\d+/);
  await fan.getByRole("button", { name: /^Pay / }).click();
  await expect(fan.getByText("Payment successful")).toBeVisible();
  await fan.context().close();
});
