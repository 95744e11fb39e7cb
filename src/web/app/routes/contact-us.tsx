import { Clock, type LucideIcon, Mail, MapPin, Phone } from "lucide-react";
import { pageTitle } from "@/shared/client-routes";
import type { MessageKey } from "@/shared/messages/keys";
import { CONTACT_TEXTS } from "@/shared/page-texts/texts-contact";
import { isExampleContact } from "@/shared/site-contact";
import { PageHero } from "@/web/components/layout/page-hero";
import { ExampleMark } from "@/web/components/page-content/example-mark";
import {
  Editable,
  PageContent,
  usePageEditMode,
  usePageText,
  usePageTexts,
} from "@/web/components/page-content/page-content";
import { ContactForm } from "@/web/features/enquiries/components/contact-form";
import { useT } from "@/web/lib/i18n";
import { prefetchPageContent } from "@/web/lib/page-content";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

type ContactField = keyof typeof CONTACT_TEXTS;

const INFO_CARDS: {
  icon: LucideIcon;
  title: ContactField;
  description: ContactField;
  value: ContactField;
  /** Where the value links to (mail, phone), made from the current text. */
  href?: (value: string) => string;
  extra?: ContactField;
}[] = [
  {
    icon: Mail,
    title: "emailTitle",
    description: "emailText",
    value: "emailAddress",
    href: (email) => `mailto:${email}`,
  },
  {
    icon: Phone,
    title: "phoneTitle",
    description: "phoneText",
    value: "phoneNumber",
    href: (phone) => `tel:${phone.replace(/[^\d+]/g, "")}`,
    extra: "phoneHours",
  },
  { icon: MapPin, title: "officeTitle", description: "officeText", value: "officeAddress" },
];

/** A text of the Contact page. */
const E = Editable<"contact">;

/** The page's texts as staff last saved them. */
export const prefetch: PagePrefetch = prefetchPageContent("contact");

export default function ContactUsPage() {
  usePageTitle(pageTitle("/contact-us"));
  const t = useT();
  return (
    <PageContent page="contact" defaults={CONTACT_TEXTS}>
      <PageHero
        eyebrow={<E field="eyebrow" />}
        title={<E field="pageTitle" label={t("pages.edit.pageTitle")} />}
        description={<E as="p" field="description" />}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-5 md:grid-cols-3">
          {INFO_CARDS.map((card) => (
            <InfoCard key={card.title} {...card} />
          ))}
        </ul>
        <EditableContactForm />
      </div>
    </PageContent>
  );
}

/** The details that are made up until staff set theirs (the e-mail is the service's own address). */
const EXAMPLE_FIELDS: readonly ContactField[] = ["phoneNumber", "officeAddress"];

function InfoCard({ icon: Icon, title, description, value, href, extra }: (typeof INFO_CARDS)[number]) {
  const text = usePageText("contact", value);
  const editing = usePageEditMode() === "edit";
  const phone = usePageText("contact", "phoneNumber");
  const example = !editing && EXAMPLE_FIELDS.includes(value) && isExampleContact(phone);
  const valueClass = "mt-3 block font-semibold break-words";
  return (
    <li className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <E as="h2" field={title} className="mt-4 block text-lg font-semibold text-ink" />
      <E as="p" field={description} className="mt-1 block text-sm text-slate-600" />
      {href && !editing ? (
        <a href={href(text)} className={`${valueClass} text-brand-700 hover:underline`}>
          <E field={value} />
        </a>
      ) : (
        <E as="p" field={value} className={`${valueClass} ${href ? "text-brand-700" : "text-ink"}`} />
      )}
      {example && <ExampleMark className="ms-0 mt-2" />}
      {extra && (
        <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          <E field={extra} />
        </p>
      )}
    </li>
  );
}

/** The texts staff edit that visitors see only while using the form (placeholders, the sending button, the toast). */
const HIDDEN_TEXTS: { field: ContactField; labelKey: MessageKey }[] = [
  { field: "formNamePlaceholder", labelKey: "pages.edit.namePlaceholder" },
  { field: "formEmailPlaceholder", labelKey: "pages.edit.emailPlaceholder" },
  { field: "formSubjectPlaceholder", labelKey: "pages.edit.subjectPlaceholder" },
  { field: "formMessagePlaceholder", labelKey: "pages.edit.messagePlaceholder" },
  { field: "formSubmittingButton", labelKey: "pages.edit.buttonWhileSending" },
  { field: "successToastTitle", labelKey: "pages.edit.sentTitle" },
  { field: "successToastDescription", labelKey: "pages.edit.sentDescription" },
];

/** The contact form with the page's texts; in edit mode, the texts that only show while it is used, as a list. */
function EditableContactForm() {
  const fields = usePageTexts("contact");
  const text = (field: ContactField) => fields[field] ?? "";
  const editing = usePageEditMode() === "edit";
  const t = useT();
  return (
    <>
      <ContactForm
        texts={{
          formTitle: <E field="formTitle" label={t("pages.edit.formTitle")} />,
          formDescription: <E field="formDescription" label={t("pages.edit.formDescription")} />,
          formNameLabel: <E field="formNameLabel" label={t("pages.edit.nameLabel")} />,
          formEmailLabel: <E field="formEmailLabel" label={t("pages.edit.emailLabel")} />,
          formSubjectLabel: <E field="formSubjectLabel" label={t("pages.edit.subjectLabel")} />,
          formMessageLabel: <E field="formMessageLabel" label={t("pages.edit.messageLabel")} />,
          formSubmitButton: <E field="formSubmitButton" label={t("pages.edit.sendButton")} />,
          formSubmittingButton: text("formSubmittingButton"),
          formNamePlaceholder: text("formNamePlaceholder"),
          formEmailPlaceholder: text("formEmailPlaceholder"),
          formSubjectPlaceholder: text("formSubjectPlaceholder"),
          formMessagePlaceholder: text("formMessagePlaceholder"),
          successToastTitle: text("successToastTitle"),
          successToastDescription: text("successToastDescription"),
        }}
      />
      {editing && (
        <section
          aria-labelledby="contact-form-hidden-texts"
          className="mx-auto mt-6 max-w-3xl rounded-3xl border border-dashed border-brand-300 bg-brand-50/40 p-6 sm:p-8"
        >
          <h2 id="contact-form-hidden-texts" className="text-base font-semibold text-ink">
            {t("pages.edit.hiddenTexts")}
          </h2>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[12rem_1fr]">
            {HIDDEN_TEXTS.map(({ field, labelKey }) => (
              <div key={field} className="contents">
                <dt className="font-medium text-slate-600">{t(labelKey)}</dt>
                <dd>
                  <E field={field} label={t(labelKey)} className="block text-ink" />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
