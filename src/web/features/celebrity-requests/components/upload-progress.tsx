import { Button } from "@/web/components/ui/button";

/** The upload's progress bar and percentage, with Cancel. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  return (
    <div className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id="video-upload-label" className="font-medium text-slate-900">
          Uploading your video…
        </span>
        <span className="font-semibold tabular-nums text-slate-900" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="video-upload-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">If your connection drops, the upload continues where it stopped.</p>
        <Button variant="outline" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
