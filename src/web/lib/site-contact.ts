/**
 * Salamu's default public contact details (spec: an office in Lagos, Nigeria). Staff will edit them
 * through the page-content CMS; until then every page reads them from here.
 */
export const SITE_CONTACT = {
  email: "support@salamu.app",
  businessEmail: "business@salamu.app",
  phone: "+234 1 700 2000",
  hours: "Mon-Fri 8am to 5pm (WAT)",
  officeName: "Salamu HQ",
  address: "12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria",
} as const;
