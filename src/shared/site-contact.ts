/**
 * Salamu's default public contact details (spec: an office in Lagos, Nigeria): examples, in the shape real
 * ones take, until staff set theirs on the Contact page (`isExampleContact`). The web pages show them; the
 * server's `support.email` setting (src/shared/settings.ts) defaults to the same e-mail address, where staff
 * receive the contact and business enquiries.
 */
export const SITE_CONTACT = {
  email: "support@salamu.app",
  businessEmail: "business@salamu.app",
  phone: "+234 1 700 2000",
  hours: "Mon-Fri 8am to 5pm (WAT)",
  officeName: "Salamu HQ",
  address: "12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria",
} as const;

/**
 * Whether the public contact details are still the built-in examples: the phone number is the one staff
 * must change before launch (the number to call is language-neutral, the address is translated).
 */
export const isExampleContact = (phoneNumber: string | undefined) =>
  !phoneNumber?.trim() || phoneNumber.trim() === SITE_CONTACT.phone;
