import { Link } from "react-router";
import { SITE_CONTACT } from "@/shared/site-contact";
import { LegalPage, type LegalSection } from "@/web/components/layout/legal-page";
import { usePageTitle } from "@/web/lib/use-page-title";

const LAST_UPDATED = "April 6, 2025";

const SECTIONS: LegalSection[] = [
  {
    title: "Information We Collect",
    body: (
      <>
        <p>We collect the information you give us and some information about how you use Salamu:</p>
        <ul>
          <li>
            <strong>Personal information:</strong> your name, e-mail address, phone number, country and, for
            celebrities, profile details such as profession, bio and price.
          </li>
          <li>
            <strong>Usage information:</strong> the requests you make, the pages you visit, your currency preference and
            technical details such as browser type and approximate location.
          </li>
        </ul>
      </>
    ),
  },
  {
    title: "How We Use Your Information",
    body: (
      <>
        <p>We use your information to:</p>
        <ul>
          <li>create and manage your account;</li>
          <li>process your video requests and payments;</li>
          <li>show prices in your local currency;</li>
          <li>send you updates about your requests and, if you agree, news about Salamu;</li>
          <li>keep the service safe and improve it.</li>
        </ul>
      </>
    ),
  },
  {
    title: "Sharing Your Information",
    body: (
      <>
        <p>We never sell your personal information. We share it only:</p>
        <ul>
          <li>with the celebrity you request a video from, limited to what they need to record it;</li>
          <li>with payment providers, to process your payments securely;</li>
          <li>with service providers who host our systems and send our e-mails and text messages;</li>
          <li>when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    title: "Data Security",
    body: (
      <p>
        We protect your information with encryption in transit, access controls and regular reviews. Payment card
        details are handled by our payment providers and never stored by Salamu. No system is perfectly secure, so
        please keep your password safe too.
      </p>
    ),
  },
  {
    title: "Your Choices",
    body: (
      <ul>
        <li>
          <strong>Account information:</strong> you can review and update your details in your account settings at any
          time.
        </li>
        <li>
          <strong>Communications:</strong> you can turn off marketing e-mails with the unsubscribe link or in your
          settings; we will still send messages about your requests.
        </li>
        <li>
          <strong>Deletion:</strong> you can ask us to delete your account and personal information by contacting
          support.
        </li>
      </ul>
    ),
  },
  {
    title: "Changes to This Policy",
    body: (
      <p>
        We may update this policy from time to time. We will change the "last updated" date on this page and let you
        know of significant changes by e-mail or a notice on the site.
      </p>
    ),
  },
  {
    title: "Contact Us",
    body: (
      <p>
        Questions about your privacy? E-mail us at <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a> or
        use our <Link to="/contact-us">contact form</Link>.
      </p>
    ),
  },
];

export default function PrivacyPolicyPage() {
  usePageTitle("Privacy Policy");
  return (
    <LegalPage
      title="Privacy Policy"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          Your privacy matters to us. This policy explains what information Salamu collects, how we use and protect it,
          and the choices you have.
        </p>
      }
      sections={SECTIONS}
      footer={<p>By using Salamu, you agree to the collection and use of information as described in this policy.</p>}
    />
  );
}
