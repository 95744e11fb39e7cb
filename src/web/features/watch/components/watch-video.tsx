import { Gift } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { WatchVideo as WatchVideoData } from "@/shared/schemas/watch";
import { CelebrityThumb } from "@/web/components/celebrity-thumb";
import { VideoDownloads, VideoPlayer } from "@/web/components/video-player";
import { formatDate, formatDay } from "@/web/lib/format";
import { useHydrated } from "@/web/lib/use-hydrated";

export const PLAYBACK_ERROR = "The video didn't load. Check your connection and reload the page.";

/** The recipient's page: who the video is from and for, the player, and Download. No account needed. */
export function WatchVideo({ video }: { video: WatchVideoData }) {
  const { celebrity } = video;
  const [failed, setFailed] = useState(false);
  // The day in the visitor's time zone once the browser has the page; the server knows only UTC's.
  const hydrated = useHydrated();
  const recorded =
    video.deliveredAt && (hydrated ? formatDate(video.deliveredAt) : formatDay(video.deliveredAt.slice(0, 10)));
  const about = [video.occasion, recorded && `Recorded ${recorded}`].filter(Boolean).join(" · ");
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex items-center gap-4">
        <CelebrityThumb name={celebrity.fullName} imageUrl={celebrity.imageUrl} className="size-14 sm:size-16" />
        <div className="min-w-0">
          <p className="flex items-center gap-1.5 text-sm font-medium text-brand-700">
            <Gift aria-hidden="true" className="size-4" />
            {video.forName ? `A personalised video for ${video.forName}` : "A personalised video for you"}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">From {celebrity.fullName}</h1>
          {about && <p className="text-sm text-slate-600">{about}</p>}
        </div>
      </div>

      <div className="mt-6">
        {failed ? (
          <p
            role="alert"
            className="flex aspect-video items-center justify-center rounded-2xl bg-slate-900 px-6 text-center text-white"
          >
            {PLAYBACK_ERROR}
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
        <VideoDownloads sources={video} singleLabel="Download video" size="lg" />
        <p className="text-sm text-slate-600 sm:whitespace-nowrap">
          Want one of your own?{" "}
          <Link
            to={pageHref("/celebrity/:username", { username: celebrity.username })}
            className="font-semibold text-brand-700 hover:underline"
          >
            Book {celebrity.fullName}
          </Link>
        </p>
      </div>
    </section>
  );
}
