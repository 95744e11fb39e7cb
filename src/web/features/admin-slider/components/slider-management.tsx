import { ArrowDown, ArrowUp, Images, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { type AdminSliderItem, SLIDER_ERRORS } from "@/shared/schemas/slider";
import { BannerCarousel, type BannerSlideContent } from "@/web/components/banner-carousel";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { EmptyState, ErrorState, ListSkeleton } from "@/web/components/states";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Switch } from "@/web/components/ui/switch";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { failureMessage } from "@/web/lib/api-client";
import { useDeleteSliderItem, useMoveSliderItem, useSetSliderItemActive, useSliderItems } from "../api/slider-items";
import { type DraftErrors, EMPTY_DRAFT, type SliderDraft, SliderForm } from "./slider-form";

const draftOf = (item: AdminSliderItem): SliderDraft => ({
  id: item.id,
  title: item.title,
  description: item.description,
  imageUrl: item.imageUrl,
  buttonText: item.buttonText ?? "",
  buttonLink: item.buttonLink ?? "",
});

const hasContent = (draft: SliderDraft) => Boolean(draft.title || draft.description || draft.imageUrl);

/**
 * What the preview shows: the slide being written, alone, as the home page will show it; otherwise the
 * home page's carousel as it is now (the active slides in order).
 */
function previewOf(draft: SliderDraft, items: AdminSliderItem[]): { slides: BannerSlideContent[]; caption: string } {
  if (hasContent(draft)) {
    return {
      caption: "The slide you are writing, as the home page will show it.",
      slides: [
        {
          id: draft.id ?? "draft",
          title: draft.title || "Your title",
          description: draft.description || "Your description",
          imageUrl: draft.imageUrl || "/banners/golden-hour.svg",
          buttonText: draft.buttonText.trim() || null,
          buttonLink: draft.buttonLink.trim() || null,
        },
      ],
    };
  }
  return {
    caption: "The home page's carousel as visitors see it now.",
    slides: items.filter((item) => item.active),
  };
}

/** /admin/slider: the home page's banner slides: add and edit, a live preview, order, show or hide, delete. */
export function SliderManagement() {
  const query = useSliderItems();
  const move = useMoveSliderItem();
  const setActive = useSetSliderItemActive();
  const remove = useDeleteSliderItem();
  const [draft, setDraft] = useState<SliderDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [deleting, setDeleting] = useState<AdminSliderItem | null>(null);

  const items = query.data ?? [];
  const preview = previewOf(draft, items);
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
      { onError: (error) => toast.error(failureMessage(SLIDER_ERRORS.reorder, error)) },
    );
  const onToggle = (item: AdminSliderItem, active: boolean) =>
    setActive.mutate(
      { id: item.id, active },
      {
        onSuccess: () => toast.success(active ? "Slide shown on the home page" : "Slide hidden from the home page"),
        onError: (error) => toast.error(failureMessage(SLIDER_ERRORS.status, error)),
      },
    );

  const columns: TableColumn<AdminSliderItem>[] = [
    {
      id: "order",
      header: "Order",
      className: "w-16 text-slate-600 tabular-nums",
      cell: (row) => items.indexOf(row) + 1,
    },
    {
      id: "image",
      header: "Image",
      cell: (row) => (
        <img src={row.imageUrl} alt="" className="aspect-[21/9] w-28 rounded-md object-cover ring-1 ring-black/10" />
      ),
    },
    {
      id: "slide",
      header: "Slide",
      rowHeader: true,
      className: "min-w-56 max-w-sm",
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900">{row.title}</p>
          <p className="line-clamp-2 text-slate-600">{row.description}</p>
          {row.buttonText && row.buttonLink && (
            <p className="mt-1 text-xs text-slate-500">
              {row.buttonText} → <span className="break-all">{row.buttonLink}</span>
            </p>
          )}
        </div>
      ),
    },
    {
      id: "active",
      header: "Active",
      cell: (row) => (
        <div className="flex items-center gap-2">
          <Switch
            label={`Active: ${row.title}`}
            checked={row.active}
            disabled={setActive.isPending && setActive.variables?.id === row.id}
            onCheckedChange={(active) => onToggle(row, active)}
          />
          {!row.active && <Badge variant="outline">Hidden</Badge>}
        </div>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      hideHeader: true,
      align: "right",
      cell: (row) => {
        const index = items.indexOf(row);
        return (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move up: ${row.title}`}
              disabled={index === 0 || busy}
              onClick={() => onMove(row, "up")}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Move down: ${row.title}`}
              disabled={index === items.length - 1 || busy}
              onClick={() => onMove(row, "down")}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Edit: ${row.title}`} onClick={() => edit(row)}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete: ${row.title}`}
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
        <SliderForm draft={draft} errors={errors} onChange={setDraft} onErrors={setErrors} onDone={startOver} />
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Preview</CardTitle>
            <CardDescription>{preview.caption}</CardDescription>
          </CardHeader>
          <CardContent>
            {preview.slides.length > 0 ? (
              <BannerCarousel items={preview.slides} label="Slider preview" className="" />
            ) : (
              <p className="rounded-2xl bg-slate-50 p-6 text-sm text-slate-600">
                No active slides: the home page shows no slider.
              </p>
            )}
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="slides-heading" className="space-y-3">
        <h2 id="slides-heading" className="text-lg font-semibold text-slate-900">
          Slides
        </h2>
        {query.isPending ? (
          <ListSkeleton label="Loading slides…" rowClassName="h-20" />
        ) : query.isError ? (
          <ErrorState message={SLIDER_ERRORS.fetch} onRetry={() => void query.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState icon={Images} title="No slides yet">
            Add a slide above: the home page shows its slider once there is an active slide.
          </EmptyState>
        ) : (
          <Table
            caption="Slides in display order"
            columns={columns}
            rows={items}
            rowKey={(row) => row.id}
            tableClassName="min-w-[46rem]"
          />
        )}
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this slide?"
        description={deleting ? `"${deleting.title}" leaves the home page and cannot be restored.` : ""}
        confirmLabel="Delete slide"
        cancelLabel="Keep slide"
        destructive
        describeError={(error) => failureMessage(SLIDER_ERRORS.delete, error)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          if (draft.id === deleting.id) startOver();
          toast.success("Slide deleted");
        }}
      />
    </div>
  );
}
