import { ImageUp, RotateCcw } from "lucide-react";
import { useId, useRef } from "react";
import { toast } from "sonner";
import { BRANDING_SIZES, type BrandingKind } from "@/shared/schemas/branding";
import { ImageFileInput } from "@/web/components/image-file-input";
import { LogoMark } from "@/web/components/layout/logo";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useBranding } from "@/web/lib/branding";
import { toastUploadFailure } from "@/web/lib/image-file";
import { useResetBrandingImage, useUploadBrandingImage } from "../api/branding-images";

const LABELS: Record<BrandingKind, { title: string; description: string; saved: string; reset: string }> = {
  logo: {
    title: "Logo",
    description: "Shown in the header of every page.",
    saved: "The new logo is in the header for every visitor.",
    reset: "The built-in logo is back.",
  },
  favicon: {
    title: "Favicon",
    description: "The icon in the browser tab.",
    saved: "The new favicon shows in every visitor's tab.",
    reset: "The built-in favicon is back.",
  },
};

/** One image: its current look, Upload (checked in the browser, then by the server) and Reset. */
function BrandingImage({ kind, url }: { kind: BrandingKind; url: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadBrandingImage();
  const reset = useResetBrandingImage();
  const labels = LABELS[kind];
  const busy = upload.isPending || reset.isPending;

  const onPick = (file: File) => {
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast.success("Settings Saved", { description: labels.saved }),
        onError: (error) => {
          toastUploadFailure(error);
        },
      },
    );
  };

  const onReset = () =>
    reset.mutate(kind, {
      onSuccess: () => toast.success("Settings Saved", { description: labels.reset }),
      onError: () => toast.error("Error", { description: "Failed to reset. Please try again." }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{labels.title}</CardTitle>
        <CardDescription id={hintId}>
          {labels.description} {BRANDING_SIZES[kind].recommended}; at most 2MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-20 w-full items-center justify-center rounded-xl bg-slate-50 ring-1 ring-black/5 sm:w-56">
          {url ? (
            <img src={url} alt={`Current ${kind}`} className="max-h-16 max-w-[90%] object-contain" />
          ) : (
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <LogoMark /> Built-in {kind}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ImageFileInput ref={inputRef} onImage={onPick} />
          <Button
            icon={<ImageUp aria-hidden="true" />}
            pending={upload.isPending}
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            {upload.isPending ? "Uploading…" : `Upload ${kind}`}
          </Button>
          <Button variant="outline" onClick={onReset} disabled={busy || !url}>
            <RotateCcw aria-hidden="true" />
            Reset
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Admin Settings > Logo & Appearance: the header logo and the favicon, with a reset to the built-in ones. */
export function BrandingSettings() {
  const { data, isPending } = useBranding();
  if (isPending) return <p className="text-sm text-slate-600">Loading the current logo…</p>;
  return (
    <div className="space-y-4">
      <BrandingImage kind="logo" url={data?.logoUrl ?? null} />
      <BrandingImage kind="favicon" url={data?.faviconUrl ?? null} />
    </div>
  );
}
