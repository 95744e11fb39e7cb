import type { MessageKey } from "@/shared/messages/keys";

/** The header's main navigation (spec section 2, Header and footer). */
export const MAIN_NAV_LINKS = [
  { to: "/", labelKey: "common.nav.home" },
  { to: "/celebrities", labelKey: "common.nav.celebrities" },
  { to: "/categories", labelKey: "common.nav.categories" },
  { to: "/about", labelKey: "common.nav.about" },
  { to: "/business", labelKey: "common.nav.business" },
  { to: "/blog", labelKey: "common.nav.blog" },
  { to: "/contact-us", labelKey: "common.nav.contact" },
] as const satisfies { to: string; labelKey: MessageKey }[];

/** Footer columns: New Arrivals and Trending open the catalogue in that order (browse reads ?sort=). */
export const FOOTER_COLUMNS = [
  {
    titleKey: "common.footer.discover",
    links: [
      { to: "/celebrities?sort=rating", labelKey: "common.footer.popular" },
      { to: "/celebrities?sort=newest", labelKey: "common.footer.newArrivals" },
      { to: "/celebrities?sort=trending", labelKey: "common.footer.trending" },
      { to: "/categories", labelKey: "common.footer.allCategories" },
      { to: "/payment", labelKey: "common.footer.monthlyPlans" },
    ],
  },
  {
    titleKey: "common.footer.company",
    links: [
      { to: "/about", labelKey: "common.footer.aboutUs" },
      { to: "/business", labelKey: "common.footer.businessInquiries" },
      { to: "/business", labelKey: "common.footer.partnerships" },
      { to: "/become-celebrity", labelKey: "common.footer.becomeCelebrity" },
    ],
  },
  {
    titleKey: "common.footer.support",
    links: [
      { to: "/help-center", labelKey: "common.footer.helpCenter" },
      { to: "/contact-us", labelKey: "common.footer.contactUs" },
      { to: "/terms-of-service", labelKey: "common.footer.terms" },
      { to: "/privacy-policy", labelKey: "common.footer.privacy" },
    ],
  },
] as const satisfies { titleKey: MessageKey; links: { to: string; labelKey: MessageKey }[] }[];
