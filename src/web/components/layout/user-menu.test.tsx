// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import { sessionKey } from "@/web/lib/query-keys";
import { buildMe } from "@/web/test/factories";
import { createTestQueryClient, renderWithProviders } from "@/web/test/render";
import { AuthButtons } from "./auth-buttons";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const fan: Me = buildMe();

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderButtons(me: Me | null, { stacked = false } = {}) {
  return renderWithProviders(<AuthButtons stacked={stacked} />, {
    path: "/somewhere",
    routes: [{ path: "/", element: <h1>Home page</h1> }],
    queryClient: createTestQueryClient({ staleTime: Number.POSITIVE_INFINITY }),
    session: me,
  });
}

describe("Header account controls", () => {
  it("offers Log in and Sign up to visitors", () => {
    renderButtons(null);
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
  });

  it("gives a fan My requests in the header, and My Videos, My Profile and Log out, but no Admin Dashboard; logging out goes home", async () => {
    const user = userEvent.setup();
    const { router, queryClient } = renderButtons(fan);
    // The menu's code loads once the user is known.
    const trigger = await screen.findByRole("button", { name: "Account menu for Ada Obi" });
    // Paid-but-pending and unpaid requests one click from any page.
    expect(screen.getByRole("link", { name: "My requests" })).toHaveAttribute("href", "/dashboard/my-requests");
    expect(screen.queryByRole("link", { name: "Log in" })).not.toBeInTheDocument();
    await user.click(trigger);
    const menu = await screen.findByRole("navigation", { name: "Account" });
    expect(within(menu).getByRole("link", { name: "My Videos" })).toHaveAttribute("href", "/dashboard/videos");
    expect(within(menu).getByRole("link", { name: "My Profile" })).toHaveAttribute("href", "/dashboard/profile");
    expect(within(menu).queryByRole("link", { name: "Admin Dashboard" })).not.toBeInTheDocument();

    await user.click(within(menu).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(toast.success).toHaveBeenCalledWith("Logged out", { description: "You have been successfully logged out" });
    await waitFor(() => expect(queryClient.getQueryData(sessionKey)).toBeNull());
    expect(vi.mocked(fetch)).toHaveBeenCalledWith("/api/session", expect.objectContaining({ method: "DELETE" }));
  });

  it("shows staff the Admin Dashboard, their areas and the requests they booked, not the fan's My Videos, in the mobile list too", async () => {
    renderButtons({ ...fan, role: "moderator", permissions: ["content"] }, { stacked: true });
    expect(await screen.findByRole("link", { name: "Admin Dashboard" })).toHaveAttribute("href", "/admin");
    expect(screen.getByRole("link", { name: "My requests" })).toHaveAttribute("href", "/dashboard/my-requests");
    expect(screen.getByRole("link", { name: "Inbox" })).toHaveAttribute("href", "/admin/inbox");
    expect(screen.queryByRole("link", { name: "Users Management" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "My Videos" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });
});
