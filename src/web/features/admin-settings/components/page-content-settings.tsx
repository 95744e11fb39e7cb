import { Eye, EyeOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import type { MessageKey } from "@/shared/messages/keys";
import { PAGE_PATHS, type PageId, pageFieldLabel } from "@/shared/page-texts/pages";
import { PAGE_SCHEMAS } from "@/shared/schemas/page-content";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { Textarea } from "@/web/components/ui/textarea";
import { failureMessage } from "@/web/lib/api-client";
import { messageParts, useT } from "@/web/lib/i18n";
import { usePageContentQuery, useSavePageContent } from "@/web/lib/page-content";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";

/** The pages of this tab (spec: Home Page, About Page, Business Page); the others are edited in place. */
const PAGES = [
  { id: "home", labelKey: "admin.settings.pages.home" },
  { id: "about", labelKey: "admin.settings.pages.about" },
  { id: "business", labelKey: "admin.settings.pages.business" },
] as const satisfies { id: PageId; labelKey: MessageKey }[];

/**
 * The fields of these pages by their words (English: `pageFieldLabel` of the name, as the shared registry
 * writes them); a field added later shows the registry's English label until it has a key here.
 */
const FIELD_LABELS: Record<string, MessageKey> = {
  heroBadge: "admin.pageField.heroBadge",
  heroTitle: "admin.pageField.heroTitle",
  heroTitleHighlight: "admin.pageField.heroTitleHighlight",
  heroDescription: "admin.pageField.heroDescription",
  heroCTAButton: "admin.pageField.heroCTAButton",
  heroSecondaryButton: "admin.pageField.heroSecondaryButton",
  featuredSectionTitle: "admin.pageField.featuredSectionTitle",
  ctaTitle: "admin.pageField.ctaTitle",
  ctaDescription: "admin.pageField.ctaDescription",
  ctaPrimaryButton: "admin.pageField.ctaPrimaryButton",
  ctaSecondaryButton: "admin.pageField.ctaSecondaryButton",
  eyebrow: "admin.pageField.eyebrow",
  pageTitle: "admin.pageField.pageTitle",
  intro: "admin.pageField.intro",
  storyTitle: "admin.pageField.storyTitle",
  missionStatement: "admin.pageField.missionStatement",
  visionTitle: "admin.pageField.visionTitle",
  visionStatement: "admin.pageField.visionStatement",
  howTitle: "admin.pageField.howTitle",
  howContent: "admin.pageField.howContent",
  howContent2: "admin.pageField.howContent2",
  joinTitle: "admin.pageField.joinTitle",
  joinContent: "admin.pageField.joinContent",
  joinPrimaryButton: "admin.pageField.joinPrimaryButton",
  joinSecondaryButton: "admin.pageField.joinSecondaryButton",
  contactTitle: "admin.pageField.contactTitle",
  contactIntro: "admin.pageField.contactIntro",
  subheading: "admin.pageField.subheading",
  description: "admin.pageField.description",
  ctaButtonText: "admin.pageField.ctaButtonText",
  section1Title: "admin.pageField.section1Title",
  section1Text: "admin.pageField.section1Text",
  section2Title: "admin.pageField.section2Title",
  section2Text: "admin.pageField.section2Text",
  section3Title: "admin.pageField.section3Title",
  section3Text: "admin.pageField.section3Text",
};

const fieldLabel = (t: ReturnType<typeof useT>, name: string) => {
  const key = FIELD_LABELS[name];
  return key ? t(key) : pageFieldLabel(name);
};

/** Long texts get a text area; titles and buttons a line. */
const isLong = (saved: Record<string, string>, field: string) => (saved[field] ?? "").length > 70;

/** Admin Settings > Page Content: the texts of the home, about and business pages as forms, with a preview. */
export function PageContentSettings() {
  const t = useT();
  const [page, setPage] = useState<PageId>("home");
  return (
    <Tabs value={page} onValueChange={(next) => setPage(next as PageId)}>
      <TabsList aria-label={t("admin.settings.pages.label")} className="max-w-full overflow-x-auto">
        {PAGES.map(({ id, labelKey }) => (
          <TabsTrigger key={id} value={id}>
            {t(labelKey)}
          </TabsTrigger>
        ))}
      </TabsList>
      {PAGES.map(({ id, labelKey }) => (
        <TabsContent key={id} value={id}>
          <PageForm page={id} label={t(labelKey)} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PageForm({ page, label }: { page: PageId; label: string }) {
  const t = useT();
  const query = usePageContentQuery(page);
  if (query.isPending) return <LoadingState label={t("admin.settings.pages.loading")} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t("admin.settings.pages.loadFailedTitle")}
        message={t("admin.settings.pages.loadFailedText")}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Keyed by the saved version: after a save (here or inline) the form starts from what is stored.
  return (
    <LoadedPageForm key={query.data.updatedAt ?? "defaults"} page={page} label={label} saved={query.data.fields} />
  );
}

function LoadedPageForm({ page, label, saved }: { page: PageId; label: string; saved: Record<string, string> }) {
  const t = useT();
  const fields = Object.keys(PAGE_SCHEMAS[page].shape);
  const [values, setValues] = useState<Record<string, string>>(saved);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [preview, setPreview] = useState(false);
  const save = useSavePageContent(page);
  const idPrefix = `page-${page}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(PAGE_SCHEMAS[page], values);
    setErrors(result.errors as Record<string, string>);
    if (!result.success) {
      focusFirstError(result.errors as Record<string, string>, fields, idPrefix);
      return;
    }
    save.mutate(result.data as Record<string, string>, {
      onSuccess: () =>
        toast.success(t("admin.settings.pages.savedTitle"), { description: t("admin.settings.pages.savedText") }),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error(t("admin.settings.pages.saveFailedTitle"), {
          description: failureMessage(t("admin.settings.pages.saveFailedText"), error),
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold leading-tight tracking-tight">{label}</h2>
            <CardDescription>
              {messageParts(t, "admin.settings.pages.textsOf", {
                path: (
                  <a className="text-brand-700 underline" href={PAGE_PATHS[page]} dir="ltr">
                    {PAGE_PATHS[page]}
                  </a>
                ),
              })}
            </CardDescription>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setPreview((on) => !on)}
            aria-pressed={preview}
          >
            {preview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {preview ? t("admin.settings.pages.hidePreview") : t("admin.settings.pages.preview")}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {preview && <PagePreview page={page} values={values} />}
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-5"
          aria-label={t("admin.settings.pages.form", { page: label })}
        >
          <div className="grid gap-5 md:grid-cols-2">
            {fields.map((name) => {
              const id = `${idPrefix}-${name}`;
              const common = {
                id,
                name,
                value: values[name] ?? "",
                disabled: save.isPending,
                "aria-invalid": errors[name] ? true : undefined,
                "aria-describedby": errors[name] ? `${id}-error` : undefined,
                onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                  setValues((current) => ({ ...current, [name]: event.target.value })),
              };
              const long = isLong(saved, name);
              return (
                <FormField
                  key={name}
                  id={id}
                  label={fieldLabel(t, name)}
                  error={errors[name]}
                  className={long ? "md:col-span-2" : undefined}
                >
                  {long ? <Textarea rows={4} {...common} /> : <Input {...common} />}
                </FormField>
              );
            })}
          </div>
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? t("admin.settings.saving") : t("admin.settings.pages.saveChanges")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The unsaved texts laid out as the page shows them (titles, paragraphs and buttons), as plain text. */
function PagePreview({ page, values }: { page: PageId; values: Record<string, string> }) {
  const t = useT();
  const v = (field: string) => values[field] ?? "";
  return (
    <section
      aria-label={t("admin.settings.pages.preview")}
      className="overflow-hidden rounded-2xl border border-brand-100 bg-gradient-to-b from-brand-50 via-white to-white p-6 sm:p-10"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t("admin.settings.pages.previewNotSaved")}
      </p>
      {page === "home" ? (
        <div className="mt-4 space-y-8">
          <div className="max-w-xl">
            <p className="text-sm font-medium text-brand-800">{v("heroBadge")}</p>
            <h3 className="mt-3 text-3xl font-extrabold tracking-tight text-ink">
              {v("heroTitle")} <span className="text-brand-700">{v("heroTitleHighlight")}</span>
            </h3>
            <p className="mt-3 text-slate-600">{v("heroDescription")}</p>
            <PreviewButtons primary={v("heroCTAButton")} secondary={v("heroSecondaryButton")} />
          </div>
          <h3 className="text-2xl font-bold text-ink">{v("featuredSectionTitle")}</h3>
          <div className="rounded-2xl bg-ink p-6 text-center text-white">
            <h3 className="text-2xl font-bold">{v("ctaTitle")}</h3>
            <p className="mt-2 text-slate-300">{v("ctaDescription")}</p>
            <PreviewButtons primary={v("ctaPrimaryButton")} secondary={v("ctaSecondaryButton")} center />
          </div>
        </div>
      ) : page === "about" ? (
        <div className="mt-4 space-y-6 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{v("eyebrow")}</p>
          <h3 className="text-3xl font-extrabold tracking-tight text-ink">{v("pageTitle")}</h3>
          <p className="text-slate-600">{v("intro")}</p>
          <div className="grid gap-4 text-start md:grid-cols-2">
            <PreviewCard title={v("storyTitle")} text={v("missionStatement")} />
            <PreviewCard title={v("visionTitle")} text={v("visionStatement")} />
          </div>
        </div>
      ) : (
        <div className="mt-4 space-y-6 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{v("eyebrow")}</p>
          <h3 className="text-3xl font-extrabold tracking-tight text-ink">{v("pageTitle")}</h3>
          <p className="text-slate-600">{v("subheading")}</p>
          <PreviewButtons primary={v("ctaButtonText")} center />
          <p className="text-slate-700">{v("description")}</p>
          <div className="grid gap-4 text-start md:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <PreviewCard key={n} title={v(`section${n}Title`)} text={v(`section${n}Text`)} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function PreviewButtons({ primary, secondary, center }: { primary: string; secondary?: string; center?: boolean }) {
  return (
    <div className={`mt-5 flex flex-wrap gap-3 ${center ? "justify-center" : ""}`}>
      <span className="rounded-full bg-brand-700 px-5 py-2 text-sm font-semibold text-white">{primary}</span>
      {secondary !== undefined && (
        <span className="rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-900">
          {secondary}
        </span>
      )}
    </div>
  );
}

function PreviewCard({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5">
      <h4 className="font-bold text-ink">{title}</h4>
      <p className="mt-2 text-sm text-slate-700">{text}</p>
    </div>
  );
}
