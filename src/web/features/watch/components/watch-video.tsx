import { Gift } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { WatchVideo as WatchVideoData } from "@/shared/schemas/watch";
import { CelebrityThumb } from "@/web/components/celebrity-thumb";
import { VideoDownloads, VideoPlayer } from "@/web/components/video-player";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate, formatDay } from "@/web/lib/format";
import { messageParts, useLocale, useT } from "@/web/lib/i18n";
import { useHydrated } from "@/web/lib/use-hydrated";

/** The request's occasion in the page's language, or as it was stored when it is not one of the list's. */
function useOccasion(occasion: string | null): string | null {
  const names = useCatalogueNames();
  return occasion ? names.occasion(occasion) : null;
}

/** The recipient's page: who the video is from and for, the player, and Download. No account needed. */
export function WatchVideo({ video }: { video: WatchVideoData }) {
  const { celebrity } = video;
  const t = useT();
  const { locale } = useLocale();
  const [failed, setFailed] = useState(false);
  // The day in the visitor's time zone once the browser has the page; the server knows only UTC's.
  const hydrated = useHydrated();
  const recorded =
    video.deliveredAt &&
    (hydrated ? formatDate(video.deliveredAt, locale) : formatDay(video.deliveredAt.slice(0, 10), locale));
  const occasion = useOccasion(video.occasion);
  const about = [occasion, recorded && t("pages.watch.recorded", { date: recorded })].filter(Boolean).join(" · ");
  const celebrityName = <bdi>{celebrity.fullName}</bdi>;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex items-center gap-4">
        <CelebrityThumb name={celebrity.fullName} imageUrl={celebrity.imageUrl} className="size-14 sm:size-16" />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
            <Gift aria-hidden="true" className="size-4" />
            <span>
              {video.forName
                ? messageParts(t, "pages.watch.forName", { name: <bdi>{video.forName}</bdi> })
                : t("pages.watch.forYou")}
            </span>
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {messageParts(t, "pages.watch.from", { name: celebrityName })}
          </h1>
          {about && <p className="text-sm text-slate-600">{about}</p>}
        </div>
      </div>

      <div className="mt-6">
        {failed ? (
          <p
            role="alert"
            className="flex aspect-video items-center justify-center rounded-2xl bg-slate-900 px-6 text-center text-white"
          >
            {t("pages.watch.playbackError")}
          </p>
        ) : (
          <VideoPlayer
            sources={video}
            onError={() => setFailed(true)}
            className="rounded-2xl shadow-lg"
            testId="watch-player"
          />
        )}
      </div>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <VideoDownloads sources={video} singleLabel={t("pages.watch.download")} size="lg" />
        <p className="text-sm text-slate-600 sm:whitespace-nowrap">
          {t("pages.watch.wantOne")}{" "}
          <Link
            to={pageHref("/celebrity/:username", { username: celebrity.username })}
            className="font-semibold text-brand-700 hover:underline"
          >
            {messageParts(t, "pages.watch.book", { name: celebrityName })}
          </Link>
        </p>
      </div>
    </section>
  );
}
