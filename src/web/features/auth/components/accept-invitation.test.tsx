// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionKey } from "@/web/lib/query-keys";
import { buildStaffMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { AcceptInvitation, INVITATION_INVALID } from "./accept-invitation";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const TOKEN = "tok_123";
const invitation = { name: "Ngozi Eze", email: "ngozi@example.com", expiresAt: "2099-03-07T10:00:00.000Z" };
const newStaff = buildStaffMe({ id: "staff-10", name: "Ngozi Eze", email: "ngozi@example.com", role: "moderator" });

let calls: { method: string; path: string; body: unknown }[];
let answer: (path: string, method: string) => Response | undefined;

beforeEach(() => {
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const custom = answer(pathname, method);
      if (custom) return custom;
      if (pathname === `/api/accounts/invitations/${TOKEN}`) return jsonResponse(invitation);
      if (pathname === "/api/accounts/invitations/accept") return jsonResponse({ user: newStaff });
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = (token = TOKEN) =>
  renderWithProviders(<AcceptInvitation token={token} />, {
    path: `/accept-invitation?token=${token}`,
    session: null,
    routes: [{ path: "/admin", element: <h1>Admin page</h1> }],
  });

describe("Accept invitation", () => {
  it("shows who is invited, checks the password, signs in and goes to /admin", async () => {
    const { router, queryClient } = renderPage();
    expect(await screen.findByRole("heading", { name: "Join the Salamu team" })).toBeInTheDocument();
    expect(screen.getByText(/Hello Ngozi Eze/)).toHaveTextContent("ngozi@example.com");

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a-good-password" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "another-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByText("Passwords do not match.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "a-good-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByRole("heading", { name: "Admin page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/api/accounts/invitations/accept",
      body: { token: TOKEN, password: "a-good-password" },
    });
    expect(queryClient.getQueryData(sessionKey)).toEqual(newStaff);
    expect(toast.success).toHaveBeenCalledWith("Welcome to the team", expect.anything());
  });

  it.each([404, 410])("says plainly when the link is invalid or expired (%i)", async (status) => {
    answer = (path) =>
      path === `/api/accounts/invitations/${TOKEN}` ? errorResponse(status, "GONE", "Invitation expired") : undefined;
    renderPage();
    expect(await screen.findByText(INVITATION_INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText("Password")).not.toBeInTheDocument();
  });

  it("says so without a token, asking the server nothing", async () => {
    renderPage("");
    expect(await screen.findByText(INVITATION_INVALID)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("keeps the password typed and shows the server's message when accepting fails", async () => {
    answer = (path, method) =>
      method === "POST" && path === "/api/accounts/invitations/accept"
        ? errorResponse(400, "WEAK_PASSWORD", "Choose a password that is harder to guess.")
        : undefined;
    const { router } = renderPage();
    fireEvent.change(await screen.findByLabelText("Password"), { target: { value: "password1" } });
    fireEvent.change(screen.getByLabelText("Confirm password"), { target: { value: "password1" } });
    fireEvent.click(screen.getByRole("button", { name: "Set password and sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Choose a password that is harder to guess.");
    expect(screen.getByLabelText("Password")).toHaveValue("password1");
    expect(router.state.location.pathname).toBe("/accept-invitation");
    await waitFor(() => expect(toast.success).not.toHaveBeenCalled());
  });
});
