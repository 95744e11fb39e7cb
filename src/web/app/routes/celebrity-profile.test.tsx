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
const paused = buildCelebrityDetail({
  id: "2f0c2a9e-1111-4c1e-9f3a-2b6d8e0a1c55",
  username: "ama_pauses",
  fullName: "Ama Mensah",
  languages: ["english", "twi"],
  acceptingRequests: false,
});
const full = buildCelebrityDetail({
  id: "3a1d3b0f-2222-4c1e-9f3a-2b6d8e0a1c55",
  username: "zuri_full",
  fullName: "Zuri Wanjiku",
  full: true,
  opensAgainOn: "2026-12-05",
});

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/session") return jsonResponse({ user: buildMe() });
      if (pathname === "/api/currencies") return jsonResponse(currenciesResponse());
      if (pathname === "/api/celebrities/sipho_mabaso") return jsonResponse(sipho);
      if (pathname === "/api/celebrities/sipho_mabaso/reviews") return jsonResponse({ items: [], total: 0 });
      if (pathname === "/api/celebrities/ama_pauses") return jsonResponse(paused);
      if (pathname === "/api/celebrities/ama_pauses/reviews") return jsonResponse({ items: [], total: 0 });
      if (pathname === "/api/celebrities/zuri_full") return jsonResponse(full);
      if (pathname === "/api/celebrities/zuri_full/reviews") return jsonResponse({ items: [], total: 0 });
      if (pathname === "/api/celebrities/sipho_old") {
        return jsonResponse(
          {
            error: {
              code: "CELEBRITY_MOVED",
              message: "This celebrity is now @sipho_mabaso.",
              details: { movedTo: "sipho_mabaso" },
            },
          },
          404,
        );
      }
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

  it("waits for the session check when 'Request a video' is pressed before it answered, instead of sending a signed-in fan to /login", async () => {
    let answerSession: (() => void) | undefined;
    const sessionAnswered = new Promise<void>((resolve) => {
      answerSession = resolve;
    });
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (new URL(String(input), "http://localhost").pathname === "/api/session") await sessionAnswered;
      return answer(input, init);
    });
    const router = renderAt("/celebrity/sipho_mabaso");
    fireEvent.click(await screen.findByRole("button", { name: "Request a video" }));
    answerSession?.();
    expect(await screen.findByRole("dialog", { name: "Request a video from Sipho Mabaso" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/celebrity/sipho_mabaso");
  });

  it("opens the dialog straight away when coming back from /login", async () => {
    const router = renderAt("/celebrity/sipho_mabaso?request=video");
    expect(await screen.findByRole("dialog", { name: "Request a video from Sipho Mabaso" })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });
});

describe("Celebrity profile page: self-service", () => {
  it("follows an old username to the new one, keeping the query, without a history entry", async () => {
    const router = renderAt("/celebrity/sipho_old?request=video");
    await waitFor(() => expect(router.state.location.pathname).toBe("/celebrity/sipho_mabaso"));
    expect(router.state.historyAction).toBe("REPLACE");
    // The new profile loaded, and the query came along: the request dialog opens as it would have on the old link.
    expect(await screen.findByRole("dialog", { name: "Request a video from Sipho Mabaso" })).toBeInTheDocument();
  });

  it("does not open the request dialog for a celebrity who paused requests meanwhile", async () => {
    const router = renderAt("/celebrity/ama_pauses?request=video");
    expect(await screen.findByText("Not accepting requests right now")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the languages, says requests are paused and disables the request button with the reason", async () => {
    renderAt("/celebrity/ama_pauses");
    expect(await screen.findByRole("heading", { level: 1, name: "Ama Mensah" })).toBeInTheDocument();
    expect(screen.getByText("Records in English, Twi")).toBeInTheDocument();
    expect(screen.getByText("Not accepting requests right now")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Request a video" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Ama Mensah isn't accepting requests right now. Please check back later.",
    );
  });

  it("says a full star is fully booked with the day they open again, and closes the request button (ADR 055)", async () => {
    renderAt("/celebrity/zuri_full");
    expect(await screen.findByText("Fully booked right now")).toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Request a video" });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      "Zuri Wanjiku is fully booked. New requests are expected to open again by Dec 5, 2026.",
    );
    expect(screen.queryByText("Not accepting requests right now")).not.toBeInTheDocument();
  });

  it("does not open the request dialog for a star who filled up meanwhile", async () => {
    const router = renderAt("/celebrity/zuri_full?request=video");
    expect(await screen.findByText("Fully booked right now")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("without a day to give, a full star's profile asks to check back soon", async () => {
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      new URL(String(input), "http://localhost").pathname === "/api/celebrities/zuri_full"
        ? jsonResponse({ ...full, opensAgainOn: null })
        : answer(input, init),
    );
    renderAt("/celebrity/zuri_full");
    expect(await screen.findByRole("button", { name: "Request a video" })).toHaveAccessibleDescription(
      "Zuri Wanjiku is fully booked right now. Please check back soon.",
    );
  });
});
