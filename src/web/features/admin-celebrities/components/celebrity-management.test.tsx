// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminCelebrity, PendingApplication } from "@/shared/schemas/celebrity-applications";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { deferred } from "@/web/test/deferred";
import { buildAdminCelebrity, buildPendingApplication, pageOf } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { CelebrityManagement } from "./celebrity-management";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

let applications: PendingApplication[];
let celebrities: AdminCelebrity[];
let calls: { method: string; url: URL; body: unknown }[];
let answer: (path: string, method: string) => Promise<Response> | Response | undefined;

beforeEach(() => {
  applications = [buildPendingApplication()];
  celebrities = [
    buildAdminCelebrity(),
    buildAdminCelebrity({ id: "c2", username: "amaka", fullName: "Amaka Eze", verified: true, hidden: true }),
  ];
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const custom = await answer(url.pathname, method);
      if (custom) return custom;
      if (url.pathname === "/api/currencies") return jsonResponse(currenciesResponse("USD"));
      if (url.pathname === "/api/admin/celebrities/applications") return jsonResponse({ items: applications });
      if (url.pathname === "/api/admin/celebrities") return jsonResponse(pageOf(celebrities, 1, 3));
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = (path = "/admin/celebrities") =>
  renderWithProviders(<CelebrityManagement />, { path, currency: true });

const posts = (suffix: string) => calls.filter((call) => call.method !== "GET" && call.url.pathname.endsWith(suffix));

describe("Celebrity management: applications", () => {
  it("shows staff everything the applicant gave, and the selfie video with the code to hear", async () => {
    applications = [
      buildPendingApplication({
        socialMedia: {
          instagram: "https://instagram.com/kemi",
          twitter: "@kemi_acts",
          tiktok: "javascript:alert(1)",
          youtube: "http://youtube.com/@kemi",
        },
      }),
    ];
    renderPage();
    const review = await screen.findByRole("article", { name: "Kemi Adeyemi" });
    for (const text of ["Actor", "Actors", "Nigeria", "$150.00", "English, Yoruba", "Submitted Mar 2, 2026"]) {
      expect(within(review).getByText(text)).toBeInTheDocument();
    }
    expect(within(review).getByText("Nollywood actor with ten years on screen.")).toBeInTheDocument();
    expect(within(review).getByText("kemi@example.com", { exact: false })).toBeInTheDocument();

    // Only http(s) addresses are links, opened in a new tab without telling the site who sent staff there.
    const instagram = within(review).getByRole("link", { name: "https://instagram.com/kemi" });
    expect(instagram).toHaveAttribute("href", "https://instagram.com/kemi");
    expect(instagram).toHaveAttribute("target", "_blank");
    expect(instagram).toHaveAttribute("rel", "noopener noreferrer");
    expect(within(review).getByRole("link", { name: "http://youtube.com/@kemi" })).toHaveAttribute("target", "_blank");
    expect(within(review).getAllByRole("link")).toHaveLength(2);
    expect(within(review).getByText("@kemi_acts")).toBeInTheDocument();
    expect(within(review).getByText("javascript:alert(1)").closest("a")).toBeNull();

    expect(within(review).getByText("482 913")).toBeInTheDocument();
    expect(within(review).getByLabelText("Selfie video of Kemi Adeyemi")).toHaveAttribute(
      "src",
      `/api/admin/celebrities/${applications[0]!.id}/selfie`,
    );
  });

  it("does not offer approval before the selfie video is on file", async () => {
    applications = [buildPendingApplication({ selfieUploadedAt: null })];
    renderPage();
    const review = await screen.findByRole("article", { name: "Kemi Adeyemi" });
    expect(within(review).getByRole("button", { name: "Approve Kemi Adeyemi" })).toBeDisabled();
    expect(within(review).getByText(/No selfie video yet/)).toBeInTheDocument();
    expect(within(review).queryByLabelText(/Selfie video of/)).not.toBeInTheDocument();
  });

  it("approves, verified only when staff ticked the identity check, saying so only after the server answered", async () => {
    const approval = deferred<Response>();
    answer = (path, method) => (method === "POST" && path.endsWith("/approve") ? approval.promise : undefined);
    renderPage();
    const review = await screen.findByRole("article", { name: "Kemi Adeyemi" });
    fireEvent.click(within(review).getByRole("button", { name: "Approve Kemi Adeyemi" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Approve Kemi Adeyemi?" });
    const checked = within(dialog).getByRole("checkbox", { name: "Identity checked (selfie video matches)" });
    expect(checked).not.toBeChecked();
    fireEvent.click(checked);
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve application" }));
    await waitFor(() => expect(posts("/approve")).toHaveLength(1));
    expect(posts("/approve")[0]!.url.pathname).toBe(`/api/admin/celebrities/${applications[0]!.id}/approve`);
    expect(posts("/approve")[0]!.body).toEqual({ identityChecked: true });
    expect(toast.success).not.toHaveBeenCalled();

    applications = [];
    approval.resolve(jsonResponse({ celebrity: buildAdminCelebrity({ verified: true }) }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Celebrity approved", {
        description: "The celebrity has been approved, verified and notified.",
      }),
    );
    expect(await screen.findByText("No application is waiting for a decision.")).toBeInTheDocument();
  });

  it("approves without verifying when the box is left unticked, and says an approval failed", async () => {
    let refuse = true;
    answer = (path, method) => {
      if (method !== "POST" || !path.endsWith("/approve")) return undefined;
      return refuse
        ? errorResponse(409, "CONFLICT", "This application was already decided.")
        : jsonResponse({ celebrity: buildAdminCelebrity() });
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Approve Kemi Adeyemi" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Approve Kemi Adeyemi?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve application" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to approve celebrity. This application was already decided.",
    );
    expect(toast.success).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve application" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Celebrity approved", {
        description: "The celebrity has been approved and notified.",
      }),
    );
    expect(posts("/approve").at(-1)!.body).toEqual({ identityChecked: false });
  });

  it("rejects with an optional reason, keeping the reason when the server refuses", async () => {
    let refuse = true;
    answer = (path, method) => {
      if (method !== "POST" || !path.endsWith("/reject")) return undefined;
      return refuse ? errorResponse(404, "NOT_FOUND", "Unknown celebrity") : new Response(null, { status: 204 });
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Reject Kemi Adeyemi" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reject Kemi Adeyemi?" });
    const reason = within(dialog).getByLabelText("Reason (optional)");
    fireEvent.change(reason, { target: { value: "Please add a longer bio." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject application" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to reject celebrity. Unknown celebrity");
    expect(reason).toHaveValue("Please add a longer bio.");
    expect(toast.success).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject application" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Celebrity rejected", {
        description: "The celebrity application has been rejected.",
      }),
    );
    expect(posts("/reject").at(-1)!.body).toEqual({ reason: "Please add a longer bio." });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});

describe("Celebrity management: approved celebrities", () => {
  it("shows status badges, searches and pages through the URL", async () => {
    const { router } = renderPage("/admin/celebrities?page=2");
    const table = await screen.findByRole("region", { name: "Approved celebrities" });
    const sipho = within(table).getByRole("row", { name: /Sipho Mabaso/ });
    expect(within(sipho).getByText("Active")).toBeInTheDocument();
    expect(within(sipho).getByRole("link", { name: "Sipho Mabaso" })).toHaveAttribute(
      "href",
      "/celebrity/sipho_mabaso",
    );
    const amaka = within(table).getByRole("row", { name: /Amaka Eze/ });
    expect(within(amaka).getAllByText("Verified").length).toBeGreaterThan(0);
    expect(within(amaka).getByText("Hidden")).toBeInTheDocument();
    expect(within(amaka).getByRole("button", { name: "Unverify: Amaka Eze" })).toBeInTheDocument();
    expect(within(amaka).getByRole("button", { name: "Show: Amaka Eze" })).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname === "/api/admin/celebrities")!.url.search).toBe("?page=2");

    fireEvent.change(screen.getByLabelText("Search approved celebrities"), { target: { value: "amaka" } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() => expect(router.state.location.search).toBe("?search=amaka"));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname === "/api/admin/celebrities").at(-1)!.url.search).toBe(
        "?page=1&search=amaka",
      ),
    );
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/admin/celebrities?search=amaka&page=3",
    );
  });

  it("verifies, features and hides through PATCH, toasting once the server answered", async () => {
    renderPage();
    const table = await screen.findByRole("region", { name: "Approved celebrities" });
    answer = (_path, method) =>
      method === "PATCH" ? jsonResponse({ celebrity: buildAdminCelebrity({ verified: true }) }) : undefined;

    fireEvent.click(within(table).getByRole("button", { name: "Verify: Sipho Mabaso" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Celebrity verified", expect.anything()));
    expect(posts(`/api/admin/celebrities/${celebrities[0]!.id}`).at(-1)!.body).toEqual({ verified: true });

    fireEvent.click(within(table).getByRole("button", { name: "Unverify: Amaka Eze" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Celebrity unverified", expect.anything()));
    expect(posts("/api/admin/celebrities/c2").at(-1)!.body).toEqual({ verified: false });

    fireEvent.click(within(table).getByRole("button", { name: "Feature: Sipho Mabaso" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Celebrity featured", expect.anything()));
    fireEvent.click(within(table).getByRole("button", { name: "Hide from catalogue: Sipho Mabaso" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Celebrity hidden", expect.anything()));
    expect(posts(`/api/admin/celebrities/${celebrities[0]!.id}`).map((call) => call.body)).toEqual([
      { verified: true },
      { featured: true },
      { hidden: true },
    ]);
  });

  it("says a verification change failed", async () => {
    answer = (_path, method) => (method === "PATCH" ? errorResponse(500, "INTERNAL_ERROR", "boom") : undefined);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Verify: Sipho Mabaso" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to update verification status." }),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
