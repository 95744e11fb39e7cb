// @vitest-environment happy-dom

import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Enquiry, EnquiryList } from "@/shared/schemas/enquiries";
import { createRoutes } from "@/web/app/all-routes";

import AdminInboxPage from "@/web/app/routes/admin/inbox";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";

const routes = createRoutes({ queryClient: new QueryClient(), awaitData: false });

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const staff = buildMe({ role: "moderator", permissions: ["content"] });

function buildEnquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    kind: "contact",
    name: "Ada Obi",
    email: "ada@example.com",
    subject: "Where is my video?",
    company: null,
    message: "I booked a birthday video last week.",
    celebrity: null,
    status: "new",
    createdAt: "2026-03-01T10:00:00.000Z",
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

const contact = buildEnquiry();
const business = buildEnquiry({
  id: "22222222-2222-4222-8222-222222222222",
  kind: "business",
  name: "Kwame Mensah",
  email: "kwame@brand.example",
  subject: null,
  company: "Brand Ltd",
  message: "A launch video.",
  celebrity: { id: "c1", username: "burna", fullName: "Burna Test" },
});

const page = (items: Enquiry[], extra: Partial<EnquiryList> = {}): EnquiryList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  totalPages: 1,
  ...extra,
});

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function stubApi(handler: Handler) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => handler(url, init));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const renderInbox = (path = "/admin/inbox", session = staff) =>
  renderWithProviders(<AdminInboxPage />, { path, routePath: "/admin/inbox", session });

describe("staff inbox", () => {
  it("lists new messages by default, and filters by status and kind through the URL", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi((url) =>
      jsonResponse(page(url.includes("kind=business") ? [business] : [contact, business], { totalPages: 3 })),
    );
    const { router } = renderInbox();
    const table = await screen.findByRole("table", { name: "Messages" });
    expect(within(table).getByText("Where is my video?")).toBeInTheDocument();
    expect(within(table).getByText("Brand Ltd")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/admin/enquiries?status=new", expect.anything());
    expect(screen.getByRole("link", { name: "New" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/admin/inbox?page=2");

    await user.click(screen.getByRole("link", { name: "Business" }));
    await waitFor(() => expect(router.state.location.search).toBe("?kind=business"));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/admin/enquiries?kind=business&status=new", expect.anything()),
    );
    await user.click(screen.getByRole("link", { name: "All" }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/admin/enquiries?kind=business", expect.anything()),
    );
  });

  it("says so when nothing matches, and offers a retry when the inbox fails to load", async () => {
    stubApi(() => jsonResponse(page([])));
    renderInbox();
    expect(await screen.findByText("No messages here")).toBeInTheDocument();
    cleanup();

    stubApi(() => errorResponse(500, "INTERNAL_ERROR", "boom"));
    renderInbox();
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the inbox.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("opens a message, marks it handled, and archives it after asking", async () => {
    const user = userEvent.setup();
    let current = business;
    const fetchMock = stubApi((url, init) => {
      if (init?.method === "PATCH") {
        const { status } = JSON.parse(String(init.body));
        current = { ...current, status, handledBy: { id: "u1", name: "Ada Obi" }, handledAt: "2026-03-02T10:00:00Z" };
        return jsonResponse({ enquiry: current });
      }
      if (url.startsWith(`/api/admin/enquiries/${business.id}`)) return jsonResponse({ enquiry: current });
      return jsonResponse(page([current]));
    });
    const { router } = renderInbox();
    await user.click(await screen.findByRole("button", { name: "Open the message from Kwame Mensah" }));
    await waitFor(() => expect(router.state.location.search).toBe(`?open=${business.id}`));
    const dialog = await screen.findByRole("dialog", { name: "Business enquiry: Brand Ltd" });
    expect(within(dialog).getByText("A launch video.")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Burna Test" })).toHaveAttribute("href", "/celebrity/burna");

    await user.click(within(dialog).getByRole("button", { name: "Mark handled" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Marked handled"));
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/enquiries/${business.id}`,
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ status: "handled" }) }),
    );
    expect(await within(dialog).findByText(/by Ada Obi/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Archive" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Archive this enquiry?" });
    await user.click(within(confirm).getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Enquiry archived"));
    expect(current.status).toBe("archived");
  });

  it("sends a reply (Sending... meanwhile) and keeps the text when it fails", async () => {
    const user = userEvent.setup();
    let failReply = true;
    const fetchMock = stubApi((url) => {
      if (url.endsWith("/reply")) {
        if (failReply) return errorResponse(500, "INTERNAL_ERROR", "boom");
        return jsonResponse({ enquiry: { ...contact, status: "handled" } });
      }
      if (url.startsWith(`/api/admin/enquiries/${contact.id}`)) return jsonResponse({ enquiry: contact });
      return jsonResponse(page([contact]));
    });
    renderInbox(`/admin/inbox?open=${contact.id}`);
    const dialog = await screen.findByRole("dialog", { name: "Where is my video?" });
    const box = within(dialog).getByLabelText("Reply to Ada Obi");

    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect(box).toHaveAccessibleDescription("Write your reply.");

    await user.type(box, "It is on its way.");
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    expect(await within(dialog).findByText("The reply was not sent. Please try again.")).toBeInTheDocument();
    expect(box).toHaveValue("It is on its way.");

    failReply = false;
    await user.click(within(dialog).getByRole("button", { name: "Send reply" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Reply sent", expect.anything()));
    expect(box).toHaveValue("");
    const replyCall = fetchMock.mock.calls.find(([url]) => url.endsWith("/reply"))!;
    expect(JSON.parse(String(replyCall[1]!.body))).toEqual({ message: "It is on its way." });
  });

  it("is declared for staff with the content permission, so the admin guard turns others away", () => {
    const admin = routes.find((route) => route.path === "/admin");
    const inbox = admin?.children?.[0]?.children?.find((route) => route.path === "inbox");
    expect(inbox?.handle).toMatchObject({ title: "Inbox", access: { permission: "content" } });
  });
});
