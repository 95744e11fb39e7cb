import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import { SITE_CONTACT } from "@/shared/site-contact";
import { PageHero } from "@/web/components/layout/page-hero";
import { ContactForm } from "@/web/features/enquiries/components/contact-form";
import { usePageTitle } from "@/web/lib/use-page-title";

const INFO_CARDS: {
  icon: LucideIcon;
  title: string;
  description: string;
  value: string;
  href?: string;
  extra?: string;
}[] = [
  {
    icon: Mail,
    title: "Email Us",
    description: "Our team usually replies within one business day.",
    value: SITE_CONTACT.email,
    href: `mailto:${SITE_CONTACT.email}`,
  },
  {
    icon: Phone,
    title: "Call Us",
    description: "Speak to someone on our support team.",
    value: SITE_CONTACT.phone,
    href: `tel:${SITE_CONTACT.phone.replace(/\s/g, "")}`,
    extra: SITE_CONTACT.hours,
  },
  {
    icon: MapPin,
    title: "Visit Our Office",
    description: SITE_CONTACT.officeName,
    value: SITE_CONTACT.address,
  },
];

export default function ContactUsPage() {
  usePageTitle("Contact Us");
  return (
    <>
      <PageHero
        eyebrow="We're here to help"
        title="Contact Us"
        description="Have a question about a request, a payment or working with Salamu? Send us a message and we'll get back to you soon."
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-5 md:grid-cols-3">
          {INFO_CARDS.map(({ icon: Icon, title, description, value, href, extra }) => (
            <li key={title} className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
              <p className="mt-1 text-sm text-slate-600">{description}</p>
              {href ? (
                <a href={href} className="mt-3 block font-semibold break-words text-brand-700 hover:underline">
                  {value}
                </a>
              ) : (
                <p className="mt-3 font-semibold text-ink">{value}</p>
              )}
              {extra && (
                <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
                  <Clock className="size-4" aria-hidden="true" />
                  {extra}
                </p>
              )}
            </li>
          ))}
        </ul>
        <ContactForm />
      </div>
    </>
  );
}
