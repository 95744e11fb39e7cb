// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CURRENCY_STORAGE_KEY } from "@/web/lib/currency/currency-context";
import { currenciesResponse } from "@/web/lib/currency/test-currencies";
import { publicKeys } from "@/web/lib/query-keys";
import { createTestQueryClient, renderWithProviders } from "@/web/test/render";
import { CurrencyPicker } from "./currency-picker";

function renderPicker() {
  const queryClient = createTestQueryClient({ staleTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData(publicKeys.currencies, currenciesResponse("USD"));
  return renderWithProviders(<CurrencyPicker />, { queryClient, currency: true });
}

async function openPicker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: /Change currency/ }));
  return screen.findByPlaceholderText("Search currency...", undefined, { timeout: 5000 });
}

describe("CurrencyPicker", () => {
  // The menu is a lazy chunk; transforming it once up front keeps a busy machine from timing out the first test.
  beforeAll(() => import("./layout/currency-picker-menu"));

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

  it("shows the current currency and opens a searchable list", async () => {
    const user = userEvent.setup();
    renderPicker();
    const button = screen.getByRole("button", { name: /Change currency/ });
    expect(button).toHaveAccessibleName("Change currency, currently USD");

    await openPicker(user);
    expect(screen.getAllByRole("option")).toHaveLength(21);
    expect(screen.getByRole("option", { name: /Nigerian Naira/ })).toBeInTheDocument();
  });

  it("filters by typing and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderPicker();
    const input = await openPicker(user);

    await user.type(input, "nai");
    await waitFor(() => expect(screen.queryByRole("option", { name: /US Dollar/ })).not.toBeInTheDocument());
    const options = screen.getAllByRole("option");
    expect(options[0]).toHaveTextContent("Nigerian Naira");
    // Only names containing "nai" remain (the Ghanaian Cedi contains it too).
    for (const option of options) expect(option.textContent?.toLowerCase()).toContain("nai");

    await user.clear(input);
    await user.type(input, "zzz");
    expect(await screen.findByText("No currency found.")).toBeInTheDocument();
    expect(screen.queryAllByRole("option")).toHaveLength(0);
  });

  it("choosing a currency sets it, closes the list and remembers it", async () => {
    const user = userEvent.setup();
    renderPicker();
    const input = await openPicker(user);

    await user.type(input, "nai");
    await user.click(screen.getByRole("option", { name: /Nigerian Naira/ }));

    await waitFor(() => expect(screen.queryByPlaceholderText("Search currency...")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /Change currency/ })).toHaveTextContent("NGN");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("NGN");
  });
});
