// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import type { PayoutOption } from "@/shared/schemas/payouts";
import { I18nProvider, loadMessages } from "@/web/lib/i18n";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { PayoutAccountDialog } from "./payout-account-dialog";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

beforeAll(() => loadMessages("fr", ["common", "shared", "account", "validation"]));

const starFrom = (country: string): Me =>
  buildMe({
    role: "celebrity",
    country,
    celebrityProfile: { id: "p1", username: "amina", approved: true, verified: true },
  });

const CAMEROON: PayoutOption[] = [
  { type: "mobile_money", country: "CM", currency: "XAF", provider: "flutterwave", label: "MTN Mobile Money" },
  { type: "mobile_money", country: "CM", currency: "XAF", provider: "flutterwave", label: "Orange Money" },
];
const KENYA: PayoutOption[] = [
  { type: "bank", country: "KE", currency: "KES", provider: "paystack", label: "Bank account" },
  { type: "mobile_money", country: "KE", currency: "KES", provider: "paystack", label: "M-Pesa" },
];
/** What the server answers per country: Cameroon's and Kenya's options, none anywhere else. */
const OPTIONS: Record<string, PayoutOption[]> = { CM: CAMEROON, KE: KENYA };

let asked: string[] = [];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      if (url.pathname === "/api/celebrity/payout-options") {
        const country = url.searchParams.get("country") ?? "";
        asked.push(country);
        return jsonResponse({ options: OPTIONS[country] ?? [] });
      }
      if (url.pathname === "/api/celebrity/payout-banks") {
        return jsonResponse({
          banks: [
            { code: "MTN", name: "MTN Mobile Money" },
            { code: "ORANGEMONEY", name: "Orange Money" },
          ],
        });
      }
      return errorResponse(404, "NOT_FOUND", "Not found");
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const open = (star: Me, locale?: "fr") =>
  renderWithProviders(
    locale ? (
      <I18nProvider locale={locale}>
        <PayoutAccountDialog onClose={() => undefined} />
      </I18nProvider>
    ) : (
      <PayoutAccountDialog onClose={() => undefined} />
    ),
    { path: "/dashboard/earnings", session: star },
  );

const countryNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent);

describe("Payout account dialog's countries", () => {
  it("offers all 54 African countries in alphabetical order, the star's own chosen, and a new country's options", async () => {
    open(starFrom("kenya"));
    const dialog = await screen.findByRole("dialog", { name: "Payout account" });
    const country = within(dialog).getByRole("combobox", { name: "Country" });
    expect(country).toHaveDisplayValue("Kenya");
    const names = countryNames(country);
    expect(names).toHaveLength(54);
    expect(names.slice(0, 3)).toEqual(["Algeria", "Angola", "Benin"]);
    expect(names).toEqual(expect.arrayContaining(["Cameroon", "Ethiopia", "Malawi", "Côte d'Ivoire", "Zimbabwe"]));
    expect(await within(dialog).findByRole("radio", { name: /M-Pesa/ })).toBeInTheDocument();

    // Cameroon, paid since issue 22: its wallets, in CFA francs.
    fireEvent.change(country, { target: { value: "CM" } });
    expect(await within(dialog).findByRole("radio", { name: /Orange Money/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("radio", { name: /MTN Mobile Money/ })).toHaveAccessibleName(
      "MTN Mobile Money Paid in XAF",
    );
    expect(within(dialog).queryByRole("radio", { name: /M-Pesa/ })).toBeNull();
    expect(asked).toEqual(["KE", "CM"]);
    expect(within(dialog).getByRole("button", { name: "Check account" })).toBeInTheDocument();
  });

  it("says plainly when Salamu cannot pay to a country yet, with a link to support and nothing to check", async () => {
    open(starFrom("kenya"));
    const dialog = await screen.findByRole("dialog", { name: "Payout account" });
    await within(dialog).findByRole("radio", { name: /M-Pesa/ });
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Country" }), { target: { value: "DZ" } });

    const status = await within(dialog).findByRole("status");
    expect(status).toHaveTextContent(
      "Salamu cannot pay to accounts in Algeria yet. Contact support to be paid another way.",
    );
    expect(within(status).getByRole("link", { name: "Contact support" })).toHaveAttribute("href", "/contact-us");
    expect(within(dialog).queryByRole("radio")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Check account" })).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();

    // Back to a country Salamu pays: the options and the check return.
    fireEvent.change(within(dialog).getByRole("combobox", { name: "Country" }), { target: { value: "CM" } });
    expect(await within(dialog).findByRole("radio", { name: /Orange Money/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("status")).toBeNull();
    expect(within(dialog).getByRole("button", { name: "Check account" })).toBeInTheDocument();
  });

  it("names the countries and says it in the page's language, starting on the star's country", async () => {
    open(starFrom("algeria"), "fr");
    const dialog = await screen.findByRole("dialog", { name: "Compte de versement" });
    const country = within(dialog).getByRole("combobox", { name: "Pays" });
    expect(country).toHaveDisplayValue("Algérie");
    const names = countryNames(country);
    expect(names).toHaveLength(54);
    // French order: "Afrique du Sud" comes first, "Égypte" among the E's.
    expect(names[0]).toBe("Afrique du Sud");
    expect(names.indexOf("Égypte")).toBeGreaterThan(names.indexOf("Djibouti"));
    expect(names.indexOf("Égypte")).toBeLessThan(names.indexOf("Érythrée"));

    const status = await within(dialog).findByRole("status");
    expect(status).toHaveTextContent(
      "Algérie : Salamu ne peut pas encore verser d’argent sur des comptes dans ce pays. Contactez l’assistance pour être payé autrement.",
    );
    expect(within(status).getByRole("link", { name: "Contactez l’assistance" })).toHaveAttribute("href", "/contact-us");
    expect(asked).toEqual(["DZ"]);
  });

  it("starts on no country for a star of the diaspora, and asks for none until one is chosen", async () => {
    open(starFrom("other"));
    const dialog = await screen.findByRole("dialog", { name: "Payout account" });
    const country = within(dialog).getByRole("combobox", { name: "Country" });
    expect(country).toHaveDisplayValue("Choose a country");
    expect(within(dialog).queryByRole("status")).toBeNull();
    fireEvent.change(country, { target: { value: "ET" } });
    await waitFor(() => expect(asked).toEqual(["ET"]));
    expect(await within(dialog).findByRole("status")).toHaveTextContent(/in Ethiopia yet/);
  });
});
