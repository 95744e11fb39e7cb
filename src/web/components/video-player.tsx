import { Download } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { formatFileSize, prefersLowData } from "@/web/lib/network";
import { useHydrated } from "@/web/lib/use-hydrated";
import { cn } from "@/web/lib/utils";

/** A delivered video's two renditions: 720p always, 360p when the processing job made one. */
export type VideoSources = {
  url: string;
  downloadUrl: string;
  posterUrl: string | null;
  lowDataUrl: string | null;
  lowDataDownloadUrl: string | null;
  sizeBytes?: number | null;
  lowDataSizeBytes?: number | null;
};

export type Quality = "low" | "hd";

/** The quality a video starts in on this connection. */
const connectionQuality = (): Quality => (prefersLowData() ? "low" : "hd");

/**
 * The player of a delivered video (My Videos, the celebrity's requests, the private watch page). It starts
 * in 360p when the browser asks to save data or the connection is slow, else in 720p; the quality switch
 * changes the source and carries on from the same second (and keeps playing if it was).
 */
export function VideoPlayer({
  sources,
  onError,
  className,
  testId,
}: {
  sources: VideoSources;
  onError?: () => void;
  className?: string;
  testId: string;
}) {
  const t = useT();
  const hasLowData = Boolean(sources.lowDataUrl);
  // The connection is read once, and only in the browser: a page the server drew starts in 720p as it
  // was drawn, and takes the browser's choice right after hydration (only metadata was asked for by then).
  const hydrated = useHydrated();
  const [chosen, setQuality] = useState<Quality | null>(() => (hydrated ? connectionQuality() : null));
  useEffect(() => {
    if (chosen === null) setQuality(connectionQuality());
  }, [chosen]);
  const quality = chosen ?? "hd";
  const videoRef = useRef<HTMLVideoElement>(null);
  // Where to resume once the other rendition's metadata is in.
  const resumeRef = useRef<{ time: number; playing: boolean } | null>(null);
  const current = quality === "low" && sources.lowDataUrl ? "low" : "hd";
  const src = current === "low" ? (sources.lowDataUrl as string) : sources.url;

  const choose = (next: Quality) => {
    if (next === current) return;
    const video = videoRef.current;
    if (video) resumeRef.current = { time: video.currentTime, playing: !video.paused && !video.ended };
    setQuality(next);
  };

  const resume = () => {
    const video = videoRef.current;
    const position = resumeRef.current;
    resumeRef.current = null;
    if (!video || !position) return;
    video.currentTime = position.time;
    if (position.playing) void video.play()?.catch(() => {});
  };

  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/useMediaCaption: a personal video recorded by the celebrity has no captions track */}
      <video
        ref={videoRef}
        src={src}
        poster={sources.posterUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        onLoadedMetadata={resume}
        onError={onError}
        className={cn("aspect-video w-full bg-black", className)}
        data-testid={testId}
        data-quality={current}
      />
      {hasLowData && (
        <fieldset className="flex items-center justify-end gap-2 text-sm">
          <legend className="sr-only">{t("shared.video.quality")}</legend>
          {(["low", "hd"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={current === option}
              onClick={() => choose(option)}
              className={cn(
                "rounded-full border px-3 py-1 font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                current === option
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100",
              )}
            >
              {t(`shared.video.${option}`)}
            </button>
          ))}
        </fieldset>
      )}
    </div>
  );
}

const withSize = (label: string, bytes: number | null | undefined) =>
  bytes ? `${label} (${formatFileSize(bytes)})` : label;

/**
 * Download links: both renditions when there is a 360p one ("Download HD" / "Download data saver", with
 * their sizes), else the one file under `singleLabel`.
 */
export function VideoDownloads({
  sources,
  singleLabel,
  size,
}: {
  sources: VideoSources;
  singleLabel: string;
  size?: "default" | "lg";
}) {
  const t = useT();
  if (!sources.lowDataDownloadUrl) {
    return (
      <Button asChild size={size}>
        <a href={sources.downloadUrl} download>
          <Download aria-hidden="true" /> {singleLabel}
        </a>
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild size={size}>
        <a href={sources.downloadUrl} download>
          <Download aria-hidden="true" /> {withSize(t("shared.video.downloadHd"), sources.sizeBytes)}
        </a>
      </Button>
      <Button asChild size={size} variant="outline">
        <a href={sources.lowDataDownloadUrl} download>
          <Download aria-hidden="true" /> {withSize(t("shared.video.downloadLow"), sources.lowDataSizeBytes)}
        </a>
      </Button>
    </div>
  );
}
