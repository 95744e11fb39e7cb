/** Today's texts of the about page: its defaults (src/shared/page-content.ts lists every page). */
export const ABOUT_TEXTS = {
  eyebrow: "About us",
  pageTitle: "About Salamu",
  intro:
    "Salamu connects fans with the African celebrities, influencers and creators they love, through personalised video messages for the moments that matter.",
  storyTitle: "Our Story",
  missionStatement:
    "Salamu began with a simple idea: a birthday message from your favourite Afrobeats star, a pep talk from a football legend or a wedding toast from a Nollywood icon should not be out of reach. We built a place where fans anywhere in the world can ask the stars of Africa for a personal moment, and where those stars can say yes on their own terms.",
  visionTitle: "Our Vision",
  visionStatement:
    "We want to be the home of fan connection across Africa and its diaspora: a marketplace where every fan can pay in their own currency, every celebrity is verified and fairly paid, and every video becomes a memory worth sharing.",
  howTitle: "How Salamu Works",
  howContent:
    "Fans browse verified celebrities, choose an occasion and write what they would like to hear. They pay securely by card, bank transfer or mobile money, in their own currency.",
  howContent2:
    "The celebrity records a personalised video within their response time and the fan is notified the moment it is ready to watch, download and share. If a request is declined, the fan is refunded in full, automatically.",
  joinTitle: "Join Our Community",
  joinContent:
    "Are you a musician, actor, comedian, athlete or creator? Join Salamu to connect with your fans in a new way and earn from every personalised video you record.",
  joinPrimaryButton: "Become a celebrity",
  joinSecondaryButton: "Browse Celebrities",
  contactTitle: "Get in Touch",
  contactIntro: "We'd love to hear from you, whether you're a fan, a celebrity or a brand.",
};
