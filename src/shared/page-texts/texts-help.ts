/** Today's texts of the help page: its defaults (src/shared/page-content.ts lists every page). */
export const HELP_TEXTS = {
  eyebrow: "Support",
  pageTitle: "Help Center",
  description: "Everything you need to know about booking, receiving and sharing your personalised videos.",
  card1Title: "FAQs",
  card1Text: "Quick answers about requests, delivery, refunds and payments.",
  card1LinkText: "Read the FAQs",
  card2Title: "Terms & Privacy",
  card2Text: "The rules of the marketplace and how we look after your data.",
  card2LinkText: "View our terms",
  card3Title: "Contact Support",
  card3Text: "Can't find what you need? Our team is happy to help.",
  card3LinkText: "Get in touch",
  faqTitle: "Frequently Asked Questions",
  faq1Question: "How do I request a video from a celebrity?",
  faq1Answer:
    "Browse our celebrities and open the profile of the star you want. Pick the occasion, fill in the request form with who the video is for and what you'd like them to say, pay securely, and wait for your video to arrive.",
  faq2Question: "How long does it take to receive my video?",
  faq2Answer:
    "Every celebrity has {deliveryWindow} from your payment to record and deliver your video, and many are quicker. We'll e-mail you as soon as it's ready to watch, download and share. If it isn't delivered in time, the request expires and you're refunded in full.",
  faq3Question: "What happens if a celebrity declines my request?",
  faq3Answer:
    "You get a full refund, automatically, to your original payment method. You're free to request a video from another star at any time.",
  faq4Question: "Can I request changes to my video?",
  faq4Answer:
    "Videos are delivered as recorded by the celebrity. If there's a significant issue, such as the wrong name or occasion, please contact our support team and we'll help.",
  faq5Question: "What payment methods do you accept?",
  faq5Answer:
    "We accept major credit and debit cards and mobile money, and bank transfer in many countries, all processed securely by our payment provider. Prices are shown in your local currency.",
  stillTitle: "Still have questions?",
  stillText: "Our support team answers Monday to Friday, 8am to 5pm.",
  stillButton: "Contact Our Support Team",
};
