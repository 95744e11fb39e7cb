/** Today's texts of the business page: its defaults (src/shared/page-content.ts lists every page). */
export const BUSINESS_TEXTS = {
  eyebrow: "Partnerships",
  pageTitle: "Salamu for Business",
  subheading: "Bring Africa's biggest stars to your brand, your event or your team.",
  description:
    "From product launches to end-of-year parties, a personalised video from a celebrity your audience loves makes the moment unforgettable. Tell us what you have in mind and our partnerships team will find the right star and handle the details.",
  ctaButtonText: "Send an enquiry",
  section1Title: "Brand Campaigns",
  section1Text:
    "Shoutouts and short promotional videos from trusted African voices, for launches, social campaigns and ads.",
  section2Title: "Corporate Events",
  section2Text:
    "Open a conference, surprise a town hall or crown an awards night with a message recorded for your audience.",
  section3Title: "Employee Recognition",
  section3Text: "Celebrate milestones, welcome new hires and thank your customers with videos they'll share for years.",
};
