// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCALE_COOKIE } from "@/shared/locales";
import type { Me } from "@/shared/schemas/accounts";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { LanguageSetting } from "./language-setting";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const assign = vi.fn();
let refuse: boolean;
let puts: unknown[];

const me: Me = buildMe({ locale: "en" });

beforeEach(() => {
  refuse = false;
  puts = [];
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the choice a previous test saved
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  vi.spyOn(window.location, "assign").mockImplementation(assign);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { pathname } = new URL(String(input), "http://localhost");
      if (pathname === "/api/me/locale" && init?.method === "PUT") {
        const body = JSON.parse(String(init.body)) as { locale: Me["locale"] };
        puts.push(body);
        if (refuse) return errorResponse(400, "VALIDATION_ERROR", "Choose a language from the list.");
        return jsonResponse({ user: { ...me, locale: body.locale } });
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const renderSetting = (user: Me = me) =>
  renderWithProviders(<LanguageSetting user={user} />, { path: "/dashboard/settings?x=1", session: user });

describe("Account Settings: Language", () => {
  it("offers the four languages, each named in itself, showing the account's", () => {
    renderSetting(buildMe({ locale: "sw" }));
    const select = screen.getByRole("combobox", { name: "Language" });
    expect(select).toHaveDisplayValue("Kiswahili");
    expect([...(select as HTMLSelectElement).options].map((option) => [option.value, option.text])).toEqual([
      ["en", "English"],
      ["fr", "Français"],
      ["ar", "العربية"],
      ["sw", "Kiswahili"],
    ]);
  });

  it("saves the language on the account, then keeps the choice and opens the page in it", async () => {
    renderSetting();
    const save = screen.getByRole("button", { name: "Save language" });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "fr" } });
    fireEvent.click(save);

    await waitFor(() => expect(assign).toHaveBeenCalledWith("/fr/dashboard/settings?x=1"));
    expect(puts[0]).toEqual({ locale: "fr" });
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=fr`);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("stays on the page, the choice unsaved, when the server refuses", async () => {
    renderSetting();
    fireEvent.change(screen.getByRole("combobox", { name: "Language" }), { target: { value: "ar" } });
    refuse = true;
    fireEvent.click(screen.getByRole("button", { name: "Save language" }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Error Saving Settings", {
        description: "Choose a language from the list.",
      }),
    );
    expect(puts).toEqual([{ locale: "ar" }]);
    expect(document.cookie).not.toContain(`${LOCALE_COOKIE}=ar`);
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Save language" })).toBeEnabled();
  });
});
