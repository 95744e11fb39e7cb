import { Link } from "react-router";
import { SITE_CONTACT } from "@/shared/site-contact";
import { LegalPage, type LegalSection } from "@/web/components/layout/legal-page";
import { usePageTitle } from "@/web/lib/use-page-title";

const LAST_UPDATED = "April 6, 2025";

const SECTIONS: LegalSection[] = [
  {
    title: "Acceptance of Terms",
    body: (
      <p>
        By accessing or using Salamu, you agree to be bound by these Terms of Service and by all applicable laws. If you
        do not agree with any part of these terms, please do not use the service.
      </p>
    ),
  },
  {
    title: "Changes to Terms",
    body: (
      <p>
        We may update these terms from time to time. When we do, we will change the "last updated" date on this page,
        and for significant changes we will let you know by e-mail or through a notice on the site. Continuing to use
        Salamu after a change means you accept the updated terms.
      </p>
    ),
  },
  {
    title: "Privacy",
    body: (
      <p>
        Your use of Salamu is also governed by our <Link to="/privacy-policy">Privacy Policy</Link>, which explains what
        information we collect, how we use it and the choices you have.
      </p>
    ),
  },
  {
    title: "User Accounts",
    body: (
      <>
        <p>
          Some features require an account. You agree to give accurate information when you sign up and to keep it up to
          date.
        </p>
        <p>
          You are responsible for keeping your password confidential and for everything that happens under your account.
          Tell us straight away if you believe your account has been used without your permission.
        </p>
      </>
    ),
  },
  {
    title: "Celebrity Requests",
    body: (
      <>
        <p>
          When you request a personalised video, the celebrity decides, at their sole discretion, whether to accept or
          decline it. Celebrities are not obliged to fulfil any request.
        </p>
        <p>
          If a celebrity declines your request, or does not deliver it in time, you receive a full refund of the amount
          you paid, automatically, to your original payment method.
        </p>
      </>
    ),
  },
  {
    title: "Content Guidelines",
    body: (
      <>
        <p>Requests and messages must not contain content that:</p>
        <ul>
          <li>is hateful, harassing, threatening or discriminatory;</li>
          <li>is sexually explicit, violent or otherwise inappropriate;</li>
          <li>is defamatory, or infringes anyone's privacy or intellectual property;</li>
          <li>promotes illegal activity, or asks a celebrity to endorse a product without a business agreement.</li>
        </ul>
        <p>We may refuse or remove any request that breaks these guidelines.</p>
      </>
    ),
  },
  {
    title: "Intellectual Property",
    body: (
      <p>
        Videos you receive are licensed to you for personal, non-commercial use: you may keep them and share them with
        friends and family. Commercial use needs a separate agreement through{" "}
        <Link to="/business">Salamu for Business</Link>. The Salamu name, logo and site content belong to Salamu, and
        celebrities keep all rights to their name, image and likeness.
      </p>
    ),
  },
  {
    title: "Limitation of Liability",
    body: (
      <p>
        To the fullest extent permitted by law, Salamu is not liable for any indirect, incidental or consequential
        damages arising from your use of the service. Our total liability for any claim is limited to the amount you
        paid for the request the claim concerns.
      </p>
    ),
  },
  {
    title: "Governing Law",
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria, and any dispute will be settled by the
        courts of Lagos State, unless the law of your country of residence gives you the right to bring it elsewhere.
      </p>
    ),
  },
  {
    title: "Contact Us",
    body: (
      <p>
        Questions about these terms? E-mail us at <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a> or
        use our <Link to="/contact-us">contact form</Link>.
      </p>
    ),
  },
];

export default function TermsOfServicePage() {
  usePageTitle("Terms of Service");
  return (
    <LegalPage
      title="Terms of Service"
      lastUpdated={LAST_UPDATED}
      intro={
        <p>
          Welcome to Salamu. These terms explain the rules for using our marketplace for personalised video messages
          from African celebrities, influencers and creators. Please read them carefully.
        </p>
      }
      sections={SECTIONS}
      footer={
        <p>
          By using Salamu, you acknowledge that you have read and understood these Terms of Service and agree to be
          bound by them.
        </p>
      }
    />
  );
}
