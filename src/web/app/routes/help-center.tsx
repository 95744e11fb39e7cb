import { ChevronDown, CircleHelp, type LucideIcon, MessageCircle, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";
import { cn } from "@/web/lib/utils";

const CARDS: { icon: LucideIcon; title: string; text: string; to: string; linkText: string }[] = [
  {
    icon: CircleHelp,
    title: "FAQs",
    text: "Quick answers about requests, delivery, refunds and payments.",
    to: "#faqs",
    linkText: "Read the FAQs",
  },
  {
    icon: ShieldCheck,
    title: "Terms & Privacy",
    text: "The rules of the marketplace and how we look after your data.",
    to: "/terms-of-service",
    linkText: "View our terms",
  },
  {
    icon: MessageCircle,
    title: "Contact Support",
    text: "Can't find what you need? Our team is happy to help.",
    to: "/contact-us",
    linkText: "Get in touch",
  },
];

const FAQS = [
  {
    question: "How do I request a video from a celebrity?",
    answer:
      "Browse our celebrities and open the profile of the star you want. Pick the occasion, fill in the request form with who the video is for and what you'd like them to say, pay securely, and wait for your video to arrive.",
  },
  {
    question: "How long does it take to receive my video?",
    answer:
      "Most celebrities respond within 7 days. We'll e-mail you as soon as your video is ready to watch, download and share.",
  },
  {
    question: "What happens if a celebrity declines my request?",
    answer:
      "You get a full refund, automatically, to your original payment method. You're free to request a video from another star at any time.",
  },
  {
    question: "Can I request changes to my video?",
    answer:
      "Videos are delivered as recorded by the celebrity. If there's a significant issue, such as the wrong name or occasion, please contact our support team and we'll help.",
  },
  {
    question: "What payment methods do you accept?",
    answer:
      "We accept major credit and debit cards and mobile money, and bank transfer in many countries, all processed securely by our payment provider. Prices are shown in your local currency.",
  },
];

export default function HelpCenterPage() {
  usePageTitle("Help Center");
  return (
    <>
      <PageHero
        eyebrow="Support"
        title="Help Center"
        description="Everything you need to know about booking, receiving and sharing your personalised videos."
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-5 md:grid-cols-3">
          {CARDS.map(({ icon: Icon, title, text, to, linkText }) => (
            <li key={title} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
              <p className="mt-1 flex-1 text-sm leading-relaxed text-slate-600">{text}</p>
              {to.startsWith("#") ? (
                <a href={to} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
                  {linkText}
                </a>
              ) : (
                <Link to={to} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
                  {linkText}
                </Link>
              )}
            </li>
          ))}
        </ul>

        <section id="faqs" aria-labelledby="faqs-title" className="mt-16 scroll-mt-24">
          <h2 id="faqs-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Frequently Asked Questions
          </h2>
          <FaqList />
        </section>

        <div className="mt-16 rounded-3xl bg-brand-50 px-6 py-10 text-center">
          <h2 className="text-xl font-bold text-ink sm:text-2xl">Still have questions?</h2>
          <p className="mt-2 text-slate-700">Our support team answers Monday to Friday, 8am to 5pm.</p>
          <Button asChild size="lg" className="mt-6">
            <Link to="/contact-us">Contact Our Support Team</Link>
          </Button>
        </div>
      </div>
    </>
  );
}

/** Single-open disclosure list: opening one question closes the others. */
function FaqList() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <div className="mt-6 divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
      {FAQS.map((faq, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={faq.question}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-ink transition-colors hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
              >
                {faq.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-6 pb-6 leading-relaxed text-slate-600"
            >
              {faq.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
