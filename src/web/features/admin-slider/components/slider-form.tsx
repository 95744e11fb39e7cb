import { ImageUp } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef } from "react";
import { toast } from "sonner";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import {
  isSafeSliderLink,
  SLIDER_LIMITS,
  SLIDER_LINK_MESSAGE,
  SLIDER_TRANSLATED_FIELDS,
  type SliderItemInput,
  type SliderTranslatedField,
} from "@/shared/schemas/slider";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/shared/schemas/translations";
import { LanguageTabs } from "@/web/components/content-languages";
import { ImageFileInput } from "@/web/components/image-file-input";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { failureMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { toastUploadFailure } from "@/web/lib/image-file";
import { useSaveSliderItem, useUploadSliderImage } from "../api/slider-items";

/** A slide's texts in another language, as typed (empty: the English text shows). */
export type TranslationDraft = Record<SliderTranslatedField, string>;

export type SliderDraft = {
  /** The slide being edited; null for a new one. */
  id: string | null;
  title: string;
  description: string;
  imageUrl: string;
  buttonText: string;
  buttonLink: string;
  translations: Record<TranslatedLocale, TranslationDraft>;
};

const FIELD_IDS: Record<SliderTranslatedField, string> = {
  title: "slide-title",
  description: "slide-description",
  buttonText: "slide-button-text",
};

const EMPTY_TRANSLATION: TranslationDraft = { title: "", description: "", buttonText: "" };

/** Each language's texts from what the server keeps (a missing text is an empty field). */
export const translationDrafts = (
  saved: Partial<Record<TranslatedLocale, Partial<Record<SliderTranslatedField, string | null>>>> = {},
): Record<TranslatedLocale, TranslationDraft> =>
  Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [
      locale,
      Object.fromEntries(SLIDER_TRANSLATED_FIELDS.map((field) => [field, saved[locale]?.[field] ?? ""])),
    ]),
  ) as Record<TranslatedLocale, TranslationDraft>;

export const EMPTY_DRAFT: SliderDraft = {
  id: null,
  title: "",
  description: "",
  imageUrl: "",
  buttonText: "",
  buttonLink: "",
  translations: translationDrafts(),
};

/** What a save sends of the translations: every language with a text (all of them: a save replaces them). */
export function translationsInput(draft: SliderDraft): NonNullable<SliderItemInput["translations"]> {
  const input: NonNullable<SliderItemInput["translations"]> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = draft.translations[locale] ?? EMPTY_TRANSLATION;
    if (SLIDER_TRANSLATED_FIELDS.some((field) => texts[field].trim())) input[locale] = { ...texts };
  }
  return input;
}

export type DraftErrors = Partial<Record<"title" | "description" | "imageUrl" | "buttonLink", string>>;

/**
 * The same checks as the server's: required fields, and a link that is a site path or an https URL (the
 * schema's English message, which the form field shows in the page's language).
 */
export function validateDraft(draft: SliderDraft, t: ReturnType<typeof useT>): DraftErrors {
  const errors: DraftErrors = {};
  if (!draft.title.trim()) errors.title = t("admin.slider.form.titleRequired");
  if (!draft.description.trim()) errors.description = t("admin.slider.form.descriptionRequired");
  if (!draft.imageUrl) errors.imageUrl = t("admin.slider.form.imageRequired");
  const link = draft.buttonLink.trim();
  if (link && !isSafeSliderLink(link)) errors.buttonLink = SLIDER_LINK_MESSAGE;
  return errors;
}

type Props = {
  draft: SliderDraft;
  /** The language the texts are edited in: English (the slide itself) or a translation. */
  language: Locale;
  onLanguage: (language: Locale) => void;
  errors: DraftErrors;
  onChange: (draft: SliderDraft) => void;
  onErrors: (errors: DraftErrors) => void;
  /** After a save or a cancel: the form starts over. */
  onDone: () => void;
};

/** Add or edit a slide: title, description and image required; button text and link optional. */
export function SliderForm({ draft, language, onLanguage, errors, onChange, onErrors, onDone }: Props) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadSliderImage();
  const save = useSaveSliderItem();
  const set = (field: keyof SliderDraft) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...draft, [field]: event.target.value });
  const english = language === DEFAULT_LOCALE;
  const translation = english ? null : draft.translations[language as TranslatedLocale];
  /**
   * A translatable text's field: in English the slide's own text (with its errors); in another language that
   * language's text, the English one as its placeholder.
   */
  const textField = (field: SliderTranslatedField) => {
    if (!translation) {
      return {
        value: draft[field],
        onChange: set(field),
        "aria-invalid": field !== "buttonText" && errors[field] ? true : undefined,
        "aria-describedby": field !== "buttonText" ? describedBy(field) : undefined,
      };
    }
    return {
      value: translation[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange({
          ...draft,
          translations: { ...draft.translations, [language]: { ...translation, [field]: event.target.value } },
        }),
      placeholder: draft[field],
      lang: language,
      dir: "auto" as const,
      "aria-describedby": `${FIELD_IDS[field]}-hint`,
    };
  };
  const translationHint = english ? undefined : t("admin.translations.emptyHint");

  const onPick = (file: File) => {
    upload.mutate(file, {
      onSuccess: (imageUrl) => {
        onChange({ ...draft, imageUrl });
        onErrors({ ...errors, imageUrl: undefined });
      },
      onError: (error) => {
        toastUploadFailure(error, t);
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDraft(draft, t);
    onErrors(found);
    if (found.title || found.description || found.imageUrl) {
      // The required texts are the English ones: show them with their errors.
      onLanguage(DEFAULT_LOCALE);
      toast.error(t("admin.slider.required.title"), { description: t("admin.slider.required.description") });
      return;
    }
    if (found.buttonLink) return;
    save.mutate(
      {
        id: draft.id,
        values: {
          title: draft.title,
          description: draft.description,
          imageUrl: draft.imageUrl,
          buttonText: draft.buttonText,
          buttonLink: draft.buttonLink,
          translations: translationsInput(draft),
        },
      },
      {
        onSuccess: () => {
          toast.success(draft.id ? t("admin.slider.form.updated") : t("admin.slider.form.added"), {
            description: t("admin.slider.form.savedText"),
          });
          onDone();
        },
        onError: (error) => toast.error(failureMessage(t("admin.slider.errors.save"), error)),
      },
    );
  };

  const describedBy = (field: keyof DraftErrors) => (errors[field] ? `slide-${field}-error` : undefined);
  const editing = draft.id !== null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? t("admin.slider.form.edit") : t("admin.slider.form.add")}</CardTitle>
        <CardDescription>{t("admin.slider.form.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="space-y-4"
          aria-label={editing ? t("admin.slider.form.edit") : t("admin.slider.form.add")}
        >
          <LanguageTabs value={language} onChange={onLanguage}>
            <FormField
              id="slide-title"
              label={t("admin.slider.form.title")}
              error={english ? errors.title : undefined}
              hint={translationHint}
            >
              <Input id="slide-title" maxLength={SLIDER_LIMITS.title} {...textField("title")} />
            </FormField>
            <FormField
              id="slide-description"
              label={t("admin.slider.form.descriptionLabel")}
              error={english ? errors.description : undefined}
              hint={translationHint}
            >
              <Textarea
                id="slide-description"
                rows={3}
                maxLength={SLIDER_LIMITS.description}
                {...textField("description")}
              />
            </FormField>
            <FormField id="slide-button-text" label={t("admin.slider.form.buttonText")} hint={translationHint}>
              <Input id="slide-button-text" maxLength={SLIDER_LIMITS.buttonText} {...textField("buttonText")} />
            </FormField>
            {!english && <p className="text-sm text-slate-600">{t("admin.slider.form.sameInEveryLanguage")}</p>}
          </LanguageTabs>
          <FormField
            id="slide-image"
            label={t("admin.slider.form.image")}
            error={errors.imageUrl}
            hint={t("admin.slider.form.imageHint")}
          >
            <div className="flex flex-wrap items-center gap-3">
              {draft.imageUrl ? (
                <img
                  src={draft.imageUrl}
                  alt={t("admin.slider.form.imageAlt")}
                  className="aspect-[21/9] w-40 rounded-lg object-cover ring-1 ring-black/10"
                />
              ) : (
                <span className="flex aspect-[21/9] w-40 items-center justify-center rounded-lg bg-slate-100 text-xs text-slate-700">
                  {t("admin.slider.form.noImage")}
                </span>
              )}
              <ImageFileInput ref={inputRef} data-testid="slide-image-input" onImage={onPick} />
              <Button
                icon={<ImageUp aria-hidden="true" />}
                id="slide-image"
                type="button"
                variant="outline"
                onClick={() => inputRef.current?.click()}
                pending={upload.isPending}
                aria-describedby={[describedBy("imageUrl"), "slide-image-hint"].filter(Boolean).join(" ")}
              >
                {upload.isPending
                  ? t("admin.slider.form.uploading")
                  : draft.imageUrl
                    ? t("admin.slider.form.replaceImage")
                    : t("admin.slider.form.uploadImage")}
              </Button>
            </div>
          </FormField>
          <FormField
            id="slide-button-link"
            label={t("admin.slider.form.link")}
            error={errors.buttonLink}
            hint={t("admin.slider.form.linkHint")}
          >
            <Input
              id="slide-button-link"
              value={draft.buttonLink}
              onChange={set("buttonLink")}
              maxLength={SLIDER_LIMITS.buttonLink}
              placeholder="/celebrities"
              aria-invalid={errors.buttonLink ? true : undefined}
              aria-describedby={[describedBy("buttonLink"), "slide-button-link-hint"].filter(Boolean).join(" ")}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={upload.isPending} pending={save.isPending}>
              {editing ? t("admin.slider.form.saveChanges") : t("admin.slider.form.addSlide")}
            </Button>
            {(editing || draft !== EMPTY_DRAFT) && (
              <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
                {editing ? t("admin.slider.form.cancelEditing") : t("admin.slider.form.clear")}
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
