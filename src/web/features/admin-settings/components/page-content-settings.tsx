import { Eye, EyeOff } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { PAGE_PATHS, type PageId, pageFieldLabel } from "@/shared/page-texts/pages";
import { PAGE_CONTENT_MESSAGES, PAGE_SCHEMAS } from "@/shared/schemas/page-content";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { Textarea } from "@/web/components/ui/textarea";
import { failureMessage } from "@/web/lib/api-client";
import { usePageContentQuery, useSavePageContent } from "@/web/lib/page-content";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";

/** The pages of this tab (spec: Home Page, About Page, Business Page); the others are edited in place. */
const PAGES = [
  { id: "home", label: "Home Page" },
  { id: "about", label: "About Page" },
  { id: "business", label: "Business Page" },
] as const satisfies { id: PageId; label: string }[];

/** Long texts get a text area; titles and buttons a line. */
const isLong = (saved: Record<string, string>, field: string) => (saved[field] ?? "").length > 70;

/** Admin Settings > Page Content: the texts of the home, about and business pages as forms, with a preview. */
export function PageContentSettings() {
  const [page, setPage] = useState<PageId>("home");
  return (
    <Tabs value={page} onValueChange={(next) => setPage(next as PageId)}>
      <TabsList aria-label="Page" className="max-w-full overflow-x-auto">
        {PAGES.map(({ id, label }) => (
          <TabsTrigger key={id} value={id}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {PAGES.map(({ id, label }) => (
        <TabsContent key={id} value={id}>
          <PageForm page={id} label={label} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

function PageForm({ page, label }: { page: PageId; label: string }) {
  const query = usePageContentQuery(page);
  if (query.isPending) return <LoadingState label="Loading page content…" />;
  if (query.isError) {
    return (
      <ErrorState
        title={PAGE_CONTENT_MESSAGES.loadFailed.title}
        message={PAGE_CONTENT_MESSAGES.loadFailed.description}
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
        toast.success(PAGE_CONTENT_MESSAGES.saved.title, { description: PAGE_CONTENT_MESSAGES.saved.description }),
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        toast.error(PAGE_CONTENT_MESSAGES.saveFailed.title, {
          description: failureMessage(PAGE_CONTENT_MESSAGES.saveFailed.description, error),
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
              The texts of{" "}
              <a className="text-brand-700 underline" href={PAGE_PATHS[page]}>
                {PAGE_PATHS[page]}
              </a>
              . Visitors see a saved change on their next visit.
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
            {preview ? "Hide preview" : "Preview"}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        {preview && <PagePreview page={page} values={values} />}
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label={`${label} content`}>
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
                  label={pageFieldLabel(name)}
                  error={errors[name]}
                  className={long ? "md:col-span-2" : undefined}
                >
                  {long ? <Textarea rows={4} {...common} /> : <Input {...common} />}
                </FormField>
              );
            })}
          </div>
          <Button type="submit" pending={save.isPending}>
            {save.isPending ? "Saving…" : "Save changes"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** The unsaved texts laid out as the page shows them (titles, paragraphs and buttons), as plain text. */
function PagePreview({ page, values }: { page: PageId; values: Record<string, string> }) {
  const v = (field: string) => values[field] ?? "";
  return (
    <section
      aria-label="Preview"
      className="overflow-hidden rounded-2xl border border-brand-100 bg-gradient-to-b from-brand-50 via-white to-white p-6 sm:p-10"
    >
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Preview (not saved)</p>
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
          <div className="grid gap-4 text-left md:grid-cols-2">
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
          <div className="grid gap-4 text-left md:grid-cols-3">
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
