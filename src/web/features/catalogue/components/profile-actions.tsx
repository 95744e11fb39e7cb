import { CalendarX, MessageSquare, PauseCircle, Share2, Video } from "lucide-react";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { Button } from "@/web/components/ui/button";
import { formatDay } from "@/web/lib/format";
import { useLocale, useRichT, useT } from "@/web/lib/i18n";
import { shareOrCopyLink } from "@/web/lib/share";

/**
 * The query parameter that opens the request dialog: when a visitor comes back from signing up or logging in
 * with a request written, or pressed "Request a video" before the page's code had come.
 */
export const REQUEST_VIDEO_PARAM = "request";

/** Sonner's code (10 KB) comes when a message is shown: the profile's first load works without it. */
const notify = (show: (toast: typeof import("sonner").toast) => void) =>
  void import("sonner").then(({ toast }) => show(toast));

/** Whether the profile takes a booking now: not when the star paused requests, nor when they are full (ADR 055). */
export const takesBookings = (celebrity: Pick<CelebrityDetail, "acceptingRequests" | "full">) =>
  celebrity.acceptingRequests && !celebrity.full;

/**
 * Request a video, Contact (business enquiry) and Share. The request dialog belongs to booking: the page
 * passes `onRequestVideo`, which opens it for everyone (a signed-out visitor writes the request, then signs up).
 * Paused or full, 'Request a video' is closed and says why (drawn on the server: no script needed to see it).
 */
export function ProfileActions({
  celebrity,
  onRequestVideo,
}: {
  celebrity: CelebrityDetail;
  onRequestVideo?: (celebrity: CelebrityDetail) => void;
}) {
  const t = useT();
  const richT = useRichT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const closedId = useId();
  const paused = !celebrity.acceptingRequests;
  const closed = !takesBookings(celebrity);
  const name = <bdi>{celebrity.fullName}</bdi>;
  const profilePath = pageHref("/celebrity/:username", { username: celebrity.username });

  const requestVideo = () => {
    if (onRequestVideo) {
      onRequestVideo(celebrity);
      return;
    }
    // No dialog on this page: the profile opens it, signed in or not.
    navigate(`${profilePath}?${REQUEST_VIDEO_PARAM}=video`);
  };

  const share = async () => {
    const url = new URL(profilePath, window.location.origin).toString();
    const outcome = await shareOrCopyLink({
      title: t("catalogue.actions.shareTitle", { name: celebrity.fullName }),
      text: t("catalogue.actions.shareText", { name: celebrity.fullName }),
      url,
    });
    if (outcome === "copied") {
      notify((toast) =>
        toast.success(t("catalogue.actions.linkCopied"), { description: t("catalogue.actions.linkCopiedDescription") }),
      );
    }
    if (outcome === "failed") {
      notify((toast) =>
        toast.error(t("catalogue.actions.shareFailed"), {
          description: t("catalogue.actions.shareFailedDescription", { url }),
        }),
      );
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {/* A form, so that a tap before the page's code has come still does something: it loads this page with
          ?request=video, which opens the dialog (or the login page) once the code is there. */}
      <form
        method="get"
        action={profilePath}
        onSubmit={(event) => {
          event.preventDefault();
          void requestVideo();
        }}
      >
        <input type="hidden" name={REQUEST_VIDEO_PARAM} value="video" />
        <Button
          type="submit"
          progressive
          size="lg"
          className="w-full bg-brand-700 hover:bg-orange-800"
          disabled={closed}
          aria-describedby={closed ? closedId : undefined}
        >
          <Video aria-hidden="true" />
          {t("catalogue.actions.request")}
        </Button>
      </form>
      {paused ? (
        <p id={closedId} className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <PauseCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{richT("catalogue.actions.pausedNotice", { name })}</span>
        </p>
      ) : (
        closed && (
          <p
            id={closedId}
            className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="fully-booked"
          >
            <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {celebrity.opensAgainOn
                ? richT("catalogue.actions.fullNotice", { name, date: formatDay(celebrity.opensAgainOn, locale) })
                : richT("catalogue.actions.fullNoticeSoon", { name })}
            </span>
          </p>
        )
      )}
      <div className="grid grid-cols-2 gap-3">
        <Button asChild variant="outline">
          <Link to={`/business?celebrity=${encodeURIComponent(celebrity.username)}`}>
            <MessageSquare aria-hidden="true" />
            {t("catalogue.actions.contact")}
          </Link>
        </Button>
        <Button variant="outline" onClick={share}>
          <Share2 aria-hidden="true" />
          {t("catalogue.actions.share")}
        </Button>
      </div>
    </div>
  );
}
