// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { sessionKey } from "@/web/lib/query-keys";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { LoginForm } from "./login-form";
import { SignUpFlow } from "./signup-flow";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const user: Me = buildMe({ emailVerified: false, phone: "+2348012345678" });

type Handler = (body: Record<string, unknown>) => Response;
let handlers: Record<string, Handler>;
const calls: { path: string; body: Record<string, unknown> }[] = [];

let languages: string[];

beforeEach(() => {
  calls.length = 0;
  languages = ["en-NG", "en"];
  vi.spyOn(navigator, "languages", "get").mockImplementation(() => languages);
  handlers = {
    "/api/accounts/phone/send-code": () =>
      jsonResponse({ sent: true, resendInSeconds: 60, expiresInSeconds: 600, devCode: "123456" }),
    "/api/accounts/phone/verify": () => jsonResponse({ verificationToken: "phone-token" }),
    "/api/accounts": () => jsonResponse({ user }, 201),
    "/api/accounts/email-sign-up": () => jsonResponse({ accepted: true }, 202),
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
  vi.restoreAllMocks();
});

function renderFlow(entry = "/signup") {
  return renderWithProviders(<SignUpFlow />, {
    path: entry,
    routePath: "/signup",
    routes: [
      { path: "/", element: <h1>Home page</h1> },
      { path: "/celebrity/:username", element: <h1>Profile page</h1> },
      { path: "/login", element: <LoginForm /> },
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

describe("Sign-up without a text message (issue 24, item 6)", () => {
  it("on the code step, 'Confirm with my e-mail instead' makes the account by e-mail and says to check the inbox", async () => {
    renderFlow();
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await screen.findByLabelText("Verification code");
    fireEvent.click(screen.getByRole("button", { name: "Confirm with my e-mail instead" }));

    expect(await screen.findByRole("heading", { name: "Check your e-mail" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      path: "/api/accounts/email-sign-up",
      body: { name: "Ada Obi", email: "ada@example.com", password: "correct-horse", acceptTerms: true },
    });
    expect(screen.getByRole("link", { name: "Go to log in" })).toHaveAttribute("href", "/login");
  });

  it("where the phone is optional, an empty phone creates the account by e-mail with no code", async () => {
    renderWithProviders(<SignUpFlow phoneOptional />, { path: "/auth" });
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Ada Obi" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct-horse" } });
    fireEvent.click(screen.getByRole("checkbox"));
    expect(screen.getByLabelText("Phone number (optional)")).not.toBeRequired();
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your e-mail" })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(["/api/accounts/email-sign-up"]);
  });
});

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
    expect(calls[0]).toEqual({
      path: "/api/accounts/phone/send-code",
      body: { phone: "+2348012345678", phoneCountry: "NG" },
    });
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
    expect(calls[1]?.body).toEqual({ phone: "+2348012345678", phoneCountry: "NG", code: "123456" });
    expect(calls[2]?.body).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+2348012345678",
      phoneCountry: "NG",
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
    handlers["/api/accounts/phone/send-code"] = () => errorResponse(502, "SMS_FAILED", "The SMS could not be sent");
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

  it("a refusal for asking too often says what happened and when to ask again, not 'check your phone number'", async () => {
    const refusal = (retryAfterSeconds?: number) => () =>
      jsonResponse(
        {
          error: {
            code: "TOO_MANY_CODES",
            message: "Too many verification codes requested. Please try again later.",
            ...(retryAfterSeconds === undefined ? {} : { details: { retryAfterSeconds } }),
          },
        },
        429,
      );
    const cases: [number | undefined, string][] = [
      [3300, "Too many codes were asked for. You can ask for a new one in 55 minutes."],
      [45, "Too many codes were asked for. You can ask for a new one in 45 seconds."],
      [20 * 3600, "Too many codes were asked for. You can ask for a new one in 20 hours."],
      [undefined, "Too many codes were asked for. Please try again later."],
    ];
    for (const [retryAfterSeconds, description] of cases) {
      handlers["/api/accounts/phone/send-code"] = refusal(retryAfterSeconds);
      vi.mocked(toast.error).mockClear();
      renderFlow();
      fillDetails();
      fireEvent.click(screen.getByRole("button", { name: "Send code" }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith("Failed to send verification code", { description }),
      );
      // What she typed stays.
      expect(screen.getByLabelText("Email")).not.toHaveValue("");
      cleanup();
    }
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

  it("starts the country picker on the visitor's country and reads the local format there", async () => {
    languages = ["en-KE", "sw"];
    renderFlow();
    const picker = screen.getByLabelText("Country code");
    expect(picker).toHaveValue("KE");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("placeholder", "0712 345 678");
    fillDetails();
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "0712 345 678" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    await screen.findByLabelText("Verification code");
    expect(calls[0]?.body).toEqual({ phone: "+254712345678", phoneCountry: "KE" });
    expect(screen.getByText("+254 712 345678")).toBeInTheDocument();

    // A number that is not one in the chosen country is refused before any text is sent.
    fireEvent.click(screen.getByRole("button", { name: "Back" }));
    fireEvent.change(screen.getByLabelText("Country code"), { target: { value: "GH" } });
    fireEvent.change(screen.getByLabelText("Phone number"), { target: { value: "0712 345" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    expect(screen.getByText("Please enter a valid phone number.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("without a local browser language, starts on the country of the visitor's currency", async () => {
    languages = ["en-US", "en"];
    handlers["/api/currencies"] = () => jsonResponse(currenciesResponse("GHS"));
    renderWithProviders(<SignUpFlow />, { path: "/signup", currency: true });
    await waitFor(() => expect(screen.getByLabelText("Country code")).toHaveValue("GH"));
    // The visitor's own choice wins over the detection.
    fireEvent.change(screen.getByLabelText("Country code"), { target: { value: "ZA" } });
    expect(screen.getByLabelText("Country code")).toHaveValue("ZA");
  });

  it("when the e-mail is taken after the phone was proven: log in instead, or another e-mail with no second code", async () => {
    let attempts = 0;
    handlers["/api/accounts"] = () => {
      attempts += 1;
      return attempts === 1
        ? errorResponse(409, "EMAIL_TAKEN", "An account with this email already exists.")
        : jsonResponse({ user }, 201);
    };
    const { router } = renderFlow("/signup?redirect=%2Fcelebrity%2Fadaeze");
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("ada@example.com already has a Salamu account");
    expect(alert).toHaveTextContent("+234 801 234 5678 stays verified");
    expect(screen.getByRole("link", { name: "Log in instead" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fcelebrity%2Fadaeze",
    );
    expect(screen.getByText("Verified: no new code needed.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Use another e-mail" }));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("");
    expect(screen.getByLabelText("Full name")).toHaveValue("Ada Obi");
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada.obi@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/celebrity/adaeze"));
    // One code, one verification, two sign-up attempts with the same ticket.
    expect(calls.map((call) => call.path)).toEqual([
      "/api/accounts/phone/send-code",
      "/api/accounts/phone/verify",
      "/api/accounts",
      "/api/accounts",
    ]);
    expect(calls[3]?.body).toMatchObject({ email: "ada.obi@example.com", verificationToken: "phone-token" });
  });

  it("'Log in instead' opens the login form with the taken e-mail filled in", async () => {
    handlers["/api/accounts"] = () => errorResponse(409, "EMAIL_TAKEN", "An account with this email already exists.");
    const { router } = renderFlow();
    fillDetails();
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    fireEvent.change(await screen.findByLabelText("Verification code"), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Verify" }));
    fireEvent.click(await screen.findByRole("link", { name: "Log in instead" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.com");
  });
});
