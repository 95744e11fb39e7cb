import { X } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { businessEnquirySchema } from "@/shared/schemas/enquiries";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { useFormFields } from "@/web/lib/use-form-fields";
import { useEnquirySubmit } from "../hooks/use-enquiry-submit";
import { HoneypotField } from "./honeypot-field";
import { SendStatus } from "./send-status";

/** The query parameter a profile's Contact button sets: the celebrity (username) the enquiry is about. */
export const CELEBRITY_PARAM = "celebrity";

/**
 * The Business enquiry: name, email, company, message, and the celebrity it is about when the visitor came
 * from a profile's Contact button (`/business?celebrity=<username>`); they may drop it.
 */
export function BusinessEnquiryForm() {
  const [searchParams] = useSearchParams();
  const [celebrity, setCelebrity] = useState(() => searchParams.get(CELEBRITY_PARAM)?.trim().slice(0, 100) ?? "");
  const [website, setWebsite] = useState("");
  const { field, errors, handleSubmit, reset } = useFormFields(
    "business",
    { name: "", email: "", company: "", message: "" },
    businessEnquirySchema.pick({ name: true, email: true, company: true, message: true }),
  );
  const { submit, pending, error } = useEnquirySubmit(() => {
    reset();
    setWebsite("");
  });

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
      <form
        noValidate
        onSubmit={handleSubmit((values) =>
          submit({ kind: "business", ...values, ...(celebrity ? { celebrity } : {}), website }),
        )}
        className="relative mt-8 grid gap-5 sm:grid-cols-2"
      >
        {celebrity && (
          <div className="flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm sm:col-span-2">
            <p className="text-slate-800">
              About <span className="font-semibold">@{celebrity}</span>
            </p>
            <Button type="button" variant="ghost" size="sm" onClick={() => setCelebrity("")}>
              <X aria-hidden="true" />
              Not about @{celebrity}
            </Button>
          </div>
        )}
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
        <HoneypotField idPrefix="business" value={website} onChange={setWebsite} />
        <SendStatus label="Submit Enquiry" pending={pending} error={error} />
      </form>
    </section>
  );
}
