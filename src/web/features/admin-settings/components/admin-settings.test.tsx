// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MISSING_PUBLIC_KEY, type PayoutSettings, type AdminSettings as Settings } from "@/shared/schemas/settings";
import { deferred } from "@/web/test/deferred";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { AdminSettings } from "./admin-settings";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const payments: NonNullable<Settings["payments"]> = {
  provider: "paystack",
  publicKey: "",
  secretKey: { set: false, hint: null },
  encryptionKey: { set: false, hint: null },
  testPublicKey: "pk_test_123",
  testSecretKey: { set: true, hint: "…abcd" },
  testEncryptionKey: { set: false, hint: null },
  testMode: true,
  secretFromEnvironment: false,
};

let settings: Settings;
let payoutSettings: PayoutSettings;
let social: { instagram: string; x: string; facebook: string; youtube: string };
let calls: { method: string; path: string; body: unknown }[];
let answer: (path: string, method: string) => Promise<Response> | Response | undefined;

beforeEach(() => {
  settings = {
    marketplace: { platformFeePercent: 25, deliveryDays: 7, maxRateAgeHours: 6 },
    contact: { supportEmail: "hello@salamu.example" },
    payments,
  };
  social = { instagram: "", x: "", facebook: "", youtube: "" };
  payoutSettings = {
    holdDays: 3,
    schedule: "weekly",
    minimumsMinor: { USD: 1_000, NGN: 500_000, KES: 50_000 },
    approvalThresholdUsdCents: 50_000,
    lossBorneBy: "platform",
  };
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      const body = init?.body instanceof FormData ? "form" : init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: pathname, body });
      const custom = await answer(pathname, method);
      if (custom) return custom;
      if (pathname === "/api/admin/settings" && method === "GET") return jsonResponse(settings);
      if (pathname === "/api/admin/settings/social" && method === "GET") return jsonResponse(social);
      if (pathname === "/api/admin/settings/payouts" && method === "GET") return jsonResponse(payoutSettings);
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const renderPage = (path = "/admin/settings") => renderWithProviders(<AdminSettings />, { path });
const sent = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);

describe("Admin settings: marketplace", () => {
  it("checks the fee and the delivery days with the server's schema", async () => {
    renderPage();
    const fee = await screen.findByLabelText("Platform fee (%)");
    expect(fee).toHaveValue(25);
    expect(screen.getByLabelText("Delivery days")).toHaveValue(7);
    fireEvent.change(fee, { target: { value: "60" } });
    fireEvent.change(screen.getByLabelText("Delivery days"), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("The platform fee must be between 0 and 50 percent")).toBeInTheDocument();
    expect(screen.getByText("Delivery days must be between 1 and 30")).toBeInTheDocument();
    expect(fee).toHaveFocus();

    fireEvent.change(fee, { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Delivery days"), { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("The platform fee must be a number")).toBeInTheDocument();
    expect(screen.getByText("Delivery days must be a whole number")).toBeInTheDocument();
    expect(sent("PUT", "/api/admin/settings/marketplace")).toHaveLength(0);
  });

  it("saves, and says 'Settings Saved' only once the server has answered", async () => {
    const saving = deferred<Response>();
    answer = (path, method) => (method === "PUT" && path.endsWith("/marketplace") ? saving.promise : undefined);
    renderPage();
    fireEvent.change(await screen.findByLabelText("Platform fee (%)"), { target: { value: "20.5" } });
    fireEvent.change(screen.getByLabelText("Delivery days"), { target: { value: "10" } });
    const rateAge = screen.getByLabelText("Oldest exchange rate charged (hours)");
    expect(rateAge).toHaveValue(6);
    fireEvent.change(rateAge, { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("The rate age must be between 1 and 24 hours")).toBeInTheDocument();
    fireEvent.change(rateAge, { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent("PUT", "/api/admin/settings/marketplace")).toHaveLength(1));
    expect(sent("PUT", "/api/admin/settings/marketplace")[0]!.body).toEqual({
      platformFeePercent: 20.5,
      deliveryDays: 10,
      maxRateAgeHours: 12,
    });
    expect(toast.success).not.toHaveBeenCalled();
    saving.resolve(jsonResponse({ marketplace: { platformFeePercent: 20.5, deliveryDays: 10 } }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Settings Saved", expect.anything()));
  });

  it("keeps the values and shows the server's message when saving fails", async () => {
    answer = (path, method) =>
      method === "PUT" && path.endsWith("/marketplace")
        ? errorResponse(403, "FORBIDDEN", "You need the settings permission.")
        : undefined;
    renderPage();
    fireEvent.change(await screen.findByLabelText("Platform fee (%)"), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error Saving Settings", {
        description: "There was an error saving your settings. Please try again. You need the settings permission.",
      }),
    );
    expect(screen.getByLabelText("Platform fee (%)")).toHaveValue(30);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("shows no payment tab to staff who are not the super admin", async () => {
    settings = { ...settings, payments: null };
    renderPage("/admin/settings?tab=payments");
    expect(await screen.findByRole("tab", { name: "Marketplace" })).toHaveAttribute("aria-selected", "true");
    expect(screen.queryByRole("tab", { name: "Payment Settings" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Logo & Appearance" })).toBeInTheDocument();
  });
});

describe("Admin settings: social accounts", () => {
  it("accepts https links only (empty hides the icon) and saves them", async () => {
    social = { ...social, youtube: "https://www.youtube.com/@salamu" };
    answer = (path, method) =>
      method === "PUT" && path.endsWith("/social")
        ? jsonResponse({ ...social, instagram: "https://instagram.com/salamu" })
        : undefined;
    renderPage();
    const instagram = await screen.findByLabelText("Instagram");
    expect(screen.getByLabelText("YouTube")).toHaveValue("https://www.youtube.com/@salamu");
    fireEvent.change(instagram, { target: { value: "http://instagram.com/salamu" } });
    fireEvent.click(screen.getByRole("button", { name: "Save social accounts" }));
    expect(await screen.findByText("The Instagram link must be an https:// address, or empty")).toBeInTheDocument();
    expect(instagram).toHaveFocus();
    expect(sent("PUT", "/api/admin/settings/social")).toHaveLength(0);

    fireEvent.change(instagram, { target: { value: "https://instagram.com/salamu" } });
    fireEvent.click(screen.getByRole("button", { name: "Save social accounts" }));
    await waitFor(() => expect(sent("PUT", "/api/admin/settings/social")).toHaveLength(1));
    expect(sent("PUT", "/api/admin/settings/social")[0]!.body).toEqual({
      instagram: "https://instagram.com/salamu",
      x: "",
      facebook: "",
      youtube: "https://www.youtube.com/@salamu",
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Settings Saved", expect.anything()));
  });
});

describe("Admin settings: logo and appearance", () => {
  it("uploads a logo, shows it at once from the server's answer, and resets it", async () => {
    let branding = { logoUrl: null as string | null, faviconUrl: null as string | null };
    const logoUrl = `/api/images/${"a".repeat(32)}-logo.webp`;
    answer = (path, method) => {
      if (path === "/api/branding") return jsonResponse(branding);
      if (path === "/api/admin/settings/branding/logo" && method === "PUT") {
        branding = { ...branding, logoUrl };
        return jsonResponse(branding);
      }
      if (path === "/api/admin/settings/branding/logo" && method === "DELETE") {
        branding = { ...branding, logoUrl: null };
        return jsonResponse(branding);
      }
      return undefined;
    };
    const { container } = renderPage("/admin/settings?tab=appearance");
    await screen.findByRole("button", { name: "Upload logo" });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File([new Uint8Array([137, 80, 78, 71])], "logo.png", { type: "image/png" });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    expect(await screen.findByRole("img", { name: "Current logo" })).toHaveAttribute("src", logoUrl);
    expect(calls.find((call) => call.method === "PUT")?.body).toBe("form");
    expect(toast.success).toHaveBeenCalledWith("Settings Saved", expect.anything());

    fireEvent.click(screen.getAllByRole("button", { name: "Reset" })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("img", { name: "Current logo" })).not.toBeInTheDocument());
  });

  it("a reset the server could not do says so in the spec's words, and the logo stays", async () => {
    const logoUrl = `/api/images/${"b".repeat(32)}-logo.webp`;
    answer = (path, method) => {
      if (path === "/api/branding") return jsonResponse({ logoUrl, faviconUrl: null });
      if (path === "/api/admin/settings/branding/logo" && method === "DELETE") {
        return errorResponse(500, "INTERNAL", "Something went wrong");
      }
      return undefined;
    };
    renderPage("/admin/settings?tab=appearance");
    expect(await screen.findByRole("img", { name: "Current logo" })).toHaveAttribute("src", logoUrl);
    fireEvent.click(screen.getAllByRole("button", { name: "Reset" })[0] as HTMLElement);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Reset failed", {
        description: "Failed to reset image. Please try again.",
      }),
    );
    expect(screen.getByRole("img", { name: "Current logo" })).toHaveAttribute("src", logoUrl);
  });

  it("refuses a file that is not an image before sending it, with the spec's message", async () => {
    answer = (path) => (path === "/api/branding" ? jsonResponse({ logoUrl: null, faviconUrl: null }) : undefined);
    const { container } = renderPage("/admin/settings?tab=appearance");
    await screen.findByRole("button", { name: "Upload logo" });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    const file = new File(["hello"], "notes.txt", { type: "text/plain" });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    expect(toast.error).toHaveBeenCalledWith("Invalid file type", { description: "Please upload an image file" });
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });
});

describe("Admin settings: payments", () => {
  const testKeys = () => within(screen.getByRole("group", { name: "Test keys (no real money)" }));
  const liveKeys = () => within(screen.getByRole("group", { name: "Live keys (real money)" }));

  it("shows the stored masks, never a secret, and sends a secret only when one is typed", async () => {
    renderPage("/admin/settings?tab=payments");
    expect(await screen.findByRole("tab", { name: "Payment Settings" })).toHaveAttribute("aria-selected", "true");
    // Which mode is in force, plainly.
    expect(screen.getByText("Test mode: payments are not real")).toBeInTheDocument();
    const secret = testKeys().getByLabelText("Secret key");
    expect(secret).toHaveAttribute("type", "password");
    expect(secret).toHaveValue("");
    expect(secret).toHaveAttribute("placeholder", "Stored: …abcd");
    expect(testKeys().getByLabelText("Encryption key")).toHaveAttribute("placeholder", "Not set");
    expect(testKeys().getByLabelText("Public key")).toHaveValue("pk_test_123");
    expect(liveKeys().getByLabelText("Secret key")).toHaveAttribute("placeholder", "Not set");
    expect(screen.getByRole("switch", { name: "Test mode" })).toHaveAttribute("aria-checked", "true");

    answer = (path, method) => (method === "PUT" && path.endsWith("/payments") ? jsonResponse({}) : undefined);
    fireEvent.click(screen.getByRole("button", { name: "Save payment settings" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Settings Saved", expect.anything()));
    expect(sent("PUT", "/api/admin/settings/payments")[0]!.body).toEqual({
      provider: "paystack",
      publicKey: "",
      testPublicKey: "pk_test_123",
      testMode: true,
    });

    // Going live: the live set's keys go with it.
    fireEvent.change(liveKeys().getByLabelText("Public key"), { target: { value: "pk_live_1" } });
    fireEvent.change(liveKeys().getByLabelText("Secret key"), { target: { value: "sk_live_new" } });
    fireEvent.click(screen.getByRole("switch", { name: "Test mode" }));
    fireEvent.click(screen.getByRole("button", { name: "Save payment settings" }));
    await waitFor(() => expect(sent("PUT", "/api/admin/settings/payments")).toHaveLength(2));
    expect(sent("PUT", "/api/admin/settings/payments")[1]!.body).toEqual({
      provider: "paystack",
      publicKey: "pk_live_1",
      testPublicKey: "pk_test_123",
      secretKey: "sk_live_new",
      testMode: false,
    });
    // Saved: the secret leaves the field.
    await waitFor(() => expect(liveKeys().getByLabelText("Secret key")).toHaveValue(""));
  });

  it("says plainly when payments are live", async () => {
    settings = { ...settings, payments: { ...payments, testMode: false, secretKey: { set: true, hint: "…wxyz" } } };
    renderPage("/admin/settings?tab=payments");
    expect(await screen.findByText("Live: real money")).toBeInTheDocument();
    expect(screen.queryByText("Test mode: payments are not real")).not.toBeInTheDocument();
  });

  it("requires the public key of the selected mode, with the spec's message", async () => {
    renderPage("/admin/settings?tab=payments");
    await screen.findByRole("tab", { name: "Payment Settings" });
    fireEvent.change(testKeys().getByLabelText("Public key"), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save payment settings" }));
    expect(await screen.findByText(MISSING_PUBLIC_KEY)).toBeInTheDocument();
    expect(sent("PUT", "/api/admin/settings/payments")).toHaveLength(0);
  });

  it("keeps a typed secret and shows the server's message when saving fails", async () => {
    answer = (path, method) =>
      method === "PUT" && path.endsWith("/payments")
        ? errorResponse(403, "FORBIDDEN", "Only the super admin manages payment keys.")
        : undefined;
    renderPage("/admin/settings?tab=payments");
    await screen.findByRole("tab", { name: "Payment Settings" });
    fireEvent.change(testKeys().getByLabelText("Secret key"), { target: { value: "sk_test_new" } });
    fireEvent.click(screen.getByRole("button", { name: "Save payment settings" }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error Saving Settings", {
        description:
          "There was an error saving your settings. Please try again. Only the super admin manages payment keys.",
      }),
    );
    expect(testKeys().getByLabelText("Secret key")).toHaveValue("sk_test_new");
  });

  it("tests the connection and shows the answer inline", async () => {
    answer = (path, method) =>
      method === "POST" && path.endsWith("/payments/test")
        ? jsonResponse({ ok: false, message: "Paystack refused the secret key (401)." })
        : undefined;
    renderPage("/admin/settings?tab=payments");
    fireEvent.click(await screen.findByRole("button", { name: "Test connection" }));
    const form = screen.getByRole("form", { name: "Payment settings" });
    await waitFor(() =>
      expect(within(form).getByRole("status")).toHaveTextContent(
        "Connection failed. Paystack refused the secret key (401).",
      ),
    );
    answer = (path, method) =>
      method === "POST" && path.endsWith("/payments/test")
        ? jsonResponse({ ok: true, message: "Paystack answered." })
        : undefined;
    fireEvent.click(screen.getByRole("button", { name: "Test connection" }));
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("Connected. Paystack answered."));
  });
});

describe("Admin settings: contact", () => {
  it("shows the support e-mail, refuses what is not an e-mail, and saves a new one", async () => {
    answer = (path, method) => (method === "PUT" && path.endsWith("/contact") ? jsonResponse(settings) : undefined);
    renderPage("/admin/settings?tab=contact");
    const email = await screen.findByLabelText("Support e-mail");
    expect(email).toHaveValue("hello@salamu.example");
    fireEvent.change(email, { target: { value: "not an e-mail" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    expect(await screen.findByText("The support e-mail must be an e-mail address")).toBeInTheDocument();
    expect(sent("PUT", "/api/admin/settings/contact")).toHaveLength(0);

    fireEvent.change(email, { target: { value: "help@salamu.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Settings Saved", expect.anything()));
    expect(sent("PUT", "/api/admin/settings/contact")[0]!.body).toEqual({ supportEmail: "help@salamu.example" });
  });
});

describe("Admin settings: payouts", () => {
  it("shows the payout settings in each currency's units and saves them in minor units", async () => {
    answer = (path, method) =>
      path === "/api/admin/settings/payouts" && method === "PUT" ? jsonResponse(payoutSettings) : undefined;
    renderPage("/admin/settings?tab=payouts");
    expect(await screen.findByRole("tab", { name: "Payouts" })).toHaveAttribute("aria-selected", "true");
    const form = await screen.findByRole("form", { name: "Payout settings" });
    expect(within(form).getByLabelText("Hold period (days)")).toHaveValue(3);
    expect(within(form).getByRole("combobox", { name: "Automatic payouts" })).toHaveDisplayValue("Weekly");
    expect(within(form).getByLabelText("Approval above (USD)")).toHaveValue(500);
    expect(within(form).getByLabelText("NGN")).toHaveValue(5000);
    expect(within(form).getByRole("radio", { name: /Salamu/ })).toBeChecked();

    fireEvent.change(within(form).getByLabelText("Hold period (days)"), { target: { value: "45" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save settings" }));
    expect(await within(form).findByText("The hold period must be between 0 and 30 days")).toBeInTheDocument();
    expect(sent("PUT", "/api/admin/settings/payouts")).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText("Hold period (days)"), { target: { value: "5" } });
    fireEvent.change(within(form).getByLabelText("KES"), { target: { value: "1000" } });
    fireEvent.change(within(form).getByLabelText("NGN"), { target: { value: "" } });
    fireEvent.click(within(form).getByRole("radio", { name: /The star/ }));
    fireEvent.click(within(form).getByRole("button", { name: "Save settings" }));
    await waitFor(() => expect(sent("PUT", "/api/admin/settings/payouts")).toHaveLength(1));
    expect(sent("PUT", "/api/admin/settings/payouts")[0]!.body).toEqual({
      holdDays: 5,
      schedule: "weekly",
      minimumsMinor: { USD: 1_000, KES: 100_000 },
      approvalThresholdUsdCents: 50_000,
      lossBorneBy: "star",
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Settings Saved", expect.anything()));
  });
});
