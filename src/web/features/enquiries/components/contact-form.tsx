import { type ReactNode, useState } from "react";
import { CONTACT_TEXTS } from "@/shared/page-texts/texts-contact";
import { contactEnquirySchema } from "@/shared/schemas/enquiries";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { useFormFields } from "@/web/lib/use-form-fields";
import { useEnquirySubmit } from "../hooks/use-enquiry-submit";
import { HoneypotField } from "./honeypot-field";
import { SendStatus } from "./send-status";

type Text = keyof typeof CONTACT_TEXTS;
/** What the page shows as an element (editable in place there): labels, headings, buttons. */
type ShownText = "formTitle" | "formDescription" | `form${"Name" | "Email" | "Subject" | "Message"}Label`;
type ButtonText = "formSubmitButton" | "formSubmittingButton";
/** What the page gives as plain strings (attributes and toasts). */
type StringText =
  | `form${"Name" | "Email" | "Subject" | "Message"}Placeholder`
  | "successToastTitle"
  | "successToastDescription";

export type ContactFormTexts = Record<ShownText | ButtonText, ReactNode> & Record<StringText, string>;

/** The built-in texts (the page passes its editable ones). */
const DEFAULT_TEXTS: ContactFormTexts = CONTACT_TEXTS satisfies Record<Text, string>;

/**
 * Contact Us: name, email, subject, message (5 rows), checked with the server's schema, sent to the inbox. Its
 * texts come from the contact page's texts (editable); 'Message Sent!' still shows only once the server stored it.
 */
export function ContactForm({ texts = DEFAULT_TEXTS }: { texts?: ContactFormTexts }) {
  const [website, setWebsite] = useState("");
  const { field, errors, handleSubmit, reset } = useFormFields(
    "contact",
    { name: "", email: "", subject: "", message: "" },
    contactEnquirySchema.pick({ name: true, email: true, subject: true, message: true }),
  );
  const { submit, pending, error } = useEnquirySubmit(
    () => {
      reset();
      setWebsite("");
    },
    { title: texts.successToastTitle, description: texts.successToastDescription },
  );

  return (
    <section
      aria-labelledby="contact-form-title"
      className="mx-auto mt-14 max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-ink">
        {texts.formTitle}
      </h2>
      <p className="mt-1 text-slate-600">{texts.formDescription}</p>
      <form
        noValidate
        onSubmit={handleSubmit((values) => submit({ kind: "contact", ...values, website }))}
        className="relative mt-8 grid gap-5 sm:grid-cols-2"
      >
        <FormField id="contact-name" label={texts.formNameLabel} error={errors.name}>
          <Input placeholder={texts.formNamePlaceholder} autoComplete="name" required {...field("name")} />
        </FormField>
        <FormField id="contact-email" label={texts.formEmailLabel} error={errors.email}>
          <Input
            type="email"
            placeholder={texts.formEmailPlaceholder}
            autoComplete="email"
            required
            {...field("email")}
          />
        </FormField>
        <FormField id="contact-subject" label={texts.formSubjectLabel} error={errors.subject} className="sm:col-span-2">
          <Input placeholder={texts.formSubjectPlaceholder} required {...field("subject")} />
        </FormField>
        <FormField id="contact-message" label={texts.formMessageLabel} error={errors.message} className="sm:col-span-2">
          <Textarea rows={5} dir="auto" placeholder={texts.formMessagePlaceholder} required {...field("message")} />
        </FormField>
        <HoneypotField idPrefix="contact" value={website} onChange={setWebsite} />
        <SendStatus
          label={texts.formSubmitButton}
          pendingLabel={texts.formSubmittingButton}
          pending={pending}
          error={error}
        />
      </form>
    </section>
  );
}
