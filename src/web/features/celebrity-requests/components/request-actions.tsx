import { Check, RotateCcw, Upload, Video, X } from "lucide-react";
import { canApply } from "@/shared/request-status";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import type { RequestActionHandlers } from "../hooks/use-request-actions";

function stateOf(request: VideoRequest) {
  return {
    status: request.status,
    paid: request.paidAt !== null || request.coveredBySubscription,
    refund: request.refundStatus,
  };
}

/**
 * The buttons a request offers its celebrity: Accept and Decline while pending; Record and Upload once
 * accepted (Upload again after a failed processing; nothing while the video is processing), and again on a
 * delivered video the star owes a re-record of (ADR 058).
 */
export function RequestActions({
  request,
  actions,
  className,
}: {
  request: VideoRequest;
  actions: RequestActionHandlers;
  className?: string;
}) {
  const t = useT();
  const state = stateOf(request);
  const accepting = actions.acceptingId === request.id;

  if (canApply(state, "accept")) {
    return (
      <div className={cn("flex flex-wrap gap-2", className)}>
        <Button
          icon={<Check aria-hidden="true" />}
          size="sm"
          onClick={() => actions.accept(request)}
          pending={accepting}
        >
          {t("account.requestActions.accept")}
        </Button>
        {canApply(state, "decline") && (
          <Button size="sm" variant="outline" onClick={() => actions.decline(request)} disabled={accepting}>
            <X aria-hidden="true" />
            {t("account.requestActions.decline")}
          </Button>
        )}
      </div>
    );
  }

  // A re-record replaces a delivered video: until it is uploaded, `ready` is the video it replaces.
  const rerecord = request.status === "completed" && request.report?.status === "redo";
  if (!canApply(state, "deliver") && !rerecord) return null;
  if (request.videoStatus === "processing" || (request.videoStatus === "ready" && !rerecord)) return null;

  if (request.videoStatus === "failed" || request.videoStatus === "uploading") {
    return (
      <div className={cn("flex flex-wrap gap-2", className)}>
        <Button size="sm" onClick={() => actions.openVideo(request, "upload")}>
          <RotateCcw aria-hidden="true" />
          {request.videoStatus === "failed"
            ? t("account.requestActions.uploadAgain")
            : t("account.requestActions.resumeUpload")}
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.openVideo(request, "record")}>
          <Video aria-hidden="true" />
          {t("account.requestActions.record")}
        </Button>
      </div>
    );
  }

  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button size="sm" onClick={() => actions.openVideo(request, "record")}>
        <Video aria-hidden="true" />
        {t("account.requestActions.record")}
      </Button>
      <Button size="sm" variant="outline" onClick={() => actions.openVideo(request, "upload")}>
        <Upload aria-hidden="true" />
        {t("account.requestActions.upload")}
      </Button>
    </div>
  );
}
