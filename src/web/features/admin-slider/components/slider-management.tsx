import { ArrowDown, ArrowUp, Images, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from "@/shared/locales";
import { type AdminSliderItem, SLIDER_TRANSLATED_FIELDS } from "@/shared/schemas/slider";
import type { TranslatedLocale } from "@/shared/schemas/translations";
import { BannerCarousel, type BannerSlideContent } from "@/web/components/banner-carousel";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { languagesColumn } from "@/web/components/content-languages";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { failureMessage } from "@/web/lib/api-client";
import { messageParts, useLocale, useT } from "@/web/lib/i18n";
import { useDeleteSliderItem, useMoveSliderItem, useSetSliderItemActive, useSliderItems } from "../api/slider-items";
import { type DraftErrors, EMPTY_DRAFT, type SliderDraft, SliderForm, translationDrafts } from "./slider-form";

const draftOf = (item: AdminSliderItem): SliderDraft => ({
  id: item.id,
  title: item.title,
  description: item.description,
  imageUrl: item.imageUrl,
  buttonText: item.buttonText ?? "",
  buttonLink: item.buttonLink ?? "",
  translations: translationDrafts(item.translations),
});

type SlideTexts = Pick<BannerSlideContent, "title" | "description" | "buttonText">;

/** A slide's texts as visitors of `language` read them: its translation's where written, English elsewhere. */
function textsIn(
  language: Locale,
  english: SlideTexts,
  translations: AdminSliderItem["translations"] | SliderDraft["translations"],
): SlideTexts {
  if (language === DEFAULT_LOCALE) return english;
  const translation = translations[language as TranslatedLocale] ?? {};
  const texts = { ...english };
  for (const field of SLIDER_TRANSLATED_FIELDS) {
    const text = translation[field]?.trim();
    if (text) texts[field] = text;
  }
  return texts;
}

const hasContent = (draft: SliderDraft) => Boolean(draft.title || draft.description || draft.imageUrl);

/**
 * What the preview shows, in the language being edited: the slide being written, alone, as the home page
 * will show it; otherwise the home page's carousel as it is now (the active slides in order).
 */
function previewOf(
  t: ReturnType<typeof useT>,
  language: Locale,
  draft: SliderDraft,
  items: AdminSliderItem[],
): { slides: BannerSlideContent[]; caption: string } {
  if (hasContent(draft)) {
    const english = {
      title: draft.title || t("admin.slider.preview.yourTitle"),
      description: draft.description || t("admin.slider.preview.yourDescription"),
      buttonText: draft.buttonText.trim() || null,
    };
    return {
      caption: t("admin.slider.preview.writing"),
      slides: [
        {
          id: draft.id ?? "draft",
          ...textsIn(language, english, draft.translations),
          imageUrl: draft.imageUrl || "/banners/golden-hour.svg",
          buttonLink: draft.buttonLink.trim() || null,
        },
      ],
    };
  }
  return {
    caption: t("admin.slider.preview.current"),
    slides: items
      .filter((item) => item.active)
      .map((item) => ({ ...item, ...textsIn(language, item, item.translations) })),
  };
}

/** /admin/slider: the home page's banner slides: add and edit, a live preview, order, show or hide, delete. */
export function SliderManagement() {
  const t = useT();
  const { locale } = useLocale();
  const query = useSliderItems();
  const move = useMoveSliderItem();
  const setActive = useSetSliderItemActive();
  const remove = useDeleteSliderItem();
  const [draft, setDraft] = useState<SliderDraft>(EMPTY_DRAFT);
  // The language the form edits, and the preview shows (kept from one slide to the next).
  const [language, setLanguage] = useState<Locale>(DEFAULT_LOCALE);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [deleting, setDeleting] = useState<AdminSliderItem | null>(null);

  const items = query.data ?? [];
  const preview = previewOf(t, language, draft, items);
  const busy = move.isPending;

  const startOver = () => {
    setDraft(EMPTY_DRAFT);
    setErrors({});
  };
  const edit = (item: AdminSliderItem) => {
    setDraft(draftOf(item));
    setErrors({});
    document.getElementById("slide-title")?.focus();
  };
  const onMove = (item: AdminSliderItem, direction: "up" | "down") =>
    move.mutate(
      { id: item.id, direction },
      { onError: (error) => toast.error(failureMessage(t("admin.slider.errors.reorder"), error)) },
    );
  const onToggle = (item: AdminSliderItem, active: boolean) =>
    setActive.mutate(
      { id: item.id, active },
      {
        onSuccess: () => toast.success(active ? t("admin.slider.list.shown") : t("admin.slider.list.hiddenToast")),
        onError: (error) => toast.error(failureMessage(t("admin.slider.errors.status"), error)),
      },
    );

  const columns: TableColumn<AdminSliderItem>[] = [
    {
      id: "order",
      header: t("admin.slider.list.column.order"),
      className: "w-16 text-slate-600 tabular-nums",
      cell: (row) => (items.indexOf(row) + 1).toLocaleString(locale === "en" ? "en-US" : INTL_LOCALES[locale]),
    },
    {
      id: "image",
      header: t("admin.slider.list.column.image"),
      cell: (row) => (
        <img src={row.imageUrl} alt="" className="aspect-[21/9] w-28 rounded-md object-cover ring-1 ring-black/10" />
      ),
    },
    {
      id: "slide",
      header: t("admin.slider.list.column.slide"),
      rowHeader: true,
      className: "min-w-56 max-w-sm",
      cell: (row) => (
        <div>
          <p dir="auto" className="font-medium text-slate-900">
            {row.title}
          </p>
          <p dir="auto" className="line-clamp-2 text-slate-600">
            {row.description}
          </p>
          {row.buttonText && row.buttonLink && (
            <p className="mt-1 text-xs text-slate-500">
              <bdi>{row.buttonText}</bdi> <span className="rtl:-scale-x-100 inline-block">→</span>{" "}
              <span dir="ltr" className="break-all">
                {row.buttonLink}
              </span>
            </p>
          )}
        </div>
      ),
    },
    languagesColumn(t),
    {
      id: "active",
      header: t("admin.slider.list.column.active"),
      cell: (row) => (
        <div className="flex items-center gap-2">
          <Switch
            label={t("admin.slider.list.activeLabel", { title: row.title })}
            checked={row.active}
            disabled={setActive.isPending && setActive.variables?.id === row.id}
            onCheckedChange={(active) => onToggle(row, active)}
          />
          {!row.active && <Badge variant="outline">{t("admin.slider.list.hidden")}</Badge>}
        </div>
      ),
    },
    {
      id: "actions",
      header: t("admin.slider.list.column.actions"),
      hideHeader: true,
      align: "right",
      cell: (row) => {
        const index = items.indexOf(row);
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("admin.slider.list.moveUp", { title: row.title })}
              disabled={index === 0 || busy}
              onClick={() => onMove(row, "up")}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("admin.slider.list.moveDown", { title: row.title })}
              disabled={index === items.length - 1 || busy}
              onClick={() => onMove(row, "down")}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("admin.slider.list.edit", { title: row.title })}
              onClick={() => edit(row)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("admin.slider.list.delete", { title: row.title })}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => setDeleting(row)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="space-y-6">
      <div className="grid gap-6">
        <SliderForm
          draft={draft}
          language={language}
          onLanguage={setLanguage}
          errors={errors}
          onChange={setDraft}
          onErrors={setErrors}
          onDone={startOver}
        />
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>{t("admin.slider.preview.title")}</CardTitle>
            <CardDescription>{preview.caption}</CardDescription>
          </CardHeader>
          <CardContent>
            {preview.slides.length > 0 ? (
              <BannerCarousel items={preview.slides} label={t("admin.slider.preview.label")} className="" />
            ) : (
              <p className="rounded-2xl bg-slate-50 p-6 text-sm text-slate-600">{t("admin.slider.preview.none")}</p>
            )}
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="slides-heading" className="space-y-3">
        <h2 id="slides-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.slider.list.title")}
        </h2>
        {query.isPending ? (
          <ListSkeleton label={t("admin.slider.list.loading")} rowClassName="h-20" />
        ) : query.isError ? (
          <ErrorState message={t("admin.slider.errors.fetch")} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Images} title={t("admin.slider.list.emptyTitle")}>
            {t("admin.slider.list.emptyText")}
          </EmptyState>
        ) : (
          <Table
            caption={t("admin.slider.list.caption")}
            columns={columns}
            rows={items}
            rowKey={(row) => row.id}
            tableClassName="min-w-[54rem]"
          />
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("admin.slider.list.deleteTitle")}
        description={
          deleting ? messageParts(t, "admin.slider.list.deleteText", { title: <bdi>{deleting.title}</bdi> }) : ""
        }
        confirmLabel={t("admin.slider.list.deleteConfirm")}
        cancelLabel={t("admin.slider.list.keep")}
        destructive
        describeError={(error) => failureMessage(t("admin.slider.errors.delete"), error)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          if (draft.id === deleting.id) startOver();
          toast.success(t("admin.slider.list.deleted"));
        }}
      />
    </div>
  );
}
