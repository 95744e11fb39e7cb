import { Building2, Gift, type LucideIcon, Megaphone, Send } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { all, required, useFormFields, validEmail } from "@/web/lib/use-form-fields";
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

function BusinessEnquiryForm() {
  const { field, errors, handleSubmit, reset } = useFormFields(
    "business",
    { name: "", email: "", company: "", message: "" },
    {
      name: required("Please enter your name."),
      email: all(required("Please enter your email address."), validEmail()),
      company: required("Please enter your company."),
      message: required("Please tell us about your project."),
    },
  );

  // Interim: acknowledged in the browser only; storing and e-mailing enquiries comes with the CMS/inbox feature.
  const onValid = () => {
    toast.success("Message Sent!", { description: "We've received your message and will get back to you soon." });
    reset();
  };

  return (
    <section
      id="business-enquiry"
      aria-labelledby="business-enquiry-title"
      className="mx-auto mt-16 max-w-3xl scroll-mt-24 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="business-enquiry-title" className="text-2xl font-bold tracking-tight text-ink">
        Business Enquiry
      </h2>
      <p className="mt-1 text-slate-600">
        Tell us about your project. For anything else, visit our{" "}
        <Link to="/contact-us" className="font-medium text-brand-700 underline">
          contact page
        </Link>
        .
      </p>
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-8 grid gap-5 sm:grid-cols-2">
        <FormField id="business-name" label="Name" error={errors.name}>
          <Input placeholder="Your full name" autoComplete="name" required {...field("name")} />
        </FormField>
        <FormField id="business-email" label="Work Email" error={errors.email}>
          <Input type="email" placeholder="you@company.com" autoComplete="email" required {...field("email")} />
        </FormField>
        <FormField id="business-company" label="Company" error={errors.company} className="sm:col-span-2">
          <Input placeholder="Company or organisation" autoComplete="organization" required {...field("company")} />
        </FormField>
        <FormField id="business-message" label="Message" error={errors.message} className="sm:col-span-2">
          <Textarea
            rows={5}
            placeholder="Your goals, the stars you have in mind, dates and budget"
            required
            {...field("message")}
          />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            Submit Enquiry
          </Button>
        </div>
      </form>
    </section>
  );
}
