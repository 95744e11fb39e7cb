// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { Markdown, safeUrl } from "./markdown";

afterEach(cleanup);

const renderMarkdown = (text: string) => renderWithProviders(<Markdown>{text}</Markdown>).container;

describe("Markdown", () => {
  it("renders headings to level 5, emphasis, lists, links and images", () => {
    const container = renderMarkdown(
      [
        "# One",
        "##### Five",
        "###### Six",
        "**bold** and *italic*",
        "- apple",
        "- pear",
        "",
        "1. first",
        "2. second",
        "",
        "[Stars](https://salamu.example/celebrities)",
        "",
        "![A cover](/api/images/0123456789abcdef0123456789abcdef-blog.webp)",
      ].join("\n"),
    );
    expect(screen.getByRole("heading", { level: 1, name: "One" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 5, name: "Five" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 5, name: "Six" })).toBeTruthy();
    expect(container.querySelector("h6")).toBeNull();
    expect(container.querySelector("strong")?.textContent).toBe("bold");
    expect(container.querySelector("em")?.textContent).toBe("italic");
    expect(container.querySelectorAll("ul li")).toHaveLength(2);
    expect(container.querySelectorAll("ol li")).toHaveLength(2);
    const link = screen.getByRole("link", { name: "Stars" });
    expect(link.getAttribute("href")).toBe("https://salamu.example/celebrities");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByRole("img", { name: "A cover" }).getAttribute("src")).toMatch(/^\/api\/images\//);
  });

  it("keeps a single line break inside a paragraph as a line break", () => {
    const container = renderMarkdown("Music by\nDJ Lagos\n\nA new paragraph");
    const first = container.querySelector("p");
    expect(first?.innerHTML).toBe("Music by<br>\nDJ Lagos");
    expect(container.querySelectorAll("p")).toHaveLength(2);
  });

  it("shows the 'Image Not Found' placeholder in place of an image that cannot be loaded", () => {
    renderMarkdown("![The party](/api/images/00000000000000000000000000000000-blog.webp)");
    fireEvent.error(screen.getByRole("img", { name: "The party" }));
    expect(screen.getByRole("img", { name: "The party: Image Not Found" })).toBeTruthy();
    expect(screen.getByText("Image Not Found")).toBeTruthy();
  });

  it("never renders raw HTML: script tags and event-handler attributes stay out of the page", () => {
    const container = renderMarkdown(
      [
        "<script>window.pwned = true</script>",
        "",
        '<img src="x" onerror="window.pwned = true">',
        "",
        '<a href="https://evil.example" onclick="steal()">click</a>',
        "",
        '<div onmouseover="alert(1)">hover</div>',
        "",
        "Plain text stays.",
      ].join("\n"),
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("div[onmouseover]")).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|onmouseover/i);
    expect(screen.getByText("Plain text stays.")).toBeTruthy();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it("drops javascript:, data: and vbscript: links and images", () => {
    const container = renderMarkdown(
      [
        "[one](javascript:alert(1))",
        "[two](JaVaScRiPt:alert(1))",
        "[three](data:text/html;base64,PHNjcmlwdD4=)",
        "[four](vbscript:msgbox(1))",
        "[five](java&#x09;script:alert(1))",
        "![pic](javascript:alert(1))",
        "![pic2](data:image/svg+xml;base64,PHN2Zz4=)",
      ].join("\n\n"),
    );
    expect(container.querySelector("a")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    for (const text of ["one", "two", "three", "four", "five"]) expect(screen.getByText(text)).toBeTruthy();
  });

  it("keeps safe URLs and drops the rest", () => {
    expect(safeUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(safeUrl("/celebrities")).toBe("/celebrities");
    expect(safeUrl("mailto:hello@example.com")).toBe("mailto:hello@example.com");
    expect(safeUrl("javascript:alert(1)")).toBe("");
    expect(safeUrl(" java\nscript:alert(1)")).toBe("");
    expect(safeUrl("data:text/html,x")).toBe("");
    expect(safeUrl("vbscript:x")).toBe("");
  });
});
