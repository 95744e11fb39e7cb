import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { RelativeTime } from "@/web/components/relative-time";
import { EmptyState, ErrorState, LoadingState } from "@/web/components/states";
import { useT } from "@/web/lib/i18n";
import { showcaseVideoSource } from "@/web/lib/network";
import { useHydrated } from "@/web/lib/use-hydrated";
import { useCelebrityVideos } from "../api/get-celebrity-videos";

export function VideosTab({ celebrity }: { celebrity: CelebrityDetail }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useCelebrityVideos(celebrity.username);
  // Posters once the page works: in the server's HTML they would share a slow line with the app's code.
  const hydrated = useHydrated();
  if (isPending) return <LoadingState label={t("catalogue.videos.loading")} />;
  if (isError) return <ErrorState message={t("catalogue.videos.loadError")} onRetry={() => refetch()} />;
  if (data.items.length === 0) return <EmptyState icon={null}>{t("catalogue.videos.empty")}</EmptyState>;
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {data.items.map((video) => (
        <li key={video.id}>
          <figure>
            {/* biome-ignore lint/a11y/useMediaCaption: showcase videos are uploaded without caption tracks */}
            <video
              controls
              playsInline
              preload="none"
              poster={(hydrated && video.posterUrl) || undefined}
              src={showcaseVideoSource(video)}
              aria-label={video.title}
              className="aspect-[3/4] w-full rounded-2xl bg-slate-900 object-cover"
            />
            <figcaption className="mt-2">
              <span dir="auto" className="block truncate text-sm font-medium text-slate-900">
                {video.title}
              </span>
              <RelativeTime iso={video.createdAt} className="text-xs text-slate-500" />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
