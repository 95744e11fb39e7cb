import type account from "./en/account.json";
import type admin from "./en/admin.json";
import type auth from "./en/auth.json";
import type booking from "./en/booking.json";
import type catalogue from "./en/catalogue.json";
import type common from "./en/common.json";
import type heads from "./en/heads.json";
import type home from "./en/home.json";
import type mail from "./en/mail.json";
import type pages from "./en/pages.json";
import type shared from "./en/shared.json";
import type validation from "./en/validation.json";

/** Every message's key, read from the English catalogue: a key English does not have does not compile. */
export type MessageKey =
  | keyof typeof account
  | keyof typeof admin
  | keyof typeof auth
  | keyof typeof booking
  | keyof typeof catalogue
  | keyof typeof common
  | keyof typeof heads
  | keyof typeof home
  | keyof typeof mail
  | keyof typeof shared
  | keyof typeof pages
  | keyof typeof validation;

/** What a message's `{placeholders}` are filled with. */
export type MessageValues = Record<string, string | number>;
