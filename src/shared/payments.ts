import { type CurrencyCode, isCurrencyCode } from "./currencies";

/** The payment providers Salamu has adapters for; `sandbox` is its own test checkout (DESIGN.md section 2). */
export const PAYMENT_PROVIDERS = ["sandbox", "flutterwave", "paystack"] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** The product prefix of every payment reference (DESIGN.md section 6). */
export const PAYMENT_REFERENCE_PREFIX = "SALAMU";

/** `SALAMU-<timestamp ms>-<integer below 1,000,000>`. */
export const PAYMENT_REFERENCE_PATTERN = /^SALAMU-\d{1,15}-\d{1,6}$/;

/**
 * A payment reference: the prefix, the time in milliseconds and a random integer below 1,000,000, joined by
 * hyphens. `random` returns a number in [0, 1) like Math.random; the server passes a crypto-backed one.
 */
export function paymentReference(now: Date | number = Date.now(), random: () => number = Math.random): string {
  const timestamp = typeof now === "number" ? now : now.getTime();
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new Error("now must be a valid, non-negative time");
  const draw = random();
  if (!(draw >= 0 && draw < 1)) throw new Error("random must return a number in [0, 1)");
  const suffix = Math.min(999_999, Math.floor(draw * 1_000_000));
  return `${PAYMENT_REFERENCE_PREFIX}-${timestamp}-${suffix}`;
}

/**
 * The web page a provider sends the payer back to after checkout. Providers append their own parameters
 * (Flutterwave `status`, `tx_ref`, `transaction_id`; Paystack `reference`, `trxref`; the sandbox `reference`,
 * `status`); the page posts the reference to /api/payments/verify and shows the answer.
 */
export const PAYMENT_RETURN_PATH = "/payment/return";

/** The sandbox provider's checkout page (`?reference=`), served by the web app. */
export const SANDBOX_CHECKOUT_PATH = "/payment/sandbox";

export function isPaymentReference(value: unknown): value is string {
  return typeof value === "string" && PAYMENT_REFERENCE_PATTERN.test(value);
}

/**
 * Payment methods offered at checkout, named as Flutterwave's `payment_options` where Flutterwave has the
 * method; `eft` (ZAR), `netbanking` and `upi` (INR) have no Flutterwave option and are filtered out by the
 * Flutterwave adapter (the provider then shows what the account enables for that currency).
 */
export const PAYMENT_METHODS = [
  "card",
  "banktransfer",
  "ussd",
  "account",
  "qr",
  "mobilemoneyghana",
  "mpesa",
  "eft",
  "mobilemoneytanzania",
  "mobilemoneyfranco",
  "mobilemoneyuganda",
  "mobilemoneyrwanda",
  "mobilemoneyzambia",
  "netbanking",
  "upi",
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods of spec section 9 for a currency without its own list. */
export const DEFAULT_PAYMENT_OPTIONS: readonly PaymentMethod[] = ["card", "banktransfer"];

/** Per-currency payment methods of spec section 9. */
export const PAYMENT_OPTIONS_BY_CURRENCY: Readonly<Record<CurrencyCode, readonly PaymentMethod[]>> = {
  NGN: ["card", "banktransfer", "ussd", "account", "qr"],
  GHS: ["card", "banktransfer", "mobilemoneyghana"],
  KES: ["card", "banktransfer", "mpesa"],
  ZAR: ["card", "banktransfer", "eft"],
  TZS: ["card", "banktransfer", "mobilemoneytanzania"],
  USD: ["card", "banktransfer"],
  EUR: ["card", "banktransfer"],
  GBP: ["card", "banktransfer"],
  CAD: ["card", "banktransfer"],
  AUD: ["card", "banktransfer"],
  INR: ["card", "netbanking", "upi"],
  JPY: ["card"],
  // Flutterwave's francophone mobile money serves both CFA franc zones.
  XOF: ["card", "mobilemoneyfranco"],
  XAF: ["card", "mobilemoneyfranco"],
  UGX: ["card", "mobilemoneyuganda"],
  RWF: ["card", "mobilemoneyrwanda"],
  ZMW: ["card", "mobilemoneyzambia"],
  // No mobile money Flutterwave documents for these yet.
  MWK: ["card"],
  ETB: ["card"],
  MAD: ["card"],
  EGP: ["card"],
};

/** The payment methods for a currency; unknown currencies get the default (card, bank transfer). */
export function paymentOptionsFor(currency: string): readonly PaymentMethod[] {
  const code = currency.trim().toUpperCase();
  return isCurrencyCode(code) ? PAYMENT_OPTIONS_BY_CURRENCY[code] : DEFAULT_PAYMENT_OPTIONS;
}

/**
 * Mobile money, with the wallets Flutterwave documents for each (its mobile-money guides per country): the
 * payer approves a prompt on their phone, so such a payment may stay pending for minutes and is finished by
 * its webhook.
 */
export const MOBILE_MONEY_NETWORKS = {
  mobilemoneyghana: ["MTN MoMo", "Telecel Cash", "AirtelTigo Money"],
  mpesa: ["M-Pesa"],
  mobilemoneytanzania: ["M-Pesa", "Tigo Pesa", "Airtel Money", "HaloPesa"],
  mobilemoneyfranco: ["Orange Money", "Wave", "MTN MoMo", "Moov Money"],
  mobilemoneyuganda: ["MTN MoMo", "Airtel Money"],
  mobilemoneyrwanda: ["MTN MoMo", "Airtel Money"],
  mobilemoneyzambia: ["MTN MoMo", "Airtel Money", "Zamtel Kwacha"],
} as const satisfies Partial<Record<PaymentMethod, readonly string[]>>;

export type MobileMoneyMethod = keyof typeof MOBILE_MONEY_NETWORKS;

export const MOBILE_MONEY_METHODS = Object.keys(MOBILE_MONEY_NETWORKS) as MobileMoneyMethod[];

export function isMobileMoneyMethod(method: string): method is MobileMoneyMethod {
  return Object.hasOwn(MOBILE_MONEY_NETWORKS, method);
}
