/**
 * Salamu's default public contact details (spec: an office in Lagos, Nigeria). The web pages show them; the
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
