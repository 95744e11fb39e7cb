// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOCALE_COOKIE } from "@/shared/locales";
import { buildMe } from "@/web/test/factories";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { LanguageSwitch } from "./language-switch";

describe("the header's language switch", () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    // biome-ignore lint/suspicious/noDocumentCookie: the test starts with no saved choice
    document.cookie = `${LOCALE_COOKIE}=; max-age=0; path=/`;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    assign.mockRestore();
  });

  it("saves a visitor's choice and opens the same page in that language", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<LanguageSwitch />, { path: "/celebrities?sort=rating", session: null });
    const select = screen.getByRole("combobox", { name: "Site language" });
    await waitFor(() => expect(select).toBeEnabled());
    expect(screen.getByRole("option", { name: "العربية" })).toHaveAttribute("lang", "ar");
    fireEvent.change(select, { target: { value: "ar" } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/ar/celebrities?sort=rating"));
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ar`);
    // A visitor has no account to save it to.
    expect(fetch).not.toHaveBeenCalled();
  });

  it("saves a signed-in account's language before leaving the page", async () => {
    const fetch = vi.fn().mockResolvedValue(jsonResponse({ user: { ...buildMe(), locale: "sw" } }));
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<LanguageSwitch />, { path: "/dashboard", session: buildMe() });
    const select = screen.getByRole("combobox", { name: "Site language" });
    await waitFor(() => expect(select).toBeEnabled());
    fireEvent.change(select, { target: { value: "sw" } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/sw/dashboard"));
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/me/locale");
    expect(init.method).toBe("PUT");
    expect(JSON.parse(String(init.body))).toEqual({ locale: "sw" });
  });
});
