/**
 * The editable pages (which there are, where they show, their names) and the editor's words: what the web app
 * needs without the texts of every page (each page bundles only its own: texts-<page>.ts).
 */

export const PAGE_IDS = ["home", "about", "business", "contact", "help", "terms", "privacy"] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** The public page each page id is shown on (Edit Pages opens it with ?edit=1). */
export const PAGE_PATHS: Record<PageId, string> = {
  home: "/",
  about: "/about",
  business: "/business",
  contact: "/contact-us",
  help: "/help-center",
  terms: "/terms-of-service",
  privacy: "/privacy-policy",
};

export const PAGE_LABELS: Record<PageId, string> = {
  home: "Home",
  about: "About Us",
  business: "Business",
  contact: "Contact Us",
  help: "Help Center",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
};

/** The spec's wording for who may edit pages (a toast title and description). */
export const PAGE_EDIT_DENIED = {
  title: "Permission denied",
  description: "Only super admins or admins with content permissions can edit pages",
} as const;

/** A field's name for people: "heroCTAButton" → "Hero CTA button", "faq1Answer" → "Faq 1 answer". */
export function pageFieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/(\d+)/g, " $1 ")
    .trim()
    .split(/\s+/);
  return words
    .map((word, index) => {
      if (/^[A-Z]{2,}$/.test(word)) return word;
      return index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word.toLowerCase();
    })
    .join(" ");
}
