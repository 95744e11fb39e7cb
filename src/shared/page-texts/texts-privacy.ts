import { SITE_CONTACT } from "../site-contact";

/**
 * Today's texts of the privacy page: its defaults (src/shared/page-content.ts lists every page). The sections'
 * contents are Markdown (paragraphs, lists, bold, links), rendered safely by the page.
 */
export const PRIVACY_TEXTS = {
  pageTitle: "Privacy Policy",
  lastUpdated: "April 6, 2025",
  intro:
    "Your privacy matters to us. This policy explains what information Salamu collects, how we use and protect it, and the choices you have.",
  section1Title: "Information We Collect",
  section1Content: [
    "We collect the information you give us and some information about how you use Salamu:",
    [
      "- **Personal information:** your name, e-mail address, phone number, country and, for celebrities, profile details such as profession, bio and price.",
      "- **Usage information:** the requests you make, the pages you visit, your currency preference and technical details such as browser type and approximate location.",
    ].join("\n"),
  ].join("\n\n"),
  section2Title: "How We Use Your Information",
  section2Content: [
    "We use your information to:",
    [
      "- create and manage your account;",
      "- process your video requests and payments;",
      "- show prices in your local currency;",
      "- send you updates about your requests and, if you agree, news about Salamu;",
      "- keep the service safe and improve it.",
    ].join("\n"),
  ].join("\n\n"),
  section3Title: "Sharing Your Information",
  section3Content: [
    "We never sell your personal information. We share it only:",
    [
      "- with the celebrity you request a video from, limited to what they need to record it;",
      "- with payment providers, to process your payments securely;",
      "- with service providers who host our systems and send our e-mails and text messages;",
      "- when the law requires it.",
    ].join("\n"),
  ].join("\n\n"),
  section4Title: "Data Security",
  section4Content:
    "We protect your information with encryption in transit, access controls and regular reviews. Payment card details are handled by our payment providers and never stored by Salamu. No system is perfectly secure, so please keep your password safe too.",
  section5Title: "Your Choices",
  section5Content: [
    "- **Account information:** you can review and update your details in your account settings at any time.",
    "- **Communications:** you can turn off marketing e-mails with the unsubscribe link or in your settings; we will still send messages about your requests.",
    "- **Deletion:** you can ask us to delete your account and personal information by contacting support.",
  ].join("\n"),
  section6Title: "Changes to This Policy",
  section6Content:
    'We may update this policy from time to time. We will change the "last updated" date on this page and let you know of significant changes by e-mail or a notice on the site.',
  section7Title: "Contact Us",
  section7Content: `Questions about your privacy? E-mail us at [${SITE_CONTACT.email}](mailto:${SITE_CONTACT.email}) or use our [contact form](/contact-us).`,
  footer: "By using Salamu, you agree to the collection and use of information as described in this policy.",
};

/** How many numbered sections the privacy policy has (section1Title..section7Content). */
export const PRIVACY_SECTION_COUNT = 7;
