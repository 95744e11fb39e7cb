// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import { sessionKey } from "@/web/lib/query-keys";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { SignUpFlow } from "./signup-flow";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const user: Me = buildMe({ emailVerified: false, phone: "+2348012345678" });

type Handler = (body: Record<string, unknown>) => Response;
let handlers: Record<string, Handler>;
const calls: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  calls.length = 0;
  handlers = {
    "/api/accounts/phone/send-code": () =>
      jsonResponse({ sent: true, resendInSeconds: 60, expiresInSeconds: 600, devCode: "123456" }),
    "/api/accounts/phone/verify": () => jsonResponse({ verificationToken: "phone-token" }),
    "/api/accounts": () => jsonResponse({ user }, 201),
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
      calls.push({ path: pathname, body });
      const handler = handlers[pathname];
      return handler ? handler(body) : errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderFlow(entry = "/signup") {
  return renderWithProviders(<SignUpFlow />, {
    path: entry,
    routePath: "/signup",
    routes: [
      { path: "/", element: <h1>Home page</h1> },
      { path: "/celebrity/:username", element: <h1>Profile page</h1> },
    ],
  });
}

function fillDetails() {
  fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ada Obi" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
  fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "+234 801 234 5678" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct-horse" } });
  fireEvent.click(screen.getByRole("checkbox"));
}

describe("Sign-up in two steps", () => {
  it("validates the details with the spec's messages before sending anything", () => {
    renderFlow();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Phone required - Please enter your phone number.")).toBeInTheDocument();
    expect(screen.getByText("Terms required - Please agree to the terms and conditions.")).toBeInTheDocument();
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Full name")).toHaveFocus();

    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Password must be at least 8 characters.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("sends the code, verifies it, creates the account and goes home; Back keeps the details", async () => {
    const { router, queryClient } = renderFlow();
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));

    const codeInput = await screen.findByLabelText("Verification code");
    expect(toast.success).toHaveBeenCalledWith("Verification code sent", { description: "Your code is 123456" });
    expect(calls[0]).toEqual({ path: "/api/accounts/phone/send-code", body: { phone: "+234 801 234 5678" } });
    const verify = screen.getByRole("button", { name: "Verify" });
    expect(verify).toBeDisabled();
    expect(screen.getByRole("button", { name: /^Resend code in \d+s$/ })).toBeDisabled();

    fireEvent.change(codeInput, { target: { value: "12a345" } });
    expect(codeInput).toHaveValue("12345");
    expect(verify).toBeDisabled();

    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Obi");
    expect(screen.getByLabelText("Phone number")).toHaveValue("+234 801 234 5678");
    expect(screen.getByRole("checkbox")).toBeChecked();

    // The code sent a moment ago is still valid: no second text.
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    expect(screen.getByRole("button", { name: "Verify" })).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(toast.success).toHaveBeenCalledWith("Account created", {
      description: "Welcome! Please check your email to verify your account",
    });
    expect(calls.map((call) => call.path)).toEqual([
      "/api/accounts/phone/send-code",
      "/api/accounts/phone/verify",
      "/api/accounts",
    ]);
    expect(calls[1]?.body).toEqual({ phone: "+234 801 234 5678", code: "123456" });
    expect(calls[2]?.body).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+234 801 234 5678",
      password: "correct-horse",
      acceptTerms: true,
      verificationToken: "phone-token",
    });
    expect(queryClient.getQueryData(sessionKey)).toEqual(user);
  });

  it("sends a visitor who came to book a video back to that profile, and never off the site", async () => {
    const back = `/celebrity/adaeze?request=video`;
    const { router } = renderFlow(`/signup?redirect=${encodeURIComponent(back)}`);
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back));

    cleanup();
    const offSite = renderFlow(`/signup?redirect=${encodeURIComponent("//evil.example/phish")}`);
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(offSite.router.state.location.pathname).toBe("/"));
  });

  it("says so when the code cannot be sent", async () => {
    handlers["/api/accounts/phone/send-code"] = () => errorResponse(429, "RATE_LIMITED", "Too many requests");
    renderFlow();
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to send verification code", {
        description: "Please check your phone number and try again.",
      }),
    );
    expect(screen.queryByLabelText("Verification code")).not.toBeInTheDocument();
  });

  it("shows the server's message when the code is wrong", async () => {
    handlers["/api/accounts/phone/verify"] = () =>
      jsonResponse(
        { error: { code: "INVALID_CODE", message: "Invalid code - Please enter the 6-digit verification code." } },
        400,
      );
    renderFlow();
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByText("Invalid code - Please enter the 6-digit verification code.")).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith("Verification failed", {
      description: "Invalid code - Please enter the 6-digit verification code.",
    });
    expect(calls.map((call) => call.path)).not.toContain("/api/accounts");
  });

  it("counts down 60 seconds before a resend, then resends", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFlow();
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await screen.findByLabelText("Verification code");
    expect(screen.getByRole("button", { name: "Resend code in 60s" })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("button", { name: "Resend code in 59s" })).toBeDisabled();
    for (let second = 0; second < 59; second++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    const resend = screen.getByRole("button", { name: "Resend code" });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Code resent", { description: "Your code is 123456" }),
    );
    expect(screen.getByRole("button", { name: /^Resend code in \d+s$/ })).toBeDisabled();

    handlers["/api/accounts/phone/send-code"] = () => errorResponse(500, "X", "nope");
    for (let second = 0; second < 60; second++) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    fireEvent.click(screen.getByRole("button", { name: "Resend code" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to resend code", { description: "Please try again later." }),
    );
  });
});
