// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import type {
  BalanceResponse,
  Payout,
  PayoutAccount,
  PayoutQuote,
  StatementLine,
  StatementResponse,
} from "@/shared/schemas/payouts";
import { deferred } from "@/web/test/deferred";
import { buildMe } from "@/web/test/factories";
import { errorResponse, jsonResponse, renderWithProviders } from "@/web/test/render";
import { EarningsPage } from "./earnings-page";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const star: Me = buildMe({
  role: "celebrity",
  country: "kenya",
  celebrityProfile: { id: "p1", username: "amina", approved: true, verified: true },
});

const account: PayoutAccount = {
  id: "acc-1",
  type: "mobile_money",
  country: "KE",
  currency: "KES",
  bankName: "M-Pesa",
  accountName: "AMINA WANJIKU",
  accountNumberLast4: "5678",
  usableFrom: "2026-01-03T00:00:00.000Z",
  createdAt: "2026-01-01T00:00:00.000Z",
};

const quote: PayoutQuote = {
  currency: "USD",
  amountMinor: 15_000,
  payoutCurrency: "KES",
  convertedMinor: 1_950_000,
  feeMinor: 10_000,
  payoutAmountMinor: 1_940_000,
  rate: 130,
  minimumMinor: 1_000,
  needsApproval: true,
  account,
};

const payout: Payout = {
  id: "po-1",
  reference: "PAYOUT-1",
  status: "awaiting_approval",
  trigger: "manual",
  currency: "USD",
  amountMinor: 15_000,
  payoutCurrency: "KES",
  payoutAmountMinor: 1_940_000,
  feeMinor: 10_000,
  rate: 130,
  account: { bankName: "M-Pesa", accountNumberLast4: "5678", accountName: "AMINA WANJIKU" },
  reason: null,
  createdAt: "2026-03-04T10:00:00.000Z",
  completedAt: null,
};

const line = (id: number, overrides: Partial<StatementLine> = {}): StatementLine => ({
  id,
  at: "2026-03-01T10:00:00.000Z",
  kind: "delivery",
  account: "star_pending",
  currency: "USD",
  amountMinor: 7_500,
  rate: null,
  cause: { type: "request", id: "e1e1e1e1-0000-4000-8000-000000000001" },
  ...overrides,
});

let balance: BalanceResponse;
let statementPages: Record<string, StatementResponse>;
let calls: { method: string; path: string; search: string; body: unknown }[];
let answer: (path: string, method: string) => Promise<Response> | Response | undefined;

beforeEach(() => {
  balance = {
    balances: [{ currency: "USD", pending: 7_500, available: 15_000, frozen: 0, inTransit: 0, paid: 30_000 }],
    pendingEarnings: [
      {
        requestId: "e1e1e1e1-0000-4000-8000-000000000001",
        currency: "USD",
        amountMinor: 7_500,
        availableOn: "2026-03-07",
      },
      { requestId: "f2f2f2f2-0000-4000-8000-000000000002", currency: "USD", amountMinor: 5_000, availableOn: null },
    ],
    nextPayoutAt: "2026-03-09T06:00:00.000Z",
    schedule: "weekly",
    holdDays: 3,
    account,
  };
  statementPages = {
    first: { lines: [line(12), line(11, { kind: "hold_released", account: "star_available" })], nextBefore: 11 },
    "11": {
      lines: [
        line(10, {
          kind: "payout_succeeded",
          account: "star_paid",
          amountMinor: 30_000,
          cause: { type: "payout", id: "po-0" },
        }),
      ],
      nextBefore: null,
    },
  };
  calls = [];
  answer = () => undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), "http://localhost");
      const method = init?.method ?? "GET";
      calls.push({
        method,
        path: url.pathname,
        search: url.search,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      const custom = await answer(url.pathname, method);
      if (custom) return custom;
      if (url.pathname === "/api/celebrity/balance") return jsonResponse(balance);
      if (url.pathname === "/api/celebrity/payouts" && method === "GET") return jsonResponse({ payouts: [] });
      if (url.pathname === "/api/celebrity/statement") {
        return jsonResponse(statementPages[url.searchParams.get("before") ?? "first"]);
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

const renderPage = () => renderWithProviders(<EarningsPage />, { path: "/dashboard/earnings", session: star });

describe("Earnings page", () => {
  it("shows the balances, pending earnings with their dates, the account masked and the paged statement", async () => {
    renderPage();
    const usd = await screen.findByLabelText("USD balance");
    expect(within(usd).getByText("$150.00")).toBeInTheDocument();
    expect(within(usd).getByText("Pending").nextSibling).toHaveTextContent("$75.00");
    expect(within(usd).getByText("Paid out").nextSibling).toHaveTextContent("$300.00");

    const pending = screen.getByRole("list", { name: "Pending earnings" });
    expect(within(pending).getByText("Available on Mar 7, 2026")).toBeInTheDocument();
    expect(within(pending).getByText("Frozen while the payment is disputed")).toBeInTheDocument();
    expect(screen.getByText(/paid on Mar 9, 2026/)).toBeInTheDocument();
    expect(screen.getByText("Schedule: Weekly")).toBeInTheDocument();

    expect(screen.getByText("••••5678")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d{5,}5678/);
    // No word of a fee percentage recomputed today: the amounts are the ledger's.
    expect(document.body.textContent).not.toMatch(/% (platform )?fee/);

    const csv = screen.getByRole("link", { name: "Download CSV" });
    expect(csv).toHaveAttribute("href", "/api/celebrity/statement.csv");
    const statement = await screen.findByRole("table", { name: "Statement" });
    expect(within(statement).getByText("Video delivered")).toBeInTheDocument();
    expect(within(statement).getByText("Now available")).toBeInTheDocument();
    expect(within(statement).getAllByText("Request #e1e1e1e1")).toHaveLength(2);
    expect(within(statement).queryByText("Payout")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    const paidOut = (await within(statement).findByText("Payout")).closest("tr") as HTMLElement;
    expect(paidOut).toHaveTextContent("Paid out");
    expect(paidOut).toHaveTextContent("+$300.00");
    expect(calls.filter((call) => call.path === "/api/celebrity/statement").map((call) => call.search)).toEqual([
      "?limit=50",
      "?before=11&limit=50",
    ]);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says payouts to a new account start after its wait, and offers no withdrawal before", async () => {
    const usableFrom = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString();
    balance = { ...balance, account: { ...account, usableFrom } };
    renderPage();
    expect(await screen.findByText(/For your safety, payouts to this account start on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Withdraw now" })).toBeNull();
  });
});

describe("Withdraw now", () => {
  it("shows the quote before confirming, and only the server's answer after", async () => {
    const quoted = deferred<Response>();
    const sent = deferred<Response>();
    answer = (path, method) => {
      if (path === "/api/celebrity/payouts/quote") return quoted.promise;
      if (path === "/api/celebrity/payouts" && method === "POST") return sent.promise;
      return undefined;
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw now" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw USD" });
    expect(within(dialog).getByText("Getting your quote…")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Confirm payout" })).toBeNull();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: "POST", path: "/api/celebrity/payouts/quote", body: { currency: "USD" } }),
    );

    quoted.resolve(jsonResponse(quote));
    const details = await within(dialog).findByRole("region", { name: "Payout quote" });
    expect(details).toHaveTextContent("From your available balance$150.00");
    expect(details).toHaveTextContent("Rate1 USD = 130 KES");
    expect(details).toHaveTextContent("ConvertedKSh 19,500");
    expect(details).toHaveTextContent("Transfer fee−KSh 100");
    expect(details).toHaveTextContent("You receiveKSh 19,400");
    expect(details).toHaveTextContent("M-Pesa ••••5678");
    expect(within(dialog).getByText("Salamu approves this payout before it is sent.")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/celebrity/payouts" && call.method === "POST")).toBe(false);

    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm payout" }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: "POST",
          path: "/api/celebrity/payouts",
          body: { currency: "USD", amountMinor: 15_000, rate: 130 },
        }),
      ),
    );
    // Sent, not answered: nothing claims the payout went anywhere yet.
    expect(within(dialog).getByRole("button", { name: "Confirm payout" })).toBeDisabled();
    expect(dialog.textContent).not.toMatch(/awaiting approval|in transit|Paid/i);

    sent.resolve(jsonResponse({ payout }));
    const status = await within(dialog).findByRole("status");
    expect(status).toHaveTextContent("Awaiting approval");
    expect(status).toHaveTextContent("Payout requested - awaiting approval by Salamu before it is sent.");
    expect(status).not.toHaveTextContent(/Paid/);
  });

  it("shows the server's refusal and asks for a new quote instead of sending again", async () => {
    answer = (path, method) => {
      if (path === "/api/celebrity/payouts/quote") return jsonResponse(quote);
      if (path === "/api/celebrity/payouts" && method === "POST") {
        return errorResponse(409, "INSUFFICIENT_BALANCE", "Your available balance changed: get a new quote.");
      }
      return undefined;
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Withdraw now" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw USD" });
    fireEvent.click(await within(dialog).findByRole("button", { name: "Confirm payout" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Your available balance changed: get a new quote.",
    );
    expect(within(dialog).queryByRole("button", { name: "Confirm payout" })).toBeNull();
    expect(within(dialog).queryByRole("status")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Get a new quote" }));
    await waitFor(() => expect(calls.filter((call) => call.path === "/api/celebrity/payouts/quote")).toHaveLength(2));
  });
});

describe("Payout account form", () => {
  it("shows the resolved name for the star to confirm, and saves only with the password", async () => {
    balance = { ...balance, account: null };
    answer = (path, method) => {
      if (path === "/api/celebrity/payout-options") {
        return jsonResponse({
          options: [
            { type: "bank", country: "KE", currency: "KES", provider: "paystack", label: "Bank account" },
            { type: "mobile_money", country: "KE", currency: "KES", provider: "paystack", label: "M-Pesa" },
          ],
        });
      }
      if (path === "/api/celebrity/payout-banks") return jsonResponse({ banks: [{ code: "MPESA", name: "M-Pesa" }] });
      if (path === "/api/celebrity/payout-account/resolve") {
        return jsonResponse({ accountName: "AMINA WANJIKU", accountNumberLast4: "5678", bankName: "M-Pesa" });
      }
      if (path === "/api/celebrity/payout-account" && method === "POST") {
        return jsonResponse({ account: { ...account, usableFrom: "2026-03-06T10:00:00.000Z" } });
      }
      return undefined;
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Add payout account" }));
    const dialog = await screen.findByRole("dialog", { name: "Payout account" });
    expect(within(dialog).getByText(/no payout for 48 hours/)).toBeInTheDocument();
    // The star's profile country (Kenya) is picked; the options are Kenya's.
    expect(within(dialog).getByRole("combobox", { name: "Country" })).toHaveDisplayValue("Kenya");
    fireEvent.click(await within(dialog).findByRole("radio", { name: /M-Pesa/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Operator" })).toHaveDisplayValue("M-Pesa"),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({ path: "/api/celebrity/payout-banks", search: "?country=KE&type=mobile_money" }),
    );

    fireEvent.click(within(dialog).getByRole("button", { name: "Check account" }));
    expect(await within(dialog).findByText("The account number is required")).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith("/resolve"))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Phone number"), { target: { value: "254712345678" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check account" }));
    const found = await within(dialog).findByRole("region", { name: "Account found" });
    expect(within(found).getByText("AMINA WANJIKU")).toBeInTheDocument();
    expect(found).toHaveTextContent("M-Pesa ••••5678");
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: "/api/celebrity/payout-account/resolve",
        body: { type: "mobile_money", country: "KE", bankCode: "MPESA", accountNumber: "254712345678" },
      }),
    );

    // Neither the name confirmed nor the password given: nothing is sent.
    fireEvent.click(within(dialog).getByRole("button", { name: "Save account" }));
    expect(await within(dialog).findByText("Confirm the account name")).toBeInTheDocument();
    expect(within(dialog).getByText("Enter your password")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("checkbox", { name: "This is my account" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save account" }));
    expect(await within(dialog).findByText("Enter your password")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/celebrity/payout-account")).toBe(false);

    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "correct horse" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save account" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Payout account saved", expect.anything()));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "/api/celebrity/payout-account",
        body: {
          type: "mobile_money",
          country: "KE",
          bankCode: "MPESA",
          accountNumber: "254712345678",
          confirmedAccountName: "AMINA WANJIKU",
          password: "correct horse",
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("forgets the checked name when the number changes, and shows why an account could not be checked", async () => {
    balance = { ...balance, account: null };
    let resolves = 0;
    answer = (path) => {
      if (path === "/api/celebrity/payout-options") {
        return jsonResponse({
          options: [{ type: "mobile_money", country: "KE", currency: "KES", provider: "paystack", label: "M-Pesa" }],
        });
      }
      if (path === "/api/celebrity/payout-banks") return jsonResponse({ banks: [{ code: "MPESA", name: "M-Pesa" }] });
      if (path === "/api/celebrity/payout-account/resolve") {
        resolves += 1;
        return resolves === 1
          ? jsonResponse({ accountName: "AMINA WANJIKU", accountNumberLast4: "5678", bankName: "M-Pesa" })
          : errorResponse(422, "ACCOUNT_NOT_RESOLVED", "M-Pesa does not know this number.");
      }
      return undefined;
    };
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Add payout account" }));
    const dialog = await screen.findByRole("dialog", { name: "Payout account" });
    fireEvent.click(await within(dialog).findByRole("radio", { name: /M-Pesa/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Operator" })).toHaveDisplayValue("M-Pesa"),
    );
    const number = within(dialog).getByLabelText("Phone number");
    fireEvent.change(number, { target: { value: "254712345678" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check account" }));
    expect(await within(dialog).findByText("AMINA WANJIKU")).toBeInTheDocument();

    fireEvent.change(number, { target: { value: "254700000000" } });
    expect(within(dialog).queryByText("AMINA WANJIKU")).toBeNull();
    expect(within(dialog).queryByLabelText("Your password")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Check account" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("M-Pesa does not know this number.");
    expect(within(dialog).queryByRole("button", { name: "Save account" })).toBeNull();
  });
  it("asks for the holder's name where the provider cannot check it, and saves the declared name", async () => {
    balance = { ...balance, account: null };
    answer = (path, method) => {
      if (path === "/api/celebrity/payout-options") {
        return jsonResponse({
          options: [
            { type: "mobile_money", country: "SN", currency: "XOF", provider: "flutterwave", label: "Orange Money" },
            { type: "mobile_money", country: "SN", currency: "XOF", provider: "flutterwave", label: "Wave" },
          ],
        });
      }
      if (path === "/api/celebrity/payout-banks") {
        return jsonResponse({
          banks: [
            { code: "ORANGEMONEY", name: "Orange Money" },
            { code: "WAVE", name: "Wave" },
          ],
        });
      }
      if (path === "/api/celebrity/payout-account/resolve") {
        return jsonResponse({
          accountName: null,
          nameCheck: "unavailable",
          accountNumberLast4: "4567",
          bankName: "Orange Money",
        });
      }
      if (path === "/api/celebrity/payout-account" && method === "POST") {
        return jsonResponse({
          account: {
            ...account,
            country: "SN",
            currency: "XOF",
            bankName: "Orange Money",
            accountName: "Fatou Diallo",
            nameCheckedByProvider: false,
          },
        });
      }
      return undefined;
    };
    const senegalese = buildMe({
      role: "celebrity",
      country: "senegal",
      celebrityProfile: { id: "p2", username: "fatou", approved: true, verified: true },
    });
    renderWithProviders(<EarningsPage />, { path: "/dashboard/earnings", session: senegalese });
    fireEvent.click(await screen.findByRole("button", { name: "Add payout account" }));
    const dialog = await screen.findByRole("dialog", { name: "Payout account" });
    expect(within(dialog).getByRole("combobox", { name: "Country" })).toHaveDisplayValue("Senegal");
    fireEvent.click(await within(dialog).findByRole("radio", { name: /Orange Money/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Operator" })).toHaveDisplayValue("Orange Money"),
    );
    fireEvent.change(within(dialog).getByLabelText("Phone number"), { target: { value: "221771234567" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Check account" }));

    // No name to confirm: the star is told why and types it.
    const found = await within(dialog).findByRole("region", { name: "Account found" });
    expect(found).toHaveTextContent("Orange Money ••••4567");
    expect(found).toHaveTextContent(/does not let us check the holder's name/);
    const name = within(found).getByLabelText("Holder's name, as registered with the operator");
    fireEvent.change(within(dialog).getByLabelText("Your password"), { target: { value: "correct horse" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save account" }));
    expect(
      await within(dialog).findByText("Type the holder's name as registered with the operator"),
    ).toBeInTheDocument();
    fireEvent.change(name, { target: { value: "Fatou Diallo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save account" }));
    expect(await within(dialog).findByText("Tick the box to confirm the name is right")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/celebrity/payout-account")).toBe(false);

    fireEvent.click(within(found).getByRole("checkbox", { name: /This is my account and the name is exactly/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save account" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Payout account saved", expect.anything()));
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "/api/celebrity/payout-account",
        body: {
          type: "mobile_money",
          country: "SN",
          bankCode: "ORANGEMONEY",
          accountNumber: "221771234567",
          confirmedAccountName: "Fatou Diallo",
          password: "correct horse",
        },
      }),
    );
  });

  it("tells the star when the account's name was declared, not checked by the operator", async () => {
    balance = { ...balance, account: { ...account, accountName: "Amina Wanjiku", nameCheckedByProvider: false } };
    renderPage();
    expect(await screen.findByText(/Name not checked by M-Pesa/)).toBeInTheDocument();
  });
});
