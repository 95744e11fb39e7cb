import { ImagePlus, Save, Send, Tag, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useBlocker, useNavigate } from "react-router";
import { toast } from "sonner";
import { BLOG_MESSAGES } from "@/shared/blog-messages";
import { IMAGE_ACCEPT } from "@/shared/images";
import { DEFAULT_LOCALE, type Locale } from "@/shared/locales";
import {
  type AdminBlogPost,
  BLOG_LIMITS,
  type BlogStatus,
  type BlogTranslatedField,
  slugify,
} from "@/shared/schemas/blog";
import type { TranslatedLocale } from "@/shared/schemas/translations";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { LanguageTabs } from "@/web/components/content-languages";
import { Markdown } from "@/web/components/markdown";
import { LoadingState } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { acceptImageFile, toastUploadFailure } from "@/web/lib/image-file";
import { useSession } from "@/web/lib/session";
import { uploadBlogImage, useAdminBlogPost, useSaveBlogPost } from "../api/admin-blog";
import {
  addTag,
  type EditorValues,
  emptyValues,
  hasMissingFields,
  sameValues,
  textIn,
  toInput,
  valuesOf,
  withTitle,
} from "./editor-form";
import { MarkdownToolbar } from "./markdown-toolbar";

/** /admin/blog/new and /admin/blog/edit/:id: loads the post (when editing), then the form. */
export function BlogEditor({ id }: { id?: string }) {
  const t = useT();
  const navigate = useNavigate();
  const query = useAdminBlogPost(id);
  const notFound = query.isError && query.error instanceof ApiError && query.error.status === 404;

  useEffect(() => {
    if (!notFound) return;
    toast.error(t("admin.blog.messages.postNotFound"));
    navigate("/admin/blog", { replace: true });
  }, [notFound, navigate, t]);

  if (!id) return <EditorForm />;
  if (query.isPending || notFound) return <LoadingState label={t("admin.blog.editor.loading")} />;
  if (query.isError)
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-700">
        {t("admin.blog.messages.loadFailed")}
      </p>
    );
  return <EditorForm key={query.data.id} post={query.data} />;
}

function EditorForm({ post }: { post?: AdminBlogPost }) {
  const t = useT();
  const formId = useId();
  const navigate = useNavigate();
  const { user } = useSession();
  const initial = useRef<EditorValues>(post ? valuesOf(post) : emptyValues(user?.name ?? ""));
  const [values, setValues] = useState<EditorValues>(initial.current);
  const [tagText, setTagText] = useState("");
  const [uploading, setUploading] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  /** The language the title, excerpt and content fields edit (and the preview shows). */
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const coverRef = useRef<HTMLInputElement>(null);
  const save = useSaveBlogPost();
  /** Set just before leaving on purpose (after a save), so the unsaved-changes guard lets it through. */
  const leaving = useRef(false);

  const dirty = !sameValues(values, initial.current);

  // Leaving with unsaved changes asks first: inside the app (the router's blocker) and for the tab (beforeunload).
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const translating = language === DEFAULT_LOCALE ? null : (language as TranslatedLocale);
  /** A translatable text in the language being edited: English, or that language's translation. */
  const text = (field: BlogTranslatedField) => (translating ? values.translations[translating][field] : values[field]);
  const setText = (field: BlogTranslatedField, value: string) =>
    setValues((current) => {
      if (!translating) return field === "title" ? withTitle(current, value) : { ...current, [field]: value };
      const translation = { ...current.translations[translating], [field]: value };
      return { ...current, translations: { ...current.translations, [translating]: translation } };
    });
  /** In another language: the English text as the placeholder, the note that empty shows English. */
  const translationProps = (name: BlogTranslatedField) =>
    translating
      ? {
          placeholder: values[name],
          lang: translating,
          dir: "auto" as const,
          "aria-describedby": `${field(name)}-hint`,
        }
      : {};
  const translationHint = translating ? t("admin.translations.emptyHint") : undefined;

  const onTagKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const result = addTag(values.tags, tagText);
    if (result.error) {
      // The only refusal is the shared English "Tag already exists": shown in the page's language.
      toast.error(result.error === BLOG_MESSAGES.tagExists ? t("admin.blog.messages.tagExists") : result.error);
      return;
    }
    if (result.tags.length >= BLOG_LIMITS.tags + 1) return;
    set("tags", result.tags);
    setTagText("");
  };

  const uploadCover = async (file: File) => {
    if (!acceptImageFile(file, t)) return;
    setUploading(true);
    try {
      set("imageUrl", await uploadBlogImage(file));
    } catch (error) {
      toastUploadFailure(error, t);
    } finally {
      setUploading(false);
    }
  };

  const submit = (status: BlogStatus) => {
    if (hasMissingFields(values)) {
      setShowErrors(true);
      // The required texts are the English ones: show them.
      setLanguage(DEFAULT_LOCALE);
      toast.error(t("admin.blog.messages.missingFieldsTitle"), {
        description: t("admin.blog.messages.missingFields"),
      });
      return;
    }
    save.mutate(
      { id: post?.id, input: toInput(values, status) },
      {
        onSuccess: (saved) => {
          toast.success(status === "published" ? t("admin.blog.editor.published") : t("admin.blog.editor.draftSaved"), {
            description: saved.title,
          });
          leaving.current = true;
          navigate("/admin/blog");
        },
        onError: (error) =>
          toast.error(t("admin.blog.editor.saveFailed"), {
            description: errorMessage(error, t("admin.blog.editor.tryAgain")),
          }),
      },
    );
  };

  const missing = (value: string) => (showErrors && !value.trim() ? t("admin.blog.editor.required") : undefined);
  /** The English field's error; a translation's empty field is no error (English shows). */
  const missingText = (field: BlogTranslatedField) => (translating ? undefined : missing(values[field]));
  const field = (name: string) => `${formId}-${name}`;
  const preview = (name: BlogTranslatedField) => textIn(values, translating ?? DEFAULT_LOCALE, name);

  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit("published");
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2 text-sm text-slate-600">
          {post && (
            <Badge variant={post.status === "published" ? "success" : "secondary"}>
              {t(`admin.blogStatus.${post.status}`)}
            </Badge>
          )}
          {dirty && <span>{t("admin.blog.editor.unsaved")}</span>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => submit("draft")}>
            <Save aria-hidden="true" /> {t("admin.blog.editor.saveDraft")}
          </Button>
          <Button icon={<Send aria-hidden="true" />} type="submit" pending={save.isPending}>
            {t("admin.blog.editor.publish")}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-5">
          <LanguageTabs value={language} onChange={setLanguage}>
            <FormField
              id={field("title")}
              label={t("admin.blog.editor.title")}
              error={missingText("title")}
              hint={translationHint}
            >
              <Input
                id={field("title")}
                value={text("title")}
                maxLength={BLOG_LIMITS.title}
                aria-invalid={Boolean(missingText("title"))}
                onChange={(event) => setText("title", event.target.value)}
                {...translationProps("title")}
              />
            </FormField>
            <FormField
              id={field("excerpt")}
              label={t("admin.blog.editor.excerpt")}
              error={missingText("excerpt")}
              hint={translationHint}
            >
              <Textarea
                id={field("excerpt")}
                value={text("excerpt")}
                rows={3}
                maxLength={BLOG_LIMITS.excerpt}
                aria-invalid={Boolean(missingText("excerpt"))}
                onChange={(event) => setText("excerpt", event.target.value)}
                {...translationProps("excerpt")}
              />
            </FormField>
            <FormField
              id={field("content")}
              label={t("admin.blog.editor.content")}
              error={missingText("content")}
              hint={translationHint}
            >
              <div>
                <MarkdownToolbar textareaRef={contentRef} onChange={(value) => setText("content", value)} />
                <Textarea
                  id={field("content")}
                  ref={contentRef}
                  value={text("content")}
                  rows={16}
                  maxLength={BLOG_LIMITS.content}
                  aria-invalid={Boolean(missingText("content"))}
                  className="rounded-t-none font-mono text-sm"
                  onChange={(event) => setText("content", event.target.value)}
                  {...translationProps("content")}
                />
              </div>
            </FormField>
            {translating && <p className="text-sm text-slate-600">{t("admin.blog.editor.sameInEveryLanguage")}</p>}
          </LanguageTabs>
          <FormField
            id={field("slug")}
            label={t("admin.blog.editor.slug")}
            hint={t("admin.blog.editor.slugHint", { slug: slugify(values.slug) || "…" })}
          >
            <Input
              id={field("slug")}
              value={values.slug}
              maxLength={BLOG_LIMITS.slug}
              onChange={(event) => setValues((current) => ({ ...current, slug: event.target.value, slugEdited: true }))}
              onBlur={() => set("slug", slugify(values.slug))}
            />
          </FormField>
          <FormField id={field("author")} label={t("admin.blog.editor.author")} error={missing(values.author)}>
            <Input
              id={field("author")}
              value={values.author}
              maxLength={BLOG_LIMITS.author}
              aria-invalid={Boolean(missing(values.author))}
              onChange={(event) => set("author", event.target.value)}
            />
          </FormField>
          <FormField id={field("tags")} label={t("admin.blog.editor.tags")} hint={t("admin.blog.editor.tagsHint")}>
            <div className="space-y-2">
              <div className="relative">
                <Tag
                  className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-slate-500"
                  aria-hidden="true"
                />
                <Input
                  id={field("tags")}
                  value={tagText}
                  maxLength={BLOG_LIMITS.tag}
                  className="ps-9"
                  enterKeyHint="enter"
                  onChange={(event) => setTagText(event.target.value)}
                  onKeyDown={onTagKey}
                />
              </div>
              {values.tags.length > 0 && (
                <ul aria-label={t("admin.blog.editor.tagsAdded")} className="flex flex-wrap gap-2">
                  {values.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="brand" className="gap-1 py-1 pe-1">
                        <bdi>{tag}</bdi>
                        <button
                          type="button"
                          aria-label={t("admin.blog.editor.removeTag", { tag })}
                          className="rounded-full p-0.5 hover:bg-brand-100"
                          onClick={() =>
                            set(
                              "tags",
                              values.tags.filter((candidate) => candidate !== tag),
                            )
                          }
                        >
                          <X aria-hidden="true" />
                        </button>
                      </Badge>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </FormField>
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-900">{t("admin.blog.editor.cover")}</p>
            {values.imageUrl ? (
              <div className="relative overflow-hidden rounded-xl border border-slate-200">
                <img
                  src={values.imageUrl}
                  alt={t("admin.blog.editor.coverPreview")}
                  className="aspect-[16/9] w-full object-cover"
                />
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="absolute top-2 end-2 bg-white/90"
                  onClick={() => set("imageUrl", "")}
                >
                  <Trash2 aria-hidden="true" /> {t("admin.blog.editor.remove")}
                </Button>
              </div>
            ) : null}
            <Button
              icon={<ImagePlus aria-hidden="true" />}
              type="button"
              variant="outline"
              pending={uploading}
              onClick={() => coverRef.current?.click()}
            >
              {values.imageUrl ? t("admin.blog.editor.replaceCover") : t("admin.blog.editor.uploadCover")}
            </Button>
            <input
              ref={coverRef}
              type="file"
              accept={IMAGE_ACCEPT}
              className="hidden"
              aria-label={t("admin.blog.editor.coverFile")}
              data-testid="cover-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void uploadCover(file);
              }}
            />
          </div>
        </div>

        <section aria-label={t("admin.blog.editor.preview")} className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {t("admin.blog.editor.preview")}
          </h2>
          <div className="mt-2 max-h-[80vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            {values.imageUrl && (
              <img src={values.imageUrl} alt="" className="mb-6 aspect-[16/9] w-full rounded-xl object-cover" />
            )}
            <p dir="auto" className="text-2xl font-bold text-ink">
              {preview("title") || t("admin.blog.editor.untitled")}
            </p>
            {preview("excerpt") && (
              <p dir="auto" className="mt-2 text-slate-600">
                {preview("excerpt")}
              </p>
            )}
            <hr className="my-5 border-slate-200" />
            {preview("content").trim() ? (
              <div dir="auto">
                <Markdown>{preview("content")}</Markdown>
              </div>
            ) : (
              <p className="text-slate-500">{t("admin.blog.editor.previewEmpty")}</p>
            )}
          </div>
        </section>
      </div>

      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          if (!open && blocker.state === "blocked") blocker.reset();
        }}
        title={t("admin.blog.editor.leaveTitle")}
        description={t("admin.blog.editor.leaveText")}
        confirmLabel={t("admin.blog.editor.leave")}
        cancelLabel={t("admin.blog.editor.stay")}
        destructive
        onConfirm={() => blocker.proceed?.()}
      />
    </form>
  );
}
