// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { buildCelebrityDetail, buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import CelebrityProfilePage from "./celebrity-profile";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const sipho = buildCelebrityDetail();

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/me") return jsonResponse({ user: buildMe() });
      if (pathname === "/api/currencies") return jsonResponse(currenciesResponse());
      if (pathname === "/api/celebrities/sipho_mabaso") return jsonResponse(sipho);
      if (pathname === "/api/celebrities/sipho_mabaso/reviews") return jsonResponse({ items: [], total: 0 });
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAt(path: string) {
  return renderWithProviders(<CelebrityProfilePage />, { path, routePath: "/celebrity/:username", currency: true })
    .router;
}

describe("Celebrity profile page (signed in)", () => {
  it("opens the request dialog from 'Request a video', with no serious accessibility issue", async () => {
    renderAt("/celebrity/sipho_mabaso");
    fireEvent.click(await screen.findByRole("button", { name: "Request a video" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a video from Sipho Mabaso" });
    expect(screen.getByLabelText("Your message")).toHaveAttribute("rows", "4");
    expect(screen.getByRole("combobox", { name: "Occasion (optional)" })).toBeInTheDocument();

    const results = await axe.run(dialog, { rules: { "color-contrast": { enabled: false } } });
    const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  it("opens the dialog straight away when coming back from /login", async () => {
    const router = renderAt("/celebrity/sipho_mabaso?request=video");
    expect(await screen.findByRole("dialog", { name: "Request a video from Sipho Mabaso" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});
