import { FileVideo, Upload } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { useErrorText } from "@/web/components/ui/form-field";
import { useLocale, useT } from "@/web/lib/i18n";
import { formatBytes } from "@/web/lib/media-format";
import { cn } from "@/web/lib/utils";

export const VIDEO_ACCEPT = "video/mp4,video/quicktime,video/webm";

/**
 * Upload mode: choose an MP4, MOV or WebM file, then send it. `fileError` says why a file is refused (too big,
 * not a video) in the shared English words, shown in the page's language; `hint` says what is accepted.
 */
export function VideoFilePicker({
  disabled,
  onUpload,
  fileError,
  hint,
}: {
  disabled: boolean;
  onUpload: (file: File) => void;
  fileError: (file: File) => string | null;
  hint: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  const errorText = useErrorText();
  const id = useId();
  const inputId = `${id}-video-file`;
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const invalid = fileError(chosen);
    if (invalid) {
      setFile(null);
      setError(invalid);
      toast.error(errorText(invalid) ?? invalid);
      event.target.value = "";
      return;
    }
    setError(null);
    setFile(chosen);
  }

  return (
    <div className="space-y-4">
      <div className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t("shared.videoFile.label")}
        </label>
        <input
          id={inputId}
          type="file"
          accept={VIDEO_ACCEPT}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
          onChange={choose}
          className={cn(
            "block w-full rounded-xl border border-dashed border-slate-300 bg-white p-3 text-sm text-slate-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
            "file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100",
            error && "border-red-500",
          )}
        />
        <p id={`${inputId}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-red-700">
            {errorText(error)}
          </p>
        )}
      </div>

      {file && (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
            <FileVideo aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            <bdi className="truncate font-medium">{file.name}</bdi>
            <span className="shrink-0 text-slate-600">{formatBytes(t, file.size, locale)}</span>
          </p>
          <Button onClick={() => onUpload(file)} disabled={disabled}>
            <Upload aria-hidden="true" />
            {t("shared.videoFile.upload")}
          </Button>
        </div>
      )}
    </div>
  );
}
