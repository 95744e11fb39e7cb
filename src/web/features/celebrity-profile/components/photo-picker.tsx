import { Camera, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { initialsOf } from "@/shared/initials";
import type { MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ImageFileInput } from "@/web/components/image-file-input";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { messageParts, useIsolate, useT } from "@/web/lib/i18n";
import { toastUploadFailure } from "@/web/lib/image-file";
import { useRemovePhoto, useUploadPhoto } from "../api/photo";

/** The profile photo: pick an image, see it, then save it (or cancel); remove it for the initials avatar. */
export function PhotoPicker({ profile }: { profile: MyCelebrityProfile }) {
  const t = useT();
  const isolate = useIsolate();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [chosen, setChosen] = useState<{ file: File; previewUrl: string } | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();

  // The preview's object URL is freed when it is replaced or the picker goes away.
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  const onPick = (file: File) => {
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const save = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => {
        setChosen(null);
        toast.success(t("account.photo.updated"), { description: t("account.photo.updatedText") });
      },
      onError: (error) => {
        toastUploadFailure(error, t);
      },
    });
  };

  const shown = chosen?.previewUrl ?? profile.imageUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.photo.title")}</CardTitle>
        <CardDescription id={hintId}>{t("account.photo.hint")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="size-32 shrink-0 overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-black/5">
          {shown ? (
            <img
              src={shown}
              alt={
                chosen ? t("account.photo.preview") : t("account.photo.current", { name: isolate(profile.fullName) })
              }
              className="size-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-full items-center justify-center bg-brand-700 text-3xl font-semibold text-white"
            >
              {initialsOf(profile.fullName)}
            </span>
          )}
        </div>
        <div className="flex flex-col gap-3">
          {chosen ? (
            <>
              <p className="text-sm text-slate-700">
                {messageParts(t, "account.photo.previewOf", {
                  file: <bdi className="font-medium break-all">{chosen.file.name}</bdi>,
                })}
              </p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={save} pending={upload.isPending}>
                  {t("account.photo.save")}
                </Button>
                <Button variant="outline" onClick={() => setChosen(null)} disabled={upload.isPending}>
                  {t("common.dialog.cancel")}
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap gap-2">
              <ImageFileInput ref={inputRef} onImage={onPick} data-testid="photo-input" />
              <Button variant="outline" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
                <Camera aria-hidden="true" />
                {profile.imageUrl ? t("account.photo.change") : t("account.photo.upload")}
              </Button>
              {profile.imageUrl && (
                <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
                  <Trash2 aria-hidden="true" />
                  {t("account.photo.remove")}
                </Button>
              )}
            </div>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t("account.photo.removeTitle")}
        description={t("account.photo.removeText")}
        confirmLabel={t("account.photo.removeConfirm")}
        cancelLabel={t("account.photo.keep")}
        destructive
        onConfirm={async () => {
          await remove.mutateAsync();
          toast.success(t("account.photo.removed"));
        }}
      />
    </Card>
  );
}
