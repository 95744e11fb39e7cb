import { Play, Share2 } from "lucide-react";
import { Fragment, useState } from "react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate } from "@/web/lib/format";
import { messageParts, useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { ReportProblem } from "./report-problem";
import { ReviewForm } from "./review-form";
import { ShareDialog } from "./share-dialog";
import { ShowcaseConsent } from "./showcase-consent";

/** A delivered video: its poster frame as the cover (the celebrity's picture until the poster exists). */
export function VideoCard({ request, onWatch }: { request: VideoRequest; onWatch: (request: VideoRequest) => void }) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const isolate = useIsolate();
  const { celebrity } = request;
  const [sharing, setSharing] = useState(false);
  const name = <bdi>{celebrity.fullName}</bdi>;
  const about = [
    request.occasion && names.occasion(request.occasion),
    request.recipientName &&
      messageParts(t, "account.fanRequests.forRecipient", { name: <bdi>{request.recipientName}</bdi> }),
    t("account.videoCard.delivered", { date: formatDate(request.completedAt, locale) }),
  ].filter(Boolean);
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={() => onWatch(request)}
        className="group relative flex aspect-video w-full items-center justify-center overflow-hidden bg-gradient-to-br from-brand-700 to-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
      >
        {request.posterUrl ? (
          <img
            src={request.posterUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-opacity group-hover:opacity-85"
          />
        ) : celebrity.imageUrl ? (
          <img
            src={celebrity.imageUrl}
            alt=""
            loading="lazy"
            className="size-full object-cover object-[center_25%] opacity-80 transition-opacity group-hover:opacity-60"
          />
        ) : null}
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-lg transition-transform group-hover:scale-105">
            <Play aria-hidden="true" className="ms-0.5 size-6 fill-current" />
          </span>
        </span>
        <span className="sr-only">{messageParts(t, "account.fanRequests.watchFrom", { name })}</span>
      </button>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div>
          <h3 className="font-semibold text-slate-900">
            <Link to={pageHref("/celebrity/:username", { username: celebrity.username })} className="hover:underline">
              {name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">
            {about.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line, always in the same order.
              <Fragment key={index}>
                {index > 0 && " · "}
                {part}
              </Fragment>
            ))}
          </p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => onWatch(request)}>
            <Play aria-hidden="true" /> {t("account.common.watch")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setSharing(true)}
            aria-label={t("account.share.dialogTitle", { name: isolate(celebrity.fullName) })}
          >
            <Share2 aria-hidden="true" /> {t("account.videoCard.share")}
          </Button>
          <ShareDialog request={request} open={sharing} onOpenChange={setSharing} />
        </div>
        <ReportProblem request={request} />
        {/* Only a video that exists can be featured. */}
        {request.hasVideo && (
          <div className="border-t border-slate-100 pt-4">
            <ShowcaseConsent request={request} />
          </div>
        )}
        <div className="mt-auto border-t border-slate-100 pt-4">
          <ReviewForm requestId={request.id} celebrityName={celebrity.fullName} review={request.review} />
        </div>
      </div>
    </li>
  );
}
