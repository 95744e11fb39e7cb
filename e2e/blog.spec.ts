import sharp from "sharp";
import { expect, logInAs, newVisitorPage, test } from "./fixtures";

/**
 * The blog as its people meet it: a staff member with `blog` writes a post in the editor (a heading, a list, a
 * link, a line break, a picture whose file is gone and a cover image, with the toolbar and the live preview) and
 * publishes it; a visitor finds it on /blog, reads it at its address and finds it again under its tag.
 */
test("staff with `blog` write and publish a post; a visitor finds it on /blog, reads it, and its tag lists it", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const title = `Lagos nights, ${stamp}: a shoutout story!`;
  const slug = `lagos-nights-${stamp}-a-shoutout-story`;
  const tag = `Nightlife ${stamp}`;

  // The demo admin holds `blog`.
  await logInAs(page, "admin");
  await page.goto("/admin/blog");
  await expect(page.getByRole("heading", { name: "Blog Management" })).toBeVisible();
  await page.getByRole("link", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  // Nothing filled: the spec's message.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await expect(page.getByLabel("Slug")).toHaveValue(slug);
  await page.getByLabel("Excerpt").fill("How one video made a whole party dance.");
  const content = page.getByLabel("Content (Markdown)");
  // A heading with the toolbar, then a list, then a link.
  await content.fill("The night we will remember");
  await content.selectText();
  await page.getByRole("button", { name: "Heading 2" }).click();
  await expect(content).toHaveValue("## The night we will remember");
  await content.press("End");
  await content.pressSequentially(
    "\n\n- Music\n- Dancing\n\nBook yours on [Salamu](https://salamu.example/celebrities).\nSee you there." +
      "\n\n![The dance floor](/api/images/00000000000000000000000000000000-blog.webp)",
  );
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 2, name: "The night we will remember" })).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("textbox", { name: "Tags" }).fill(`  ${tag}  `);
  await page.getByRole("textbox", { name: "Tags" }).press("Enter");
  await page.getByRole("textbox", { name: "Tags" }).fill(tag.toLowerCase());
  await page.getByRole("textbox", { name: "Tags" }).press("Enter");
  await expect(page.getByText("Tag already exists")).toBeVisible();

  const cover = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: "#b45309" },
  })
    .png()
    .toBuffer();
  await page.getByTestId("cover-input").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: cover });
  await expect(page.getByRole("img", { name: "Cover preview" })).toHaveAttribute(
    "src",
    /^\/api\/images\/[a-f0-9]{32}-blog\.webp$/,
  );

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  const row = page.getByRole("row", { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect(row).toContainText("Published");

  // A visitor, in a browser of their own.
  const visitor = await newVisitorPage(browser);
  await visitor.goto("/blog");
  await expect(visitor.getByRole("heading", { name: "Salamu Blog" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "View Categories" })).toBeVisible();
  await visitor.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "The night we will remember" })).toBeVisible();
  await expect(visitor.locator("article li")).toHaveCount(3); // two list items and the tag
  const link = visitor.getByRole("link", { name: "Salamu", exact: true });
  await expect(link).toHaveAttribute("href", "https://salamu.example/celebrities");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  // One Enter is a line break (the spec lists them); a picture whose file is gone shows 'Image Not Found'.
  const lastLine = visitor.locator("article p", { hasText: "See you there." });
  await expect(lastLine.locator("br")).toHaveCount(1);
  await lastLine.scrollIntoViewIfNeeded(); // the picture loads lazily, once near the screen
  await expect(visitor.getByRole("img", { name: "The dance floor: Image Not Found" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "Edit post" })).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: "Back to all posts" })).toBeVisible();

  // Its tag page lists it.
  await visitor.getByRole("link", { name: tag }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/tag/${encodeURIComponent(tag)}$`));
  await expect(visitor.getByRole("link", { name: title, exact: true })).toBeVisible();

  // The server wrote the page's head for link previews.
  const html = await (await visitor.request.get(`/blog/${slug}`)).text();
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).toContain('property="og:type" content="article"');
  // Drawn by the server, the picture fails before or after the page's script starts: the same placeholder.
  await visitor.goto(`/blog/${slug}`);
  await visitor.locator("article p", { hasText: "See you there." }).scrollIntoViewIfNeeded();
  await expect(visitor.getByRole("img", { name: "The dance floor: Image Not Found" })).toBeVisible();
  await visitor.context().close();

  // Staff see Edit post on the public page.
  await page.goto(`/blog/${slug}`);
  await page.getByRole("link", { name: "Edit post" }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\//);
  await expect(page.getByLabel("Title")).toHaveValue(title);
});
