import { parsePhoneNumberFromString } from "libphonenumber-js";
import { MESSAGES } from "@/shared/schemas/accounts";
import { AppError } from "../../errors";

export const DEFAULT_PHONE_REGION = "NG";

/** A phone number as typed, in E.164; numbers without + are read as Nigerian. Invalid: 400. */
export function toE164(input: string): string {
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: DEFAULT_PHONE_REGION });
  if (!parsed?.isValid()) throw new AppError(400, "INVALID_PHONE", MESSAGES.phoneInvalid);
  return parsed.number;
}
