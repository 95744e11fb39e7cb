import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

/** The upload's progress bar and percentage, with Cancel. */
export function UploadProgress({
  percent,
  offline = false,
  onCancel,
}: {
  percent: number;
  /** The connection dropped: the bar keeps what was sent and says the upload waits for the network. */
  offline?: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  const written = t("account.upload.percent", { percent });
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id="video-upload-label" className="font-medium text-slate-900">
          {offline ? t("account.upload.waiting") : t("account.upload.uploading")}
        </span>
        <span className="font-semibold tabular-nums text-slate-900" aria-hidden="true">
          {written}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="video-upload-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={written}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {offline ? (
          <p role="status" className="text-sm font-medium text-amber-800">
            {t("account.upload.offline")}
          </p>
        ) : (
          <p className="text-xs text-slate-600">{t("account.upload.resumes")}</p>
        )}
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t("common.dialog.cancel")}
        </Button>
      </div>
    </div>
  );
}
