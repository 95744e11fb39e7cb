// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StaffMember } from "@/shared/schemas/staff";
import { deferred } from "@/web/test/deferred";
import { buildStaffMember } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { AdminManagement } from "./admin-management";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const superAdmin = buildStaffMember({
  id: "me",
  name: "Sade Admin",
  email: "sade@example.com",
  role: "super_admin",
  permissions: [],
});
const invited = buildStaffMember({
  id: "staff-10",
  name: "Ngozi Invited",
  email: "ngozi@example.com",
  role: "moderator",
  permissions: ["content"],
  invitationExpiresAt: "2099-03-07T10:00:00.000Z",
});

let staff: StaffMember[];
let calls: { method: string; path: string; body: unknown }[];
let answer: (path: string, method: string) => Promise<Response> | Response | undefined;

beforeEach(() => {
  staff = [superAdmin, buildStaffMember(), invited];
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({ method, path: pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const custom = await answer(pathname, method);
      if (custom) return custom;
      if (pathname === "/api/admin/staff" && method === "GET") return jsonResponse({ items: staff });
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = () => renderWithProviders(<AdminManagement viewerId="me" />, { path: "/admin/admin-users" });
const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

async function openAddAdmin() {
  fireEvent.click(screen.getByRole("button", { name: "Add Admin" }));
  return screen.findByRole("dialog", { name: "Add Admin" });
}

describe("Admin management: the staff table", () => {
  it("lists name, e-mail, role, permissions and pending invitations", async () => {
    renderPage();
    const table = await screen.findByRole("region", { name: "Admin users" });
    const musa = within(table).getByRole("row", { name: /Musa Okafor/ });
    expect(musa).toHaveTextContent("musa@example.com");
    expect(musa).toHaveTextContent("Admin");
    expect(within(musa).getByText("Users")).toBeInTheDocument();
    expect(within(musa).getByText("Celebrities")).toBeInTheDocument();
    const ngozi = within(table).getByRole("row", { name: /Ngozi Invited/ });
    expect(ngozi).toHaveTextContent("Moderator");
    expect(ngozi).toHaveTextContent(/Invitation pending until Mar 7, 2099/);
    expect(within(ngozi).getByRole("button", { name: "Resend invitation to Ngozi Invited" })).toBeInTheDocument();
    expect(within(musa).queryByRole("button", { name: /Resend invitation/ })).not.toBeInTheDocument();
    // The super admin's own row has no actions.
    const own = within(table).getByRole("row", { name: /Sade Admin/ });
    expect(own).toHaveTextContent("All permissions");
    expect(within(own).queryAllByRole("button")).toEqual([]);
  });

  it("resends an invitation and removes staff rights after a confirmation", async () => {
    answer = (path, method) => {
      if (method === "POST" && path === "/api/admin/staff/staff-10/invitation")
        return new Response(null, { status: 202 });
      if (method === "DELETE" && path === "/api/admin/staff/staff-9") return new Response(null, { status: 204 });
      return undefined;
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Resend invitation to Ngozi Invited" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Invitation sent", expect.anything()));

    fireEvent.click(screen.getByRole("button", { name: "Remove staff rights of Musa Okafor" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Remove Musa Okafor's staff rights?" });
    staff = [superAdmin, invited];
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove staff rights" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Staff rights removed", expect.anything()));
    expect(sent("DELETE", "/api/admin/staff/staff-9")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("row", { name: /Musa Okafor/ })).not.toBeInTheDocument());
  });

  it("edits the permissions, keeping the choice and showing the server's message when it refuses", async () => {
    let refuse = true;
    answer = (_path, method) => {
      if (method !== "PATCH") return undefined;
      return refuse
        ? errorResponse(409, "CONFLICT", "This member was removed meanwhile")
        : jsonResponse({ member: buildStaffMember({ permissions: ["users", "celebrities", "blog"] }) });
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Musa Okafor" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Musa Okafor" });
    const users = within(dialog).getByRole("checkbox", { name: "Users" });
    const celebrities = within(dialog).getByRole("checkbox", { name: "Celebrities" });
    expect(users).toBeChecked();
    fireEvent.click(users);
    fireEvent.click(celebrities);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByText("You must select at least one permission.")).toBeInTheDocument();
    expect(sent("PATCH", "/api/admin/staff/staff-9")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Blog" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This member was removed meanwhile");
    expect(within(dialog).getByRole("checkbox", { name: "Blog" })).toBeChecked();
    expect(toast.success).not.toHaveBeenCalled();

    refuse = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Staff member updated", expect.anything()));
    expect(sent("PATCH", "/api/admin/staff/staff-9").at(-1)!.body).toEqual({ role: "admin", permissions: ["blog"] });
  });

  it("offers Finance among the areas, by its label", async () => {
    answer = (_path, method) =>
      method === "PATCH"
        ? jsonResponse({ member: buildStaffMember({ permissions: ["users", "celebrities", "finance"] }) })
        : undefined;
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Edit Musa Okafor" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Musa Okafor" });
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "Finance" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(sent("PATCH", "/api/admin/staff/staff-9").at(-1)!.body).toEqual({
      role: "admin",
      permissions: ["celebrities", "users", "finance"],
    });
  });
});

describe("Admin management: Add Admin", () => {
  it("checks the form with the server's schema and its messages", async () => {
    renderPage();
    const panel = await openAddAdmin();
    fireEvent.change(within(panel).getByLabelText("Name"), { target: { value: "A" } });
    fireEvent.change(within(panel).getByLabelText("Email"), { target: { value: "not-an-email" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Add Admin" }));
    expect(await within(panel).findByText("Name must be at least 2 characters.")).toBeInTheDocument();
    expect(within(panel).getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(within(panel).getByText("You must select at least one permission.")).toBeInTheDocument();
    expect(within(panel).getByLabelText("Name")).toHaveFocus();
    expect(sent("POST", "/api/admin/staff")).toHaveLength(0);
  });

  it("invites, and says 'Admin added' only once the server has answered", async () => {
    const invitation = deferred<Response>();
    answer = (path, method) => (method === "POST" && path === "/api/admin/staff" ? invitation.promise : undefined);
    renderPage();
    const panel = await openAddAdmin();
    fireEvent.change(within(panel).getByLabelText("Name"), { target: { value: "  Chidi Obi " } });
    fireEvent.change(within(panel).getByLabelText("Email"), { target: { value: "Chidi@Example.com" } });
    fireEvent.click(within(panel).getByRole("checkbox", { name: "Blog" }));
    fireEvent.click(within(panel).getByRole("checkbox", { name: "Users" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Add Admin" }));

    await waitFor(() => expect(sent("POST", "/api/admin/staff")).toHaveLength(1));
    expect(sent("POST", "/api/admin/staff")[0]!.body).toEqual({
      name: "Chidi Obi",
      email: "chidi@example.com",
      role: "admin",
      permissions: ["blog", "users"],
    });
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(panel).getByRole("button", { name: "Adding…" })).toBeDisabled();

    invitation.resolve(
      jsonResponse(
        {
          member: buildStaffMember({
            id: "new",
            name: "Chidi Obi",
            email: "chidi@example.com",
            invitationExpiresAt: "2099-01-01T00:00:00.000Z",
          }),
        },
        201,
      ),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Admin added", {
        description: "Chidi Obi has been added as an admin.",
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("keeps what was typed and shows the server's message when the invitation fails", async () => {
    answer = (path, method) =>
      method === "POST" && path === "/api/admin/staff"
        ? errorResponse(409, "EMAIL_TAKEN", "An account with this e-mail already exists.")
        : undefined;
    renderPage();
    const panel = await openAddAdmin();
    fireEvent.change(within(panel).getByLabelText("Name"), { target: { value: "Chidi Obi" } });
    fireEvent.change(within(panel).getByLabelText("Email"), { target: { value: "chidi@example.com" } });
    fireEvent.click(within(panel).getByRole("checkbox", { name: "Settings" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Add Admin" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error", { description: "An account with this e-mail already exists." }),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(panel).getByLabelText("Name")).toHaveValue("Chidi Obi");
    expect(within(panel).getByLabelText("Email")).toHaveValue("chidi@example.com");
    expect(within(panel).getByRole("checkbox", { name: "Settings" })).toBeChecked();
  });

  it("falls back to 'Failed to add admin' when the server gives no reason", async () => {
    answer = (path, method) =>
      method === "POST" && path === "/api/admin/staff" ? new Response("", { status: 502 }) : undefined;
    renderPage();
    const panel = await openAddAdmin();
    fireEvent.change(within(panel).getByLabelText("Name"), { target: { value: "Chidi Obi" } });
    fireEvent.change(within(panel).getByLabelText("Email"), { target: { value: "chidi@example.com" } });
    fireEvent.click(within(panel).getByRole("checkbox", { name: "Content" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Add Admin" }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Error", { description: "Failed to add admin" }));
  });
});
