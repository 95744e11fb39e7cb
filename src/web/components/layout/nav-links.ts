/** The header's main navigation (spec section 2, Header and footer). */
export const MAIN_NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/celebrities", label: "Celebrities" },
  { to: "/categories", label: "Categories" },
  { to: "/about", label: "About" },
  { to: "/business", label: "Business" },
  { to: "/blog", label: "Blog" },
  { to: "/contact-us", label: "Contact" },
] as const;

/** Footer columns; /categories also appears as New Arrivals and / as Trending, as the spec lists. */
export const FOOTER_COLUMNS = [
  {
    title: "Discover",
    links: [
      { to: "/celebrities", label: "Popular Celebrities" },
      { to: "/categories", label: "New Arrivals" },
      { to: "/", label: "Trending" },
      { to: "/categories", label: "All Categories" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About Us" },
      { to: "/business", label: "Business Inquiries" },
      { to: "/business", label: "Partnerships" },
      { to: "/become-celebrity", label: "Become a celebrity" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/help-center", label: "Help Center" },
      { to: "/contact-us", label: "Contact Us" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/privacy-policy", label: "Privacy Policy" },
    ],
  },
] as const;
