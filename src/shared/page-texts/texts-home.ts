/** Today's texts of the home page: its defaults (src/shared/page-content.ts lists every page). */
export const HOME_TEXTS = {
  heroBadge: "Personalised video shoutouts",
  heroTitle: "A personal video from",
  heroTitleHighlight: "Africa's biggest stars",
  heroDescription:
    "Book a one-of-a-kind message from the musicians, actors, comedians and athletes you love, for a birthday, a wedding, a pep talk or just because. Delivered to your phone, ready to share.",
  heroCTAButton: "Browse Celebrities",
  heroSecondaryButton: "How it works",
  featuredSectionTitle: "Featured Stars",
  ctaTitle: "Ready to make someone's day?",
  ctaDescription:
    "Surprise a friend, cheer on a teammate or celebrate a milestone with a message from the star they love.",
  ctaPrimaryButton: "Browse Celebrities",
  ctaSecondaryButton: "Join / Create Account",
};
