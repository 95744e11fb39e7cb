import { CircleCheck, Upload, Video } from "lucide-react";
import { useState } from "react";
import { shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { VideoFilePicker } from "@/web/components/recording/video-file-picker";
import { VideoRecorder } from "@/web/components/recording/video-recorder";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { useIsolate, useT } from "@/web/lib/i18n";
import { useVideoUpload } from "../hooks/use-video-upload";
import { videoFileError } from "../lib/video-file";
import { UploadProgress } from "./upload-progress";

export type VideoMode = "record" | "upload";

/**
 * The record-or-upload dialog of an accepted request (spec section 4: record or upload mode; recording
 * started and stopped; file ready, then upload, then complete). Both paths upload with tus.
 *
 * `initialMode` null: opened by accepting (issue 24, item 22), the star first chooses how to make the video;
 * the camera starts only once Record is chosen (Upload needs none).
 */
export function VideoDialog({
  request,
  initialMode,
  onClose,
}: {
  request: VideoRequest;
  initialMode: VideoMode | null;
  onClose: () => void;
}) {
  const t = useT();
  const names = useCatalogueNames();
  const isolate = useIsolate();
  const [mode, setMode] = useState<VideoMode | null>(initialMode);
  const about = {
    id: `#${shortRequestId(request.id)}`,
    fan: isolate(request.fan.name),
    recipient: request.recipientName ? isolate(request.recipientName) : "",
    occasion: request.occasion ? names.occasion(request.occasion) : "",
  };
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
          <DialogTitle>{t("account.videoDialog.title")}</DialogTitle>
          {/* One string (a test and a screen reader read it whole): the names isolated as a <bdi> would. */}
          <DialogDescription>
            {about.recipient && about.occasion
              ? t("account.videoDialog.aboutForOccasion", about)
              : about.recipient
                ? t("account.videoDialog.aboutFor", about)
                : about.occasion
                  ? t("account.videoDialog.aboutOccasion", about)
                  : t("account.videoDialog.about", about)}
          </DialogDescription>
        </DialogHeader>

        <figure className="rounded-xl bg-brand-50/60 p-3 text-sm">
          <figcaption className="font-medium text-slate-900">{t("account.videoDialog.message")}</figcaption>
          <blockquote dir="auto" className="mt-1 max-h-24 overflow-y-auto whitespace-pre-line text-slate-700">
            {request.message}
          </blockquote>
          {request.recordingLanguage && (
            <p className="mt-2 font-medium text-slate-900">
              {t("account.videoDialog.recordIn", { language: names.starLanguage(request.recordingLanguage) })}
            </p>
          )}
        </figure>

        {mode === null ? (
          <div className="space-y-3">
            <p role="status" className="flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
              {t("account.videoDialog.acceptedChoose")}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <Button size="lg" icon={<Video aria-hidden="true" />} onClick={() => setMode("record")}>
                {t("account.videoDialog.chooseRecord")}
              </Button>
              <Button
                size="lg"
                variant="outline"
                icon={<Upload aria-hidden="true" />}
                onClick={() => setMode("upload")}
              >
                {t("account.videoDialog.chooseUpload")}
              </Button>
            </div>
            <p className="text-sm text-slate-600">{t("account.accept.doneText")}</p>
          </div>
        ) : (
          <Tabs value={mode} onValueChange={(value) => setMode(value as VideoMode)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="record" disabled={upload.isUploading}>
                <Video aria-hidden="true" className="size-4" />
                {t("account.requestActions.record")}
              </TabsTrigger>
              <TabsTrigger value="upload" disabled={upload.isUploading}>
                <Upload aria-hidden="true" className="size-4" />
                {t("account.requestActions.upload")}
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
              <VideoFilePicker
                disabled={upload.isUploading}
                onUpload={upload.start}
                fileError={videoFileError}
                hint={t("shared.videoFile.hint")}
              />
            </TabsContent>
          </Tabs>
        )}

        {state.phase === "uploading" && (
          <UploadProgress percent={state.percent} offline={state.offline} onCancel={upload.cancel} />
        )}
        {state.phase === "error" && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
            {state.message}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
