// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deferred } from "@/web/test/deferred";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { CreateFanTool } from "./create-fan";

let answer: () => Promise<Response> | Response;
let calls: { method: string; path: string }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      calls.push({ method: init?.method ?? "GET", path: pathname });
      return answer();
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const created = {
  user: { id: "u9", name: "Test Fan", email: "test.fan+1@example.com" },
  password: "Fan-pass-1234",
  verificationEmailSent: true,
};

describe("Create Fan tool", () => {
  it("says it is creating, then success with the e-mail and password once, and the raw answer", async () => {
    const creation = deferred<Response>();
    answer = () => creation.promise;
    renderWithProviders(<CreateFanTool />, { path: "/admin/create-fan" });
    fireEvent.click(screen.getByRole("button", { name: "Create test fan" }));
    expect(await screen.findByText("Creating user...")).toBeInTheDocument();
    expect(calls).toEqual([{ method: "POST", path: "/api/admin/create-fan" }]);

    creation.resolve(jsonResponse(created, 201));
    expect(await screen.findByText("Success. Verification email sent.")).toBeInTheDocument();
    expect(screen.getAllByText("test.fan+1@example.com").length).toBeGreaterThan(0);
    expect(screen.getByText("Fan-pass-1234")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Response" })).toHaveTextContent('"verificationEmailSent": true');
  });

  it("shows 'Failed: ' and the server's message, with the raw error (404 in production)", async () => {
    answer = () => errorResponse(404, "NOT_FOUND", "Route POST:/api/admin/create-fan not found");
    renderWithProviders(<CreateFanTool />, { path: "/admin/create-fan" });
    fireEvent.click(screen.getByRole("button", { name: "Create test fan" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Failed: Route POST:/api/admin/create-fan not found"),
    );
    expect(screen.getByRole("region", { name: "Response" })).toHaveTextContent('"code": "NOT_FOUND"');
    expect(screen.queryByText("Password")).not.toBeInTheDocument();
  });
});
