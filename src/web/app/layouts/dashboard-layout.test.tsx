// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import { buildMe } from "@/web/test/factories";
import { renderRoutes } from "@/web/test/render";
import DashboardLayout from "./dashboard-layout";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const fan: Me = buildMe();

let me: Me | null;

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/session" && (init?.method ?? "GET") === "GET") {
        return me
          ? new Response(JSON.stringify({ user: me }), { status: 200 })
          : new Response(JSON.stringify({ error: { code: "UNAUTHORIZED", message: "Log in" } }), { status: 401 });
      }
      if (pathname === "/api/session" && init?.method === "DELETE") return new Response(null, { status: 204 });
      return new Response("{}", { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: "/dashboard",
        element: <DashboardLayout />,
        children: [{ path: "profile", handle: { title: "My Profile" }, element: <p>profile page</p> }],
      },
      { path: "/login", element: <h1>Login page</h1> },
      { path: "/", element: <h1>Home page</h1> },
    ],
    { path },
  ).router;
}

describe("Dashboard shell", () => {
  it("sends a signed-out visitor to /login, remembering where they were going", async () => {
    me = null;
    const router = renderAt("/dashboard/profile");
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent("/dashboard/profile")}`);
  });

  it("shows the page title, collapses the sidebar (remembered) and logs out to /", async () => {
    me = fan;
    const router = renderAt("/dashboard/profile");
    expect(await screen.findByRole("heading", { level: 1, name: "My Profile" })).toBeInTheDocument();
    expect(screen.getByText("profile page")).toBeInTheDocument();

    const toggle = screen.getByRole("button", { name: "Collapse sidebar" });
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toBeInTheDocument();
    expect(window.localStorage.getItem("salamu.dashboard.sidebar-collapsed")).toBe("true");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

    fireEvent.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(toast.success).toHaveBeenCalledWith("Logged out", { description: "You have been successfully logged out" });
  });
});
