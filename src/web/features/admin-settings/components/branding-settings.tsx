import { ImageUp, RotateCcw } from "lucide-react";
import { useId, useRef } from "react";
import { toast } from "sonner";
import type { MessageKey } from "@/shared/messages/keys";
import type { BrandingKind } from "@/shared/schemas/branding";
import { ImageFileInput } from "@/web/components/image-file-input";
import { LogoMark } from "@/web/components/layout/logo";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useBranding } from "@/web/lib/branding";
import { useT } from "@/web/lib/i18n";
import { toastUploadFailure } from "@/web/lib/image-file";
import { useResetBrandingImage, useUploadBrandingImage } from "../api/branding-images";

type BrandingLabels = Record<
  "title" | "description" | "saved" | "reset" | "current" | "builtIn" | "upload",
  MessageKey
>;

/** Each image's words; the description names the recommended size (BRANDING_SIZES) and the 2 MB limit. */
const LABELS: Record<BrandingKind, BrandingLabels> = {
  logo: {
    title: "admin.settings.branding.logo",
    description: "admin.settings.branding.logoDescription",
    saved: "admin.settings.branding.logoSaved",
    reset: "admin.settings.branding.logoReset",
    current: "admin.settings.branding.logoCurrent",
    builtIn: "admin.settings.branding.logoBuiltIn",
    upload: "admin.settings.branding.logoUpload",
  },
  favicon: {
    title: "admin.settings.branding.favicon",
    description: "admin.settings.branding.faviconDescription",
    saved: "admin.settings.branding.faviconSaved",
    reset: "admin.settings.branding.faviconReset",
    current: "admin.settings.branding.faviconCurrent",
    builtIn: "admin.settings.branding.faviconBuiltIn",
    upload: "admin.settings.branding.faviconUpload",
  },
};

/** One image: its current look, Upload (checked in the browser, then by the server) and Reset. */
function BrandingImage({ kind, url }: { kind: BrandingKind; url: string | null }) {
  const t = useT();
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
        onSuccess: () => toast.success(t("admin.settings.saved"), { description: t(labels.saved) }),
        onError: (error) => {
          toastUploadFailure(error, t);
        },
      },
    );
  };

  const onReset = () =>
    reset.mutate(kind, {
      onSuccess: () => toast.success(t("admin.settings.saved"), { description: t(labels.reset) }),
      // The spec's words: 'Reset failed' / 'Failed to reset image. Please try again.'
      onError: () =>
        toast.error(t("admin.settings.branding.resetFailedTitle"), {
          description: t("admin.settings.branding.resetFailed"),
        }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(labels.title)}</CardTitle>
        <CardDescription id={hintId}>{t(labels.description)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex h-20 w-full items-center justify-center rounded-xl bg-slate-50 ring-1 ring-black/5 sm:w-56">
          {url ? (
            <img src={url} alt={t(labels.current)} className="max-h-16 max-w-[90%] object-contain" />
          ) : (
            <span className="flex items-center gap-2 text-sm text-slate-600">
              <LogoMark /> {t(labels.builtIn)}
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
            {upload.isPending ? t("admin.settings.branding.uploading") : t(labels.upload)}
          </Button>
          <Button variant="outline" onClick={onReset} disabled={busy || !url}>
            <RotateCcw aria-hidden="true" />
            {t("admin.settings.branding.reset")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

/** Admin Settings > Logo & Appearance: the header logo and the favicon, with a reset to the built-in ones. */
export function BrandingSettings() {
  const t = useT();
  const { data, isPending } = useBranding();
  if (isPending) return <p className="text-sm text-slate-600">{t("admin.settings.branding.loading")}</p>;
  return (
    <div className="space-y-4">
      <BrandingImage kind="logo" url={data?.logoUrl ?? null} />
      <BrandingImage kind="favicon" url={data?.faviconUrl ?? null} />
    </div>
  );
}
