import { Video } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { MAX_SHOWCASE_VIDEOS } from "@/shared/catalogue";
import type { ShowcaseCandidate } from "@/shared/schemas/celebrity-profile";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-client";
import { cn } from "@/web/lib/utils";
import { useSetShowcase, useShowcase } from "../api/showcase";

const featuredOf = (items: ShowcaseCandidate[]) =>
  items
    .filter((item) => item.position !== null)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((item) => item.requestId);

const dateOf = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { day: "numeric", month: "short", year: "numeric" }) : "";

/** Up to MAX_SHOWCASE_VIDEOS delivered videos (each one its fan allowed) for the profile's Videos tab. */
export function ShowcasePicker() {
  const showcase = useShowcase();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Videos on your profile</CardTitle>
        <CardDescription>
          Feature up to {MAX_SHOWCASE_VIDEOS} videos you delivered. Only videos whose fan allowed it are listed; a fan
          can withdraw at any time.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {showcase.isPending ? (
          <LoadingState label="Loading your videos…" />
        ) : showcase.isError ? (
          <ErrorState message="We couldn't load your videos." onRetry={() => showcase.refetch()} />
        ) : showcase.data.length === 0 ? (
          <EmptyState icon={Video} title="No videos to feature yet">
            When a fan allows you to feature a video you delivered, it appears here.
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
        {chosen.length} of {MAX_SHOWCASE_VIDEOS} chosen{full ? ": untick one to choose another." : "."}
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
                aria-label={`Video for ${item.fanName}`}
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
                    {checked ? `Featured #${position + 1}` : "Feature on my profile"}
                  </span>
                  <span className="block text-slate-600">
                    {[item.occasion, `for ${item.fanName}`, dateOf(item.completedAt)].filter(Boolean).join(" · ")}
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
                toast.success("Videos updated", { description: "Your profile's Videos tab shows your choice." }),
              onError: (error) =>
                toast.error("Update failed", {
                  description: errorMessage(error, "There was a problem saving your changes. Please try again."),
                }),
            })
          }
        >
          Save videos
        </Button>
        {changed && (
          <Button variant="outline" onClick={() => setChosen(saved)} disabled={save.isPending}>
            Undo changes
          </Button>
        )}
      </div>
    </div>
  );
}
