import { useState } from "react";
import { enquiryFields } from "@/shared/schemas/enquiries";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { schemaRule, useFormFields } from "@/web/lib/use-form-fields";
import { useEnquirySubmit } from "../hooks/use-enquiry-submit";
import { HoneypotField } from "./honeypot-field";
import { SendStatus } from "./send-status";

/** Contact Us: name, email, subject, message (5 rows), checked with the server's schema, sent to the inbox. */
export function ContactForm() {
  const [website, setWebsite] = useState("");
  const { field, errors, handleSubmit, reset } = useFormFields(
    "contact",
    { name: "", email: "", subject: "", message: "" },
    {
      name: schemaRule(enquiryFields.name),
      email: schemaRule(enquiryFields.email),
      subject: schemaRule(enquiryFields.subject),
      message: schemaRule(enquiryFields.contactMessage),
    },
  );
  const { submit, pending, error } = useEnquirySubmit(() => {
    reset();
    setWebsite("");
  });

  return (
    <section
      aria-labelledby="contact-form-title"
      className="mx-auto mt-14 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink">
        Send Us a Message
      </h2>
      <p className="mt-1 text-slate-600">All fields are required.</p>
      <form
        noValidate
        onSubmit={handleSubmit((values) => submit({ kind: "contact", ...values, website }))}
        className="relative mt-8 grid gap-5 sm:grid-cols-2"
      >
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
        <HoneypotField idPrefix="contact" value={website} onChange={setWebsite} />
        <SendStatus label="Send Message" pending={pending} error={error} />
      </form>
    </section>
  );
}
