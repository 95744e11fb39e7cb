import { X } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { businessEnquirySchema } from "@/shared/schemas/enquiries";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { messageParts, useT } from "@/web/lib/i18n";
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
  const t = useT();
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
        {t("pages.business.formTitle")}
      </h2>
      <p className="mt-1 text-slate-600">
        {messageParts(t, "pages.business.formIntro", {
          contactLink: (
            <Link to="/contact-us" className="font-medium text-brand-700 underline">
              {t("pages.business.contactLink")}
            </Link>
          ),
        })}
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
              {messageParts(t, "pages.business.aboutCelebrity", {
                celebrity: <bdi className="font-semibold">@{celebrity}</bdi>,
              })}
            </p>
            <Button type="button" variant="ghost" size="sm" onClick={() => setCelebrity("")}>
              <X aria-hidden="true" />
              {/* A username is Latin letters and digits: it reads in order in every language without isolation. */}
              {t("pages.business.notAboutCelebrity", { celebrity: `@${celebrity}` })}
            </Button>
          </div>
        )}
        <FormField id="business-name" label={t("pages.business.nameLabel")} error={errors.name}>
          <Input placeholder={t("pages.business.namePlaceholder")} autoComplete="name" required {...field("name")} />
        </FormField>
        <FormField id="business-email" label={t("pages.business.emailLabel")} error={errors.email}>
          <Input
            type="email"
            placeholder={t("pages.business.emailPlaceholder")}
            autoComplete="email"
            required
            {...field("email")}
          />
        </FormField>
        <FormField
          id="business-company"
          label={t("pages.business.companyLabel")}
          error={errors.company}
          className="sm:col-span-2"
        >
          <Input
            placeholder={t("pages.business.companyPlaceholder")}
            autoComplete="organization"
            required
            {...field("company")}
          />
        </FormField>
        <FormField
          id="business-message"
          label={t("pages.business.messageLabel")}
          error={errors.message}
          className="sm:col-span-2"
        >
          <Textarea
            rows={5}
            dir="auto"
            placeholder={t("pages.business.messagePlaceholder")}
            required
            {...field("message")}
          />
        </FormField>
        <HoneypotField idPrefix="business" value={website} onChange={setWebsite} />
        <SendStatus label={t("pages.business.submit")} pending={pending} error={error} />
      </form>
    </section>
  );
}
