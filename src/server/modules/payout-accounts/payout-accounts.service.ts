import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { PaymentProviderKind } from "@/shared/payments";
import { type PayoutOptionDefinition, payoutOptionsFor } from "@/shared/payout-options";
import { maskAccountNumber, NEW_PAYOUT_ACCOUNT_COOLDOWN_HOURS, type PayoutAccountType } from "@/shared/payouts";
import type { Me } from "@/shared/schemas/accounts";
import type {
  PayoutAccount,
  PayoutOption,
  ResolvedPayoutAccount,
  ResolvePayoutAccountInput,
  SavePayoutAccountInput,
} from "@/shared/schemas/payouts";
import { HOUR_MS } from "@/shared/time";
import type { Database } from "../../db/client";
import { celebrityProfiles, payoutAccounts } from "../../db/schema/index";
import { AppError, invalidRequest, notFound, validationError } from "../../errors";
import { JOBS, type JobQueue } from "../../jobs/queue";
import type { SecretBox } from "../../lib/secret-box";
import { createTtlCache } from "../../lib/ttl-cache";
import type { Bank, BankQuery, PayoutProvider, TransferDestination } from "../../providers/payouts/provider";
import type { AccountsService } from "../accounts/accounts.service";
import type { AuditLog } from "../audit/audit.service";

/**
 * How the service reaches the transfer providers (PaymentProviders): the kind in force, and each kind's
 * adapter (undefined without credentials, and for the sandbox in production).
 */
export type PayoutProviders = {
  currentKind(): Promise<PaymentProviderKind>;
  payoutsByKind(kind: string): Promise<PayoutProvider | undefined>;
};

type Deps = {
  db: Database;
  box: SecretBox;
  providers: PayoutProviders;
  accounts: Pick<AccountsService, "checkPassword">;
  audit: AuditLog;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  now?: () => Date;
};

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** A star's active account as the payouts module sends to it: the full number, never shown to anyone. */
export type PayoutAccountForSending = {
  id: string;
  celebrityId: string;
  /** active | replaced (a newer account took over) | removed */
  status: "active" | "replaced" | "removed";
  provider: string;
  currency: string;
  bankName: string;
  accountNumberLast4: string;
  usableFrom: Date;
  firstPayoutApprovedAt: Date | null;
  destination: TransferDestination;
};

/** The only form an account leaves the server in: the last four digits, never the number. */
export function payoutAccountView(row: PayoutAccountRow): PayoutAccount {
  return {
    id: row.id,
    type: row.type as PayoutAccountType,
    country: row.country,
    currency: row.currency,
    bankName: row.bankName,
    accountName: row.accountName,
    nameCheckedByProvider: row.nameCheckedByProvider,
    accountNumberLast4: row.accountNumberLast4,
    usableFrom: row.usableFrom.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** "Ada  OKAFOR" and "ada okafor" are the same holder: the star confirms a name, not its spacing or case. */
export const sameHolderName = (a: string, b: string) => {
  const normal = (name: string) => name.normalize("NFKC").toLowerCase().replace(/\s+/g, "");
  return normal(a) === normal(b);
};

/** A provider's bank and operator lists change rarely; each resolve checks the code against them. */
const BANK_LIST_CACHE_MS = HOUR_MS;

const lastFour = (accountNumber: string) => accountNumber.slice(-4);

/**
 * What is wrong with a number's shape, before any provider is asked: a Nigerian bank account is a 10-digit
 * NUBAN; a wallet is a phone number (9 to 15 digits, local or international). Other banks' lengths vary, so
 * the contract's digits-only rule is all they get here; the provider's resolution does the rest.
 */
export function accountNumberProblem(input: Pick<ResolvePayoutAccountInput, "country" | "type" | "accountNumber">) {
  const digits = input.accountNumber.length;
  if (input.type === "bank" && input.country === "NG" && digits !== 10) {
    return "A Nigerian bank account number (NUBAN) has exactly 10 digits.";
  }
  if (input.type === "mobile_money" && (digits < 9 || digits > 15)) {
    return "A mobile-money number is the wallet's phone number: 9 to 15 digits.";
  }
  return null;
}

/** An African country no configured provider pays: a 400 on `country` (the form offers support instead). */
export const CANNOT_PAY_COUNTRY =
  "Salamu cannot pay to accounts in this country yet. Contact support to be paid another way.";
const cannotPayCountry = () =>
  validationError(CANNOT_PAY_COUNTRY, [{ path: ["country"], message: CANNOT_PAY_COUNTRY }]);

/** Sealed for this star only (authenticated context): an envelope copied onto another star's row does not open. */
const sealContext = (celebrityId: string) => `payout-account:${celebrityId}`;

/**
 * Where a star is paid (issue 19): the options of their country, the holder's name resolved with the provider,
 * and saving an account (password again, name confirmed, recipient created, number sealed, 48-hour cool-down,
 * the star told by e-mail and SMS). One active account per star; the one it replaces is kept as `replaced`.
 */
export function createPayoutAccountsService(deps: Deps) {
  const { db, box, providers, accounts, audit, jobs, log } = deps;
  const clock = deps.now ?? (() => new Date());
  const bankLists = createTtlCache<Bank[]>({ ttlMs: BANK_LIST_CACHE_MS, maxEntries: 200 });

  const bankList = (provider: PayoutProvider, query: BankQuery) =>
    bankLists.get(`${provider.kind}:${query.country}:${query.type}:${query.currency}`, () => provider.listBanks(query));

  function celebrityIdOf(user: Me): string {
    // The routes let only celebrities in; a celebrity whose profile was removed has nowhere to be paid.
    if (!user.celebrityProfile) throw notFound("You have no celebrity profile.");
    return user.celebrityProfile.id;
  }

  /**
   * The provider that pays an option: the one checkouts use now when it can, else another real provider the
   * option names that has credentials (the sandbox only ever as the current one).
   */
  async function providerFor(definition: PayoutOptionDefinition): Promise<PayoutProvider | undefined> {
    const current = await providers.currentKind();
    const candidates = [current, ...definition.providers.filter((kind) => kind !== current && kind !== "sandbox")];
    for (const kind of candidates) {
      if (!definition.providers.includes(kind)) continue;
      const provider = await providers.payoutsByKind(kind);
      if (provider) return provider;
    }
    return undefined;
  }

  /** The country's options some configured provider can pay, each with that provider. */
  async function options(country: string): Promise<PayoutOption[]> {
    const answered: PayoutOption[] = [];
    for (const definition of payoutOptionsFor(country)) {
      const provider = await providerFor(definition);
      if (!provider) continue;
      const { type, currency, label } = definition;
      answered.push({ type, country: definition.country, currency, label, provider: provider.kind });
    }
    return answered;
  }

  /**
   * The option of a country and type (operators of one country share its currency) and its provider. A country
   * no configured provider pays (none of Africa's options, or only a provider without keys) is refused on
   * `country`, as the form says it; an option the country lacks, on `type`.
   */
  async function payerOf(country: string, type: PayoutAccountType) {
    const payers: { definition: PayoutOptionDefinition; provider: PayoutProvider }[] = [];
    for (const definition of payoutOptionsFor(country)) {
      const provider = await providerFor(definition);
      if (provider) payers.push({ definition, provider });
    }
    if (payers.length === 0) throw cannotPayCountry();
    if (!payoutOptionsFor(country).some((definition) => definition.type === type)) {
      const what = type === "bank" ? "bank accounts" : "mobile money";
      const message = `Salamu cannot pay to ${what} in this country. Choose one of the options offered for your country.`;
      throw validationError(message, [{ path: ["type"], message }]);
    }
    const payer = payers.find(({ definition }) => definition.type === type);
    if (payer) return { currency: payer.definition.currency, provider: payer.provider };
    throw new AppError(503, "PAYMENT_PROVIDER_UNAVAILABLE", "Payouts to this option are not available right now.");
  }

  async function banks(country: string, type: PayoutAccountType) {
    const { currency, provider } = await payerOf(country, type);
    return bankList(provider, { country, type, currency });
  }

  /** The holder's name as the provider has it; every check of the input comes before the provider is asked. */
  async function resolveWithProvider(input: ResolvePayoutAccountInput) {
    // A country Salamu has no option in is said first: no number there could be paid.
    if (payoutOptionsFor(input.country).length === 0) throw cannotPayCountry();
    const problem = accountNumberProblem(input);
    if (problem) throw validationError(problem, [{ path: ["accountNumber"], message: problem }]);
    const { currency, provider } = await payerOf(input.country, input.type);
    const query = { ...input, currency };
    const bank = (await bankList(provider, query)).find((candidate) => candidate.code === input.bankCode);
    if (!bank) {
      const what = input.type === "bank" ? "bank" : "mobile-money operator";
      throw invalidRequest("UNKNOWN_BANK", `We do not know this ${what}. Choose one from the list.`);
    }
    const checked = await provider.resolveAccount(query);
    // null: the provider documents no name check for this kind of account, the star declares it.
    if (checked.accountName === null) return { provider, bank, query, accountName: null };
    if (!checked.accountName.trim()) {
      throw invalidRequest("ACCOUNT_NOT_RESOLVED", "The bank gave no name for this account. Check the number.");
    }
    return { provider, bank, query, accountName: checked.accountName.trim() };
  }

  async function resolve(user: Me, input: ResolvePayoutAccountInput): Promise<ResolvedPayoutAccount> {
    celebrityIdOf(user); // only a star with a profile looks accounts up
    const resolved = await resolveWithProvider(input);
    const found = { accountNumberLast4: lastFour(input.accountNumber), bankName: resolved.bank.name };
    return resolved.accountName === null
      ? { accountName: null, nameCheck: "unavailable", ...found }
      : { accountName: resolved.accountName, ...found };
  }

  async function save(user: Me, input: SavePayoutAccountInput, ip: string | null): Promise<PayoutAccount> {
    const celebrityId = celebrityIdOf(user);
    await accounts.checkPassword(user.id, input.password);
    // Resolved again here: the name the browser showed is never trusted.
    const { password: _password, confirmedAccountName, ...account } = input;
    const resolved = await resolveWithProvider(account);
    // Where the provider cannot check names, the star's declared name is saved as such (flagged below).
    const nameCheckedByProvider = resolved.accountName !== null;
    if (!nameCheckedByProvider && !/\p{L}.*\p{L}/u.test(confirmedAccountName)) {
      const message = "Type the holder's name exactly as it is registered with the operator.";
      throw validationError(message, [{ path: ["confirmedAccountName"], message }]);
    }
    const accountName = resolved.accountName ?? confirmedAccountName;
    if (!sameHolderName(confirmedAccountName, accountName)) {
      const message = `The bank gives this account's holder as "${accountName}", not the name you confirmed. Check the account number.`;
      throw validationError(message, [{ path: ["confirmedAccountName"], message }]);
    }
    const { recipientCode } = await resolved.provider.createRecipient({ ...resolved.query, accountName });
    const at = clock();
    const usableFrom = new Date(at.getTime() + NEW_PAYOUT_ACCOUNT_COOLDOWN_HOURS * HOUR_MS);
    const masked = (row: PayoutAccountRow) => ({
      bankName: row.bankName,
      accountNumber: maskAccountNumber(row.accountNumberLast4),
      accountName: row.accountName,
      nameCheckedByProvider: row.nameCheckedByProvider,
      country: row.country,
    });

    const { saved, previous } = await db.transaction(async (tx) => {
      // Two saves at once take turns on the profile row, so the star never ends with two active accounts.
      await tx
        .select({ id: celebrityProfiles.id })
        .from(celebrityProfiles)
        .where(eq(celebrityProfiles.id, celebrityId))
        .for("update");
      const [previous] = await tx
        .update(payoutAccounts)
        .set({ status: "replaced", updatedAt: at })
        .where(and(eq(payoutAccounts.celebrityId, celebrityId), eq(payoutAccounts.status, "active")))
        .returning();
      const [saved] = await tx
        .insert(payoutAccounts)
        .values({
          celebrityId,
          type: account.type,
          provider: resolved.provider.kind,
          country: account.country,
          currency: resolved.query.currency,
          bankCode: account.bankCode,
          bankName: resolved.bank.name,
          accountNumberLast4: lastFour(account.accountNumber),
          accountNumberSealed: box.seal(account.accountNumber, sealContext(celebrityId)),
          accountName,
          nameCheckedByProvider,
          recipientCode,
          status: "active",
          usableFrom,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      if (!saved) throw new Error("payout account insert returned nothing");
      await audit.record(
        {
          actorId: user.id,
          action: "payout_account.change",
          targetType: "payout_account",
          targetId: saved.id,
          before: previous ? masked(previous) : null,
          after: { ...masked(saved), usableFrom: usableFrom.toISOString() },
          ip,
        },
        tx,
      );
      return { saved, previous };
    });

    log.info(
      {
        celebrityId,
        payoutAccountId: saved.id,
        replaced: previous?.id ?? null,
        bank: saved.bankName,
        accountNumber: maskAccountNumber(saved.accountNumberLast4),
      },
      "payout account changed",
    );
    try {
      await jobs.send(
        JOBS.payoutNotice,
        { kind: "account-changed", payoutAccountId: saved.id },
        { singletonKey: `payout-account-changed:${saved.id}`, retryLimit: 5, retryDelaySeconds: 60 },
      );
    } catch (error) {
      // The account is saved and cannot receive anything for 48 hours; a notice that could not be queued is
      // logged loudly rather than undoing the change.
      log.error({ err: error, payoutAccountId: saved.id }, "payout account notice could not be queued");
    }
    return payoutAccountView(saved);
  }

  async function activeRow(celebrityId: string) {
    const [row] = await db
      .select()
      .from(payoutAccounts)
      .where(and(eq(payoutAccounts.celebrityId, celebrityId), eq(payoutAccounts.status, "active")))
      .limit(1);
    return row;
  }

  /** The star's active account, masked (null when they have none). */
  async function current(celebrityId: string): Promise<PayoutAccount | null> {
    const row = await activeRow(celebrityId);
    return row ? payoutAccountView(row) : null;
  }

  async function mine(user: Me): Promise<PayoutAccount | null> {
    return current(celebrityIdOf(user));
  }

  function sendingView(row: PayoutAccountRow): PayoutAccountForSending {
    return {
      id: row.id,
      celebrityId: row.celebrityId,
      status: row.status as PayoutAccountForSending["status"],
      provider: row.provider,
      currency: row.currency,
      bankName: row.bankName,
      accountNumberLast4: row.accountNumberLast4,
      usableFrom: row.usableFrom,
      firstPayoutApprovedAt: row.firstPayoutApprovedAt,
      destination: {
        country: row.country,
        type: row.type as PayoutAccountType,
        currency: row.currency,
        bankCode: row.bankCode,
        accountNumber: box.open(row.accountNumberSealed, sealContext(row.celebrityId)),
        accountName: row.accountName,
        recipientCode: row.recipientCode,
      },
    };
  }

  /**
   * The star's active account with its full number, for the payouts module to send a transfer to; no route
   * ever answers it. Null when the star has no account.
   */
  async function activeForSending(celebrityId: string): Promise<PayoutAccountForSending | null> {
    const row = await activeRow(celebrityId);
    return row ? sendingView(row) : null;
  }

  /**
   * One account by id with its full number, whatever its status (a payout made to an account the star has
   * since replaced: the payouts module decides from `status`). Null for an unknown id.
   */
  async function forSending(payoutAccountId: string): Promise<PayoutAccountForSending | null> {
    const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, payoutAccountId));
    return row ? sendingView(row) : null;
  }

  return { options, banks, resolve, save, mine, current, activeForSending, forSending };
}

export type PayoutAccountsService = ReturnType<typeof createPayoutAccountsService>;
