import { isCurrencyCode } from "@/shared/currencies";
import { formatMoney, minorToMajor } from "@/shared/money";

/** An amount in a currency's minor units ("NGN 120,000.00"); an unknown code is written as it came. */
export function formatMinor(amountMinor: number, currency: string): string {
  if (isCurrencyCode(currency)) return formatMoney(minorToMajor(amountMinor, currency), currency);
  return `${currency} ${(amountMinor / 100).toFixed(2)}`;
}

export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
