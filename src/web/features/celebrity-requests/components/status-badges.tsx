import { CircleAlert, CircleCheck, Loader2, UploadCloud } from "lucide-react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Badge } from "@/web/components/ui/badge";
import { useT } from "@/web/lib/i18n";

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
