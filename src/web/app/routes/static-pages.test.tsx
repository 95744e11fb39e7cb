// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTACT_TEXTS } from "@/shared/page-texts/texts-contact";
import { TERMS_TEXTS } from "@/shared/page-texts/texts-terms";
import { publicKeys } from "@/web/lib/query-keys";
import { createTestQueryClient, errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import ContactUsPage from "./contact-us";
import HelpCenterPage from "./help-center";
import NotFoundPage from "./not-found";
import PrivacyPolicyPage from "./privacy-policy";
import TermsOfServicePage from "./terms-of-service";

function renderPage(Page: ComponentType, path = "/") {
  const queryClient = createTestQueryClient({ staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(publicKeys.site, { social: [], deliveryDays: 5 });
  return renderWithProviders(<Page />, { path, routePath: "*", queryClient });
}

/** The numbered section N of a legal page. */
const sectionOf = (n: number) => document.getElementById(`section-${n}`) as HTMLElement;

// No API here: the pages' texts fail to load, so they show their built-in texts (as the spec says).
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => errorResponse(503, "UNAVAILABLE", "No API in this test")),
  );
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("not-found page", () => {
  it("shows 404, links home, logs the path and sets the title", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPage(NotFoundPage, "/no/such/page");
    expect(screen.getByRole("heading", { level: 1, name: "404" })).toBeInTheDocument();
    expect(screen.getByText("Oops! Page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    expect(error).toHaveBeenCalledWith("404 Error: User attempted to access non-existent route:", "/no/such/page");
    expect(document.title).toBe("Page not found | Salamu");
  });
});

describe("help center", () => {
  it("keeps a single FAQ open at a time", async () => {
    const user = userEvent.setup();
    renderPage(HelpCenterPage);
    const questions = within(screen.getByRole("region", { name: "Frequently Asked Questions" })).getAllByRole("button");
    expect(questions).toHaveLength(5);
    for (const question of questions) expect(question).toHaveAttribute("aria-expanded", "false");

    await user.click(questions[1]!);
    expect(questions[1]).toHaveAttribute("aria-expanded", "true");
    // The promise comes from the delivery days setting (5 here), never a number of its own.
    expect(screen.getByText(/Every celebrity has 5 days from your payment/)).toBeVisible();

    await user.click(questions[2]!);
    expect(questions[1]).toHaveAttribute("aria-expanded", "false");
    expect(questions[2]).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Every celebrity has 5 days from your payment/)).not.toBeVisible();
    expect(screen.getByRole("link", { name: "Contact Our Support Team" })).toHaveAttribute("href", "/contact-us");
  });
});

describe("legal pages", () => {
  it("terms have 10 numbered sections and the last-updated date", () => {
    renderPage(TermsOfServicePage);
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings).toHaveLength(10);
    expect(headings[0]).toHaveTextContent("1. Acceptance of Terms");
    expect(headings[9]).toHaveTextContent("10. Contact Us");
    expect(screen.getAllByText(/April 6, 2025/).length).toBeGreaterThan(0);
    // The sections are Markdown texts now: the lists and links of today's text survive; the site's own pages
    // and the e-mail open in this tab.
    expect(within(sectionOf(6)).getAllByRole("listitem")).toHaveLength(4);
    const privacy = screen.getByRole("link", { name: "Privacy Policy" });
    expect(privacy).toHaveAttribute("href", "/privacy-policy");
    expect(privacy).not.toHaveAttribute("target");
    expect(screen.getByRole("link", { name: "Salamu for Business" })).toHaveAttribute("href", "/business");
    const mail = screen.getByRole("link", { name: "support@salamu.app" });
    expect(mail).toHaveAttribute("href", "mailto:support@salamu.app");
    expect(within(sectionOf(10)).getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact-us");
  });

  it("a section saved with a script, a raw HTML handler and a javascript: link is shown inert", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const { pathname } = new URL(String(input), "http://localhost");
        if (pathname !== "/api/pages/terms") return errorResponse(404, "NOT_FOUND", "Not found");
        return jsonResponse({
          pageId: "terms",
          updatedAt: new Date().toISOString(),
          fields: {
            ...TERMS_TEXTS,
            section1Content: [
              "Read this <script>window.hacked = true</script> carefully.",
              '<img src=x onerror="window.hacked = true">',
              "[Click me](javascript:alert(1)) and [me too](JaVaScRiPt:alert(2)) and [mail](mailto:a@b.co)",
              "[Elsewhere](https://example.com/terms)",
            ].join("\n\n"),
          },
        });
      }),
    );
    const { container } = renderPage(TermsOfServicePage);
    const section = sectionOf(1);
    await within(section).findByText("Click me");
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(within(section).getByText("Click me").closest("a")).toBeNull();
    expect(within(section).getByText("me too").closest("a")).toBeNull();
    expect(within(section).getByRole("link", { name: "mail" })).toHaveAttribute("href", "mailto:a@b.co");
    const external = within(section).getByRole("link", { name: "Elsewhere" });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("privacy policy has 7 sections", () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(7);
    expect(within(sectionOf(2)).getAllByRole("listitem")).toHaveLength(5);
    expect(within(sectionOf(1)).getByText("Personal information:").tagName).toBe("STRONG");
    expect(within(sectionOf(7)).getByRole("link", { name: "contact form" })).toHaveAttribute("href", "/contact-us");
  });
});

describe("contact page", () => {
  it("shows today's contact details and form texts by default", () => {
    renderPage(ContactUsPage);
    expect(screen.getByRole("link", { name: "support@salamu.app" })).toHaveAttribute(
      "href",
      "mailto:support@salamu.app",
    );
    expect(screen.getByRole("link", { name: "+234 1 700 2000" })).toHaveAttribute("href", "tel:+23417002000");
    expect(screen.getByText("12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria")).toBeInTheDocument();
    expect(screen.getByLabelText("Your Name")).toHaveAttribute("placeholder", "Enter your name");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeInTheDocument();
  });

  it("shows the saved contact details, labels and placeholders, the links made from them", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const { pathname } = new URL(String(input), "http://localhost");
        if (pathname !== "/api/pages/contact") return errorResponse(404, "NOT_FOUND", "Not found");
        return jsonResponse({
          pageId: "contact",
          updatedAt: new Date().toISOString(),
          fields: {
            ...CONTACT_TEXTS,
            emailAddress: "hello@example.org",
            phoneNumber: "+254 20 123 4567",
            officeAddress: "1 Kenyatta Avenue, Nairobi",
            formNameLabel: "Full name",
            formNamePlaceholder: "Ada Lovelace",
            formSubmitButton: "Send it",
          },
        });
      }),
    );
    renderPage(ContactUsPage);
    expect(await screen.findByRole("link", { name: "hello@example.org" })).toHaveAttribute(
      "href",
      "mailto:hello@example.org",
    );
    expect(screen.getByRole("link", { name: "+254 20 123 4567" })).toHaveAttribute("href", "tel:+254201234567");
    expect(screen.getByText("1 Kenyatta Avenue, Nairobi")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("placeholder", "Ada Lovelace");
    expect(screen.getByRole("button", { name: "Send it" })).toBeInTheDocument();
  });
});
