import { Clock, type LucideIcon, Mail, MapPin, Phone, Send } from "lucide-react";
import { toast } from "sonner";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { SITE_CONTACT } from "@/shared/site-contact";
import { all, required, useFormFields, validEmail } from "@/web/lib/use-form-fields";
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

function ContactForm() {
  const { field, errors, handleSubmit, reset } = useFormFields(
    "contact",
    { name: "", email: "", subject: "", message: "" },
    {
      name: required("Please enter your name."),
      email: all(required("Please enter your email address."), validEmail()),
      subject: required("Please enter a subject."),
      message: required("Please enter your message."),
    },
  );

  // Interim: the message is acknowledged in the browser only; storing and e-mailing it to staff comes
  // with the CMS/inbox feature.
  const onValid = () => {
    toast.success("Message Sent!", { description: "We've received your message and will get back to you soon." });
    reset();
  };

  return (
    <section
      aria-labelledby="contact-form-title"
      className="mx-auto mt-14 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink">
        Send Us a Message
      </h2>
      <p className="mt-1 text-slate-600">All fields are required.</p>
      <form noValidate onSubmit={handleSubmit(onValid)} className="mt-8 grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Your Name" error={errors.name}>
          <Input placeholder="Enter your name" autoComplete="name" required {...field("name")} />
        </FormField>
        <FormField id="contact-email" label="Email Address" error={errors.email}>
          <Input type="email" placeholder="Enter your email" autoComplete="email" required {...field("email")} />
        </FormField>
        <FormField id="contact-subject" label="Subject" error={errors.subject} className="sm:col-span-2">
          <Input placeholder="What is this regarding?" required {...field("subject")} />
        </FormField>
        <FormField id="contact-message" label="Message" error={errors.message} className="sm:col-span-2">
          <Textarea rows={5} placeholder="Type your message here..." required {...field("message")} />
        </FormField>
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto">
            <Send aria-hidden="true" />
            Send Message
          </Button>
        </div>
      </form>
    </section>
  );
}
