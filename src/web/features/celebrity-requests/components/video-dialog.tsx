import { Upload, Video } from "lucide-react";
import { useState } from "react";
import { shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useVideoUpload } from "../hooks/use-video-upload";
import { UploadProgress } from "./upload-progress";
import { VideoFilePicker } from "./video-file-picker";
import { VideoRecorder } from "./video-recorder";

export type VideoMode = "record" | "upload";

/**
 * The record-or-upload dialog of an accepted request (spec section 4: record or upload mode; recording
 * started and stopped; file ready, then upload, then complete). Both paths upload with tus.
 */
export function VideoDialog({
  request,
  initialMode,
  onClose,
}: {
  request: VideoRequest;
  initialMode: VideoMode;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<VideoMode>(initialMode);
  const upload = useVideoUpload({ requestId: request.id, onUploaded: onClose });
  const { state } = upload;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        // A stray click beside the dialog must not stop an upload; Close and Escape still do (it resumes later).
        onInteractOutside={(event) => upload.isUploading && event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>Record or upload your video</DialogTitle>
          <DialogDescription>
            Request #{shortRequestId(request.id)} from {request.fan.name}
            {request.recipientName ? `, for ${request.recipientName}` : ""}
            {request.occasion ? ` (${request.occasion})` : ""}.
          </DialogDescription>
        </DialogHeader>

        <figure className="rounded-xl bg-brand-50/60 p-3 text-sm">
          <figcaption className="font-medium text-slate-900">Their message</figcaption>
          <blockquote className="mt-1 max-h-24 overflow-y-auto whitespace-pre-line text-slate-700">
            {request.message}
          </blockquote>
        </figure>

        <Tabs value={mode} onValueChange={(value) => setMode(value as VideoMode)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="record" disabled={upload.isUploading}>
              <Video aria-hidden="true" className="size-4" />
              Record
            </TabsTrigger>
            <TabsTrigger value="upload" disabled={upload.isUploading}>
              <Upload aria-hidden="true" className="size-4" />
              Upload
            </TabsTrigger>
          </TabsList>
          <TabsContent value="record">
            <VideoRecorder
              disabled={upload.isUploading}
              onUse={upload.start}
              onSwitchToUpload={() => setMode("upload")}
            />
          </TabsContent>
          <TabsContent value="upload">
            <VideoFilePicker disabled={upload.isUploading} onUpload={upload.start} />
          </TabsContent>
        </Tabs>

        {state.phase === "uploading" && <UploadProgress percent={state.percent} onCancel={upload.cancel} />}
        {state.phase === "error" && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
            {state.message}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
