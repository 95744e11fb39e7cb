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

/** Footer columns: New Arrivals and Trending open the catalogue in that order (browse reads ?sort=). */
export const FOOTER_COLUMNS = [
  {
    title: "Discover",
    links: [
      { to: "/celebrities?sort=rating", label: "Popular Celebrities" },
      { to: "/celebrities?sort=newest", label: "New Arrivals" },
      { to: "/celebrities?sort=trending", label: "Trending" },
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
