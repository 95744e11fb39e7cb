import type { CurrencyCode } from "@/shared/currencies";
import { formatMoney, minorToMajor } from "@/shared/money";

/** What the fan paid, in the currency they paid in ("KES 31,200.00"). */
export function formatPaid(amountMinor: number, currency: CurrencyCode): string {
  return formatMoney(minorToMajor(amountMinor, currency), currency);
}
