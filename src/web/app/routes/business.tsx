import { Building2, Gift, type LucideIcon, Megaphone } from "lucide-react";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { BusinessEnquiryForm } from "@/web/features/enquiries/components/business-enquiry-form";
import { usePageTitle } from "@/web/lib/use-page-title";

/** The Business page's fields (spec section 3); staff will edit them through the page-content CMS. */
const BUSINESS = {
  title: "Salamu for Business",
  subtitle: "Bring Africa's biggest stars to your brand, your event or your team.",
  description:
    "From product launches to end-of-year parties, a personalised video from a celebrity your audience loves makes the moment unforgettable. Tell us what you have in mind and our partnerships team will find the right star and handle the details.",
  ctaText: "Send an enquiry",
  sections: [
    {
      icon: Megaphone,
      title: "Brand Campaigns",
      desc: "Shoutouts and short promotional videos from trusted African voices, for launches, social campaigns and ads.",
    },
    {
      icon: Building2,
      title: "Corporate Events",
      desc: "Open a conference, surprise a town hall or crown an awards night with a message recorded for your audience.",
    },
    {
      icon: Gift,
      title: "Employee Recognition",
      desc: "Celebrate milestones, welcome new hires and thank your customers with videos they'll share for years.",
    },
  ] satisfies { icon: LucideIcon; title: string; desc: string }[],
};

export default function BusinessPage() {
  usePageTitle("Business");
  return (
    <>
      <PageHero eyebrow="Partnerships" title={BUSINESS.title} description={BUSINESS.subtitle}>
        <Button asChild size="lg">
          <a href="#business-enquiry">{BUSINESS.ctaText}</a>
        </Button>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <p className="mx-auto max-w-3xl text-center text-lg leading-relaxed text-slate-700">{BUSINESS.description}</p>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {BUSINESS.sections.map(({ icon: Icon, title, desc }) => (
            <li key={title} className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h2 className="mt-5 text-lg font-semibold text-ink">{title}</h2>
              <p className="mt-2 leading-relaxed text-slate-600">{desc}</p>
            </li>
          ))}
        </ul>
        <BusinessEnquiryForm />
      </div>
    </>
  );
}
