import { CircleAlert, CircleCheck, Loader2, UploadCloud } from "lucide-react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Badge } from "@/web/components/ui/badge";

/** Where the video of an accepted request stands: not sent, sending, processing, ready or failed. */
export function VideoStatusNote({ request }: { request: Pick<VideoRequest, "status" | "videoStatus" | "videoError"> }) {
  if (request.status !== "accepted" && request.status !== "completed") return null;
  switch (request.videoStatus) {
    case "uploading":
      return (
        <Badge variant="warning">
          <UploadCloud aria-hidden="true" /> Upload not finished
        </Badge>
      );
    case "processing":
      return (
        <Badge variant="secondary">
          <Loader2 aria-hidden="true" className="animate-spin" /> Processing video
        </Badge>
      );
    case "ready":
      return (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" /> Video ready
        </Badge>
      );
    case "failed":
      return (
        <span className="inline-flex flex-col gap-1">
          <Badge variant="destructive" className="self-start">
            <CircleAlert aria-hidden="true" /> Processing failed
          </Badge>
          {request.videoError && <span className="text-xs text-red-700">{request.videoError}</span>}
        </span>
      );
    default:
      return request.status === "accepted" ? <Badge variant="outline">Not recorded yet</Badge> : null;
  }
}
