import { DEFAULT_PHONE_COUNTRY, normalisePhone } from "@/shared/phone";
import { MESSAGES } from "@/shared/schemas/accounts";
import { invalidRequest } from "../../errors";

export const DEFAULT_PHONE_REGION = DEFAULT_PHONE_COUNTRY;

/**
 * A phone number as typed, in E.164: local formats are read in `country` (the sign-up picker's choice),
 * numbers without a country as Nigerian. The same rule as the browser's (src/shared/phone.ts). Invalid: 400.
 */
export function toE164(input: string, country?: string | null): string {
  const phone = normalisePhone(input, country ?? DEFAULT_PHONE_COUNTRY);
  if (!phone) throw invalidRequest("INVALID_PHONE", MESSAGES.phoneInvalid);
  return phone;
}
