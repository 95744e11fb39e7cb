import { SITE_CONTACT } from "../site-contact";

/**
 * Today's texts of the terms page: its defaults (src/shared/page-content.ts lists every page). The sections'
 * contents are Markdown (paragraphs, lists, links), rendered safely by the page.
 */
export const TERMS_TEXTS = {
  pageTitle: "Terms of Service",
  lastUpdated: "April 6, 2025",
  intro:
    "Welcome to Salamu. These terms explain the rules for using our marketplace for personalised video messages from African celebrities, influencers and creators. Please read them carefully.",
  section1Title: "Acceptance of Terms",
  section1Content:
    "By accessing or using Salamu, you agree to be bound by these Terms of Service and by all applicable laws. If you do not agree with any part of these terms, please do not use the service.",
  section2Title: "Changes to Terms",
  section2Content:
    'We may update these terms from time to time. When we do, we will change the "last updated" date on this page, and for significant changes we will let you know by e-mail or through a notice on the site. Continuing to use Salamu after a change means you accept the updated terms.',
  section3Title: "Privacy",
  section3Content:
    "Your use of Salamu is also governed by our [Privacy Policy](/privacy-policy), which explains what information we collect, how we use it and the choices you have.",
  section4Title: "User Accounts",
  section4Content: [
    "Some features require an account. You agree to give accurate information when you sign up and to keep it up to date.",
    "You are responsible for keeping your password confidential and for everything that happens under your account. Tell us straight away if you believe your account has been used without your permission.",
  ].join("\n\n"),
  section5Title: "Celebrity Requests",
  section5Content: [
    "When you request a personalised video, the celebrity decides, at their sole discretion, whether to accept or decline it. Celebrities are not obliged to fulfil any request.",
    "If a celebrity declines your request, or does not deliver it in time, you receive a full refund of the amount you paid, automatically, to your original payment method.",
  ].join("\n\n"),
  section6Title: "Content Guidelines",
  section6Content: [
    "Requests and messages must not contain content that:",
    [
      "- is hateful, harassing, threatening or discriminatory;",
      "- is sexually explicit, violent or otherwise inappropriate;",
      "- is defamatory, or infringes anyone's privacy or intellectual property;",
      "- promotes illegal activity, or asks a celebrity to endorse a product without a business agreement.",
    ].join("\n"),
    "We may refuse or remove any request that breaks these guidelines.",
  ].join("\n\n"),
  section7Title: "Intellectual Property",
  section7Content:
    "Videos you receive are licensed to you for personal, non-commercial use: you may keep them and share them with friends and family. Commercial use needs a separate agreement through [Salamu for Business](/business). The Salamu name, logo and site content belong to Salamu, and celebrities keep all rights to their name, image and likeness.",
  section8Title: "Limitation of Liability",
  section8Content:
    "To the fullest extent permitted by law, Salamu is not liable for any indirect, incidental or consequential damages arising from your use of the service. Our total liability for any claim is limited to the amount you paid for the request the claim concerns.",
  section9Title: "Governing Law",
  section9Content:
    "These terms are governed by the laws of the Federal Republic of Nigeria, and any dispute will be settled by the courts of Lagos State, unless the law of your country of residence gives you the right to bring it elsewhere.",
  section10Title: "Contact Us",
  section10Content: `Questions about these terms? E-mail us at [${SITE_CONTACT.email}](mailto:${SITE_CONTACT.email}) or use our [contact form](/contact-us).`,
  footer:
    "By using Salamu, you acknowledge that you have read and understood these Terms of Service and agree to be bound by them.",
};

/** How many numbered sections the terms have (section1Title..section10Content). */
export const TERMS_SECTION_COUNT = 10;
