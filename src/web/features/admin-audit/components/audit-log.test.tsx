// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuditEntry } from "@/shared/schemas/audit";
import { pageOf } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { AuditLog, compactJson } from "./audit-log";

const entry: AuditEntry = {
  id: "a1",
  action: "celebrity.update",
  actor: { id: "staff-1", name: "Sade Admin", email: "sade@example.com" },
  targetType: "celebrity_profile",
  targetId: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
  before: { verified: false },
  after: { verified: true },
  ip: "203.0.113.7",
  createdAt: "2026-03-04T15:05:00.000Z",
};

let urls: URL[];
let fail: boolean;

beforeEach(() => {
  urls = [];
  fail = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      urls.push(url);
      if (url.pathname === "/api/admin/audit") {
        return fail
          ? errorResponse(403, "FORBIDDEN", "Only the super admin reads the audit log.")
          : jsonResponse(pageOf([entry, { ...entry, id: "a2", actor: null, before: null, ip: null }], 1, 4));
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Audit log", () => {
  it("lists time, actor, action, target, before → after and IP, filtered by the action in the URL", async () => {
    renderWithProviders(<AuditLog />, { path: "/admin/audit?action=celebrity.update&page=2" });
    const table = await screen.findByRole("region", { name: "Audit log" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(first).toHaveTextContent("Sade Admin");
    expect(first).toHaveTextContent("celebrity.update");
    expect(first).toHaveTextContent("celebrity_profile");
    expect(first).toHaveTextContent('{"verified":false}');
    expect(first).toHaveTextContent('→ {"verified":true}');
    expect(first).toHaveTextContent("203.0.113.7");
    expect(second).toHaveTextContent("Deleted account");
    expect(second).toHaveTextContent("—");
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ page: "2", action: "celebrity.update" });
    expect(screen.getByRole("combobox", { name: "Action" })).toHaveDisplayValue("celebrity.update");
    expect(screen.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "href",
      "/admin/audit?action=celebrity.update&page=3",
    );
  });

  it("ignores an unknown action in the URL and shows the server's refusal", async () => {
    fail = true;
    renderWithProviders(<AuditLog />, { path: "/admin/audit?action=drop.tables" });
    expect(await screen.findByText(/Only the super admin reads the audit log\./)).toBeInTheDocument();
    await waitFor(() => expect(urls.at(-1)!.search).toBe("?page=1"));
  });

  it("writes before and after as compact JSON", () => {
    expect(compactJson({ a: 1, b: [true] })).toBe('{"a":1,"b":[true]}');
    expect(compactJson(null)).toBe("—");
    expect(compactJson("text")).toBe('"text"');
  });
});
