import { Video } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { MAX_SHOWCASE_VIDEOS } from "@/shared/catalogue";
import type { ShowcaseCandidate } from "@/shared/schemas/celebrity-profile";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate } from "@/web/lib/format";
import { useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { useSetShowcase, useShowcase } from "../api/showcase";

const featuredOf = (items: ShowcaseCandidate[]) =>
  items
    .filter((item) => item.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => item.requestId);

/** Up to MAX_SHOWCASE_VIDEOS delivered videos (each one its fan allowed) for the profile's Videos tab. */
export function ShowcasePicker() {
  const t = useT();
  const showcase = useShowcase();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.showcase.title")}</CardTitle>
        <CardDescription>{t("account.showcase.description", { max: MAX_SHOWCASE_VIDEOS })}</CardDescription>
      </CardHeader>
      <CardContent>
        {showcase.isPending ? (
          <LoadingState label={t("account.myVideos.loading")} />
        ) : showcase.isError ? (
          <ErrorState message={t("account.myVideos.loadError")} onRetry={() => showcase.refetch()} />
        ) : showcase.data.length === 0 ? (
          <EmptyState icon={Video} title={t("account.showcase.emptyTitle")}>
            {t("account.showcase.emptyText")}
          </EmptyState>
        ) : (
          // Keyed by what is saved, so a save (or a fan's change) starts the choice afresh.
          <ShowcaseChoice key={featuredOf(showcase.data).join()} items={showcase.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ShowcaseChoice({ items }: { items: ShowcaseCandidate[] }) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const isolate = useIsolate();
  const saved = featuredOf(items);
  const [chosen, setChosen] = useState<string[]>(saved);
  const save = useSetShowcase();
  const full = chosen.length >= MAX_SHOWCASE_VIDEOS;
  const changed = chosen.join() !== saved.join();

  const toggle = (requestId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, requestId] : current.filter((id) => id !== requestId)));

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700" aria-live="polite">
        {full
          ? t("account.showcase.chosenFull", { count: chosen.length, max: MAX_SHOWCASE_VIDEOS })
          : t("account.showcase.chosen", { count: chosen.length, max: MAX_SHOWCASE_VIDEOS })}
      </p>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const position = chosen.indexOf(item.requestId);
          const checked = position >= 0;
          const inputId = `showcase-${item.requestId}`;
          return (
            <li
              key={item.requestId}
              className={cn(
                "overflow-hidden rounded-2xl border bg-white",
                checked ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200",
              )}
            >
              {/* biome-ignore lint/a11y/useMediaCaption: delivered videos are recorded without caption tracks */}
              <video
                controls
                playsInline
                preload="none"
                poster={item.posterUrl ?? undefined}
                src={item.videoUrl}
                aria-label={t("account.showcase.videoFor", { fan: isolate(item.recipientName ?? item.fanName) })}
                className="aspect-video w-full bg-slate-900 object-cover"
              />
              <div className="flex items-start gap-3 p-3">
                <input
                  id={inputId}
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(item.requestId, event.target.checked)}
                  className="mt-1 size-4 accent-brand-700"
                />
                <label htmlFor={inputId} className="min-w-0 text-sm">
                  <span className="block font-medium text-slate-900">
                    {checked
                      ? t("account.showcase.featured", { position: position + 1 })
                      : t("account.showcase.feature")}
                  </span>
                  <span className="block text-slate-600">
                    {[
                      item.occasion && names.occasion(item.occasion),
                      // The clip is for the person it greets; the fan who booked it when they named no one.
                      t("account.fanRequests.forRecipient", { name: isolate(item.recipientName ?? item.fanName) }),
                      item.completedAt && formatDate(item.completedAt, locale),
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </label>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!changed}
          pending={save.isPending}
          onClick={() =>
            save.mutate(chosen, {
              onSuccess: () =>
                toast.success(t("account.showcase.saved"), { description: t("account.showcase.savedText") }),
              onError: (error) =>
                toast.error(t("account.common.updateFailed"), {
                  description: errorMessage(error, t("account.common.savingProblem")),
                }),
            })
          }
        >
          {t("account.showcase.save")}
        </Button>
        {changed && (
          <Button variant="outline" onClick={() => setChosen(saved)} disabled={save.isPending}>
            {t("account.showcase.undo")}
          </Button>
        )}
      </div>
    </div>
  );
}
