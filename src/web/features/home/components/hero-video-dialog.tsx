import { ArrowRight, Loader2 } from "lucide-react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { useRichT, useT } from "@/web/lib/i18n";
import { showcaseVideoSource } from "@/web/lib/network";
import { useSampleVideo } from "../api/get-sample-video";

/** The hero's play button: a featured star's showcase video, played at once. Loaded only when opened. */
export default function HeroVideoDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const richT = useRichT();
  const sample = useSampleVideo();
  const data = sample.data;
  const name = data && <bdi>{data.celebrity.fullName}</bdi>;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm gap-3 p-4 sm:p-5">
        <DialogHeader>
          <DialogTitle>{data ? richT("home.heroVideo.titleFrom", { name }) : t("home.heroVideo.title")}</DialogTitle>
          {/* A showcase video's title is the star's words, in their language. */}
          <DialogDescription dir={data ? "auto" : undefined}>
            {data ? data.video.title : t("home.heroVideo.description")}
          </DialogDescription>
        </DialogHeader>
        {sample.isPending ? (
          <div
            role="status"
            className="flex aspect-[9/16] max-h-[60dvh] w-full items-center justify-center gap-2 rounded-xl bg-slate-900 text-white"
          >
            <Loader2 aria-hidden="true" className="size-6 animate-spin" />
            {t("home.heroVideo.loading")}
          </div>
        ) : data ? (
          <>
            {/* biome-ignore lint/a11y/useMediaCaption: showcase videos are recorded without caption tracks */}
            <video
              data-testid="hero-video"
              controls
              autoPlay
              playsInline
              poster={data.video.posterUrl ?? undefined}
              src={showcaseVideoSource(data.video)}
              aria-label={t("home.heroVideo.videoLabel", { title: data.video.title, name: data.celebrity.fullName })}
              className="mx-auto aspect-[9/16] max-h-[60dvh] w-auto rounded-xl bg-slate-900 object-contain"
            />
            <Button asChild variant="outline" onClick={() => onOpenChange(false)}>
              <Link to={pageHref("/celebrity/:username", { username: data.celebrity.username })}>
                {richT("home.heroVideo.book", { name })}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl bg-slate-50 p-6 text-center">
            <p className="text-sm text-slate-700">
              {sample.isError ? t("home.heroVideo.loadError") : t("home.heroVideo.comingSoon")}
            </p>
            <Button asChild onClick={() => onOpenChange(false)}>
              <Link to="/browse">
                {t("home.heroVideo.browse")}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
