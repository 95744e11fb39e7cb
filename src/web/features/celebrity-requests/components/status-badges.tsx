import { CircleAlert, CircleCheck, Loader2, UploadCloud, Zap } from "lucide-react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Badge } from "@/web/components/ui/badge";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Where the video of an accepted request stands: not sent, sending, processing, ready or failed. */
export function VideoStatusNote({ request }: { request: Pick<VideoRequest, "status" | "videoStatus" | "videoError"> }) {
  const t = useT();
  if (request.status !== "accepted" && request.status !== "completed") return null;
  switch (request.videoStatus) {
    case "uploading":
      return (
        <Badge variant="warning">
          <UploadCloud aria-hidden="true" /> {t("account.videoStatus.uploading")}
        </Badge>
      );
    case "processing":
      return (
        <Badge variant="secondary">
          <Loader2 aria-hidden="true" className="animate-spin" /> {t("account.videoStatus.processing")}
        </Badge>
      );
    case "ready":
      return (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" /> {t("account.videoStatus.ready")}
        </Badge>
      );
    case "failed":
      return (
        <span className="inline-flex flex-col gap-1">
          <Badge variant="destructive" className="self-start">
            <CircleAlert aria-hidden="true" /> {t("account.videoStatus.failed")}
          </Badge>
          {request.videoError && <span className="text-xs text-red-700">{request.videoError}</span>}
        </span>
      );
    default:
      return request.status === "accepted" ? (
        <Badge variant="outline">{t("account.videoStatus.notRecorded")}</Badge>
      ) : null;
  }
}

/**
 * A rush request (ADR 059): the badge, and while it waits for its video, the moment it is due (24 hours after
 * payment, later only by a question's pause), after which it expires and the fan is refunded in full.
 */
export function RushNote({
  request,
  className,
}: {
  request: Pick<VideoRequest, "rush" | "status" | "expiresAt">;
  className?: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  if (!request.rush) return null;
  const open = (request.status === "pending" || request.status === "accepted") && request.expiresAt;
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-x-2 gap-y-1", className)} data-testid="rush-note">
      <Badge variant="warning">
        <Zap aria-hidden="true" /> {t("account.requestCard.rush")}
      </Badge>
      {open && (
        <span className="text-xs font-medium text-amber-900">
          {t("account.requestCard.rushDue", { time: formatDateTime(request.expiresAt, locale) })}
        </span>
      )}
    </span>
  );
}
