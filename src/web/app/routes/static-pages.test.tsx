// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import HelpCenterPage from "./help-center";
import NotFoundPage from "./not-found";
import PrivacyPolicyPage from "./privacy-policy";
import TermsOfServicePage from "./terms-of-service";

function renderPage(Page: ComponentType, path = "/") {
  return renderWithProviders(<Page />, { path, routePath: "*" });
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
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
    expect(screen.getByText(/Most celebrities respond within 7 days/)).toBeVisible();

    await user.click(questions[2]!);
    expect(questions[1]).toHaveAttribute("aria-expanded", "false");
    expect(questions[2]).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Most celebrities respond within 7 days/)).not.toBeVisible();
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
  });

  it("privacy policy has 7 sections", () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(7);
  });
});
