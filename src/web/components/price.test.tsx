// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatMoney } from "@/shared/money";
import type { CurrenciesResponse } from "@/shared/schemas/currency";
import { CURRENCY_STORAGE_KEY } from "@/web/lib/currency/currency-context";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { publicKeys } from "@/web/lib/query-keys";
import { createTestQueryClient, renderWithProviders } from "@/web/test/render";
import { Price } from "./price";

function renderPrice(usdCents: number, detected: CurrenciesResponse["detectedCurrency"] = "USD") {
  const queryClient = createTestQueryClient({ staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(publicKeys.currencies, currenciesResponse(detected));
  return renderWithProviders(<Price usdCents={usdCents} />, { queryClient, currency: true });
}

describe("Price", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new Error("no network in tests"))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says where it is about to be paid that a rate from the built-in table is indicative", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "NGN");
    const queryClient = createTestQueryClient({ staleTime: Number.POSITIVE_INFINITY });
    const answer = currenciesResponse();
    const indicative = {
      ...answer,
      currencies: answer.currencies.map((currency) => ({ ...currency, indicative: currency.code !== "USD" })),
    };
    queryClient.setQueryData(publicKeys.currencies, indicative);
    renderWithProviders(
      <>
        <Price usdCents={15_000} sayIfIndicative />
        <Price usdCents={15_000} />
      </>,
      { queryClient, currency: true },
    );
    // Once, on the price being paid; a card in a list stays as it is.
    expect(screen.getAllByTestId("price-indicative")).toHaveLength(1);
    expect(screen.getByTestId("price-indicative")).toHaveTextContent("Indicative rate: NGN prices may not be current.");

    // A source answers: the notice goes.
    act(() => queryClient.setQueryData(publicKeys.currencies, answer));
    await waitFor(() => expect(screen.queryByTestId("price-indicative")).not.toBeInTheDocument());
  });

  it("shows a USD price without the tilde", () => {
    renderPrice(15_000);
    expect(screen.getByTestId("price")).toHaveTextContent("$150.00");
    expect(screen.queryByTestId("price-usd")).not.toBeInTheDocument();
    expect(screen.queryByText(/~/)).not.toBeInTheDocument();
  });

  it("shows ₦ in whole naira at rate 1530 with the USD price after a tilde", () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "NGN");
    renderPrice(15_000);
    expect(screen.getByTestId("price").textContent).toBe("₦229,500");
    expect(screen.getByTestId("price-usd").textContent).toBe("~$150.00");
  });

  it("falls back to the detected currency when the saved preference is invalid", () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "XYZ");
    renderPrice(15_000, "GHS");
    expect(screen.getByTestId("price").textContent).toBe(formatMoney(2025, "GHS"));
    expect(screen.getByTestId("price-usd").textContent).toBe("~$150.00");
  });

  it("uses the detected currency when nothing is saved", () => {
    renderPrice(15_000, "NGN");
    expect(screen.getByTestId("price").textContent).toBe("₦229,500");
  });
});
