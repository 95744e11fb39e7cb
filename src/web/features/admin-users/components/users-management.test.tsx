// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "@/shared/schemas/users";
import { deferred } from "@/web/test/deferred";
import { buildAdminUser, buildStaffMe, pageOf } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { UsersManagement } from "./users-management";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

let users: AdminUser[];
let calls: { method: string; url: URL }[];
let answer: (path: string, method: string) => Promise<Response> | Response | undefined;
let usersAnswer: Promise<Response> | undefined;

const fan = buildAdminUser();
const suspended = buildAdminUser({
  id: "user-8",
  name: "Efua Mensah",
  email: "efua@example.com",
  status: "suspended",
  suspendedAt: "2026-03-01T00:00:00.000Z",
});
const moderator = buildAdminUser({
  id: "staff-3",
  name: "Moji Staff",
  email: "moji@example.com",
  role: "moderator",
  permissions: ["content"],
});
const admin = buildStaffMe({ id: "staff-2", role: "admin", permissions: ["users"] });

beforeEach(() => {
  users = [fan, suspended, moderator];
  calls = [];
  answer = () => undefined;
  usersAnswer = undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, url });
      const custom = await answer(url.pathname, method);
      if (custom) return custom;
      if (url.pathname === "/api/admin/users") return usersAnswer ?? jsonResponse(pageOf(users, 1, 2));
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = (viewer = admin, path = "/admin/users") =>
  renderWithProviders(<UsersManagement viewer={viewer} />, { path });

const lastListQuery = () => calls.filter((call) => call.url.pathname === "/api/admin/users").at(-1)!.url.searchParams;

describe("Users management", () => {
  it("says it is loading, then lists name, e-mail, role, status and registration date", async () => {
    const list = deferred<Response>();
    usersAnswer = list.promise;
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading users...");
    list.resolve(jsonResponse(pageOf(users, 1, 2)));
    const table = await screen.findByRole("region", { name: "Users" });
    const row = within(table).getByRole("row", { name: /Tunde Bello/ });
    expect(within(row).getByText("tunde@example.com")).toBeInTheDocument();
    expect(within(row).getByText("Fan")).toBeInTheDocument();
    expect(within(row).getByText("Active")).toBeInTheDocument();
    expect(within(row).getByText("Jan 15, 2026")).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: /Efua Mensah/ })).toHaveTextContent("Suspended");
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/admin/users?page=2");
  });

  it("searches and filters through the URL, which the API receives", async () => {
    const { router } = renderPage(admin, "/admin/users?role=moderator&status=active&page=2");
    await screen.findByRole("region", { name: "Users" });
    expect(Object.fromEntries(lastListQuery())).toEqual({ page: "2", role: "moderator", status: "active" });
    expect(screen.getByRole("combobox", { name: "Role" })).toHaveDisplayValue("Moderator");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("Active");

    fireEvent.change(screen.getByLabelText("Search users by name or e-mail"), { target: { value: "efua@" } });
    fireEvent.submit(screen.getByRole("search"));
    await waitFor(() => expect(router.state.location.search).toBe("?search=efua%40&role=moderator&status=active"));
    await waitFor(() =>
      expect(Object.fromEntries(lastListQuery())).toEqual({
        page: "1",
        search: "efua@",
        role: "moderator",
        status: "active",
      }),
    );
  });

  it("suspends after a confirmation that says what happens, toasting once the server answered", async () => {
    const suspension = deferred<Response>();
    answer = (path, method) => (method === "POST" && path.endsWith("/suspend") ? suspension.promise : undefined);
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Suspend Tunde Bello" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Suspend Tunde Bello?" });
    expect(dialog).toHaveTextContent("signed out at once");
    expect(dialog).toHaveTextContent("leaves the catalogue");
    expect(dialog).toHaveTextContent("declined and refunded");
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend user" }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === "POST" && call.url.pathname === "/api/admin/users/user-7/suspend"),
      ).toBe(true),
    );
    expect(toast.success).not.toHaveBeenCalled();
    suspension.resolve(jsonResponse({ user: { ...fan, status: "suspended" } }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("User suspended", expect.anything()));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("keeps the dialog open with the server's reason when a suspension fails", async () => {
    answer = (path, method) =>
      method === "POST" && path.endsWith("/suspend")
        ? errorResponse(403, "FORBIDDEN", "Only the super admin can suspend staff")
        : undefined;
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Suspend Tunde Bello" }));
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend user" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Failed to suspend the user. Only the super admin can suspend staff",
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("reactivates a suspended account", async () => {
    answer = (path, method) =>
      method === "POST" && path.endsWith("/reactivate")
        ? jsonResponse({ user: { ...suspended, status: "active" } })
        : undefined;
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Reactivate Efua Mensah" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("User reactivated", expect.anything()));
    expect(
      calls.some((call) => call.method === "POST" && call.url.pathname === "/api/admin/users/user-8/reactivate"),
    ).toBe(true);
  });

  it("hides the actions on staff rows and on one's own row, except staff rows for the super admin", async () => {
    users = [fan, moderator, buildAdminUser({ id: admin.id, name: admin.name, role: "admin" })];
    renderPage();
    const table = await screen.findByRole("region", { name: "Users" });
    expect(within(table).getByRole("button", { name: "Suspend Tunde Bello" })).toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: "Suspend Moji Staff" })).not.toBeInTheDocument();
    expect(within(table).queryByRole("button", { name: `Suspend ${admin.name}` })).not.toBeInTheDocument();
    cleanup();

    renderPage(buildStaffMe());
    expect(await screen.findByRole("button", { name: "Suspend Moji Staff" })).toBeInTheDocument();
  });
});
