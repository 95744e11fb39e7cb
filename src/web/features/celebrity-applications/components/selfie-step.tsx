import { RotateCcw, Upload, Video } from "lucide-react";
import { useState } from "react";
import { MAX_SELFIE_SECONDS, selfieFileError } from "@/shared/application-selfie";
import type { CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { VideoFilePicker } from "@/web/components/recording/video-file-picker";
import { VideoRecorder } from "@/web/components/recording/video-recorder";
import { Button } from "@/web/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useSelfieUpload } from "../hooks/use-selfie-upload";

/** GET /api/celebrity-applications/mine/selfie: the applicant's own selfie video (their session says whose). */
export const MY_SELFIE_URL = "/api/celebrity-applications/mine/selfie";

/** "482913" -> "482 913", read in two breaths. */
const spaced = (code: string) => code.replace(/(\d{3})(?=\d)/g, "$1 ");

type Mode = "record" | "upload";

/**
 * The selfie step of an application (issue 23 item 7, ADR 054): the applicant records (or uploads) a short
 * video reading aloud the code the server gave them, so staff can tell a real person applied. Shown until the
 * application is decided; once sent, the applicant can watch it and record it again.
 */
export function SelfieStep({ profile }: { profile: CelebrityApplicationProfile }) {
  const t = useT();
  const { locale } = useLocale();
  const upload = useSelfieUpload();
  // The camera starts only once Record is chosen (Upload needs none).
  const [mode, setMode] = useState<Mode | null>(null);
  const sent = profile.selfieUploadedAt !== null;
  const [again, setAgain] = useState(false);
  const code = profile.selfieCode ? spaced(profile.selfieCode) : "";
  const codeLine = (
    <p className="text-sm">
      {t("pages.selfie.sayCode")}{" "}
      <span dir="ltr" className="whitespace-nowrap font-mono text-lg font-semibold tracking-wider">
        {code}
      </span>
    </p>
  );

  if ((sent && !again && upload.state.phase !== "uploading") || upload.state.phase === "done") {
    return (
      <section aria-labelledby="selfie-title" className="space-y-3 rounded-2xl border border-slate-200 p-4">
        <h3 id="selfie-title" className="font-semibold text-slate-900">
          {t("pages.selfie.yours")}
        </h3>
        {profile.selfieUploadedAt ? (
          <>
            <p className="text-sm text-slate-700">
              {t("pages.selfie.received", { date: formatDateTime(profile.selfieUploadedAt, locale) })}
            </p>
            {/* biome-ignore lint/a11y/useMediaCaption: the applicant's own recording has no captions */}
            <video
              // A new address for a new video: the browser never plays the one it cached before.
              src={`${MY_SELFIE_URL}?v=${encodeURIComponent(profile.selfieUploadedAt)}`}
              controls
              playsInline
              preload="metadata"
              aria-label={t("pages.selfie.yours")}
              className="aspect-video w-full max-w-md rounded-xl bg-black"
            />
          </>
        ) : (
          <p role="status" className="text-sm text-slate-700">
            {t("pages.selfie.sentText")}
          </p>
        )}
        <Button
          variant="outline"
          icon={<RotateCcw aria-hidden="true" />}
          onClick={() => {
            upload.reset();
            setMode(null);
            setAgain(true);
          }}
        >
          {t("pages.selfie.again")}
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="selfie-title"
      className="space-y-4 rounded-2xl border-2 border-brand-200 bg-brand-50/40 p-4"
    >
      <div className="space-y-2">
        <h3 id="selfie-title" className="text-lg font-semibold text-slate-900">
          {t("pages.selfie.title")}
        </h3>
        <p className="text-sm text-slate-700">{t("pages.selfie.intro", { seconds: MAX_SELFIE_SECONDS })}</p>
        <div className="rounded-xl bg-white p-3 text-slate-900 shadow-sm">{codeLine}</div>
      </div>
      {mode === null ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Button size="lg" icon={<Video aria-hidden="true" />} onClick={() => setMode("record")}>
            {t("pages.selfie.recordNow")}
          </Button>
          <Button size="lg" variant="outline" icon={<Upload aria-hidden="true" />} onClick={() => setMode("upload")}>
            {t("pages.selfie.upload")}
          </Button>
        </div>
      ) : (
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="record" disabled={upload.isUploading}>
              <Video aria-hidden="true" className="size-4" />
              {t("pages.selfie.record")}
            </TabsTrigger>
            <TabsTrigger value="upload" disabled={upload.isUploading}>
              <Upload aria-hidden="true" className="size-4" />
              {t("pages.selfie.upload")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="record">
            <VideoRecorder
              disabled={upload.isUploading}
              onUse={upload.start}
              onSwitchToUpload={() => setMode("upload")}
              maxSeconds={MAX_SELFIE_SECONDS}
              overlay={
                <span dir="ltr" className="whitespace-nowrap font-mono text-lg font-semibold tracking-wider">
                  {code}
                </span>
              }
            />
          </TabsContent>
          <TabsContent value="upload">
            <VideoFilePicker
              disabled={upload.isUploading}
              onUpload={upload.start}
              fileError={selfieFileError}
              hint={t("pages.selfie.fileHint")}
            />
          </TabsContent>
        </Tabs>
      )}
      {upload.state.phase === "uploading" && (
        <div role="status" className="space-y-1">
          <p className="text-sm font-medium text-slate-800">
            {t("pages.selfie.sending", { percent: upload.state.percent })}
          </p>
          <progress
            max={100}
            value={upload.state.percent}
            aria-label={t("pages.selfie.progress")}
            className="h-2 w-full accent-brand-700"
          />
        </div>
      )}
      {upload.state.phase === "error" && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-700">
          {upload.state.message}
        </p>
      )}
      {!sent && <p className="text-sm text-slate-600">{t("pages.selfie.waiting")}</p>}
    </section>
  );
}
