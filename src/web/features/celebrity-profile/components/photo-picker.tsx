import { Camera, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { initialsOf } from "@/shared/initials";
import type { MyCelebrityProfile } from "@/shared/schemas/celebrity-profile";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ImageFileInput } from "@/web/components/image-file-input";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { toastUploadFailure } from "@/web/lib/image-file";
import { useRemovePhoto, useUploadPhoto } from "../api/photo";

/** The profile photo: pick an image, see it, then save it (or cancel); remove it for the initials avatar. */
export function PhotoPicker({ profile }: { profile: MyCelebrityProfile }) {
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
        toast.success("Photo updated", { description: "Your new photo is on your profile." });
      },
      onError: (error) => {
        toastUploadFailure(error);
      },
    });
  };

  const shown = chosen?.previewUrl ?? profile.imageUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Photo</CardTitle>
        <CardDescription id={hintId}>A clear, square photo of you. JPEG, PNG or WebP, at most 2MB.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="size-32 shrink-0 overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-black/5">
          {shown ? (
            <img
              src={shown}
              alt={chosen ? "Preview of your new photo" : `Current photo of ${profile.fullName}`}
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
                Preview of <span className="font-medium break-all">{chosen.file.name}</span>. Save it to show it on your
                profile.
              </p>
              <div className="flex flex-wrap gap-2">
                <Button onClick={save} pending={upload.isPending}>
                  Save photo
                </Button>
                <Button variant="outline" onClick={() => setChosen(null)} disabled={upload.isPending}>
                  Cancel
                </Button>
              </div>
            </>
          ) : (
            <div className="flex flex-wrap gap-2">
              <ImageFileInput ref={inputRef} onImage={onPick} data-testid="photo-input" />
              <Button variant="outline" aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
                <Camera aria-hidden="true" />
                {profile.imageUrl ? "Change photo" : "Upload photo"}
              </Button>
              {profile.imageUrl && (
                <Button variant="ghost" onClick={() => setConfirmRemove(true)}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
            </div>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title="Remove your photo?"
        description="Your profile will show your initials until you upload a new photo."
        confirmLabel="Remove photo"
        cancelLabel="Keep photo"
        destructive
        onConfirm={async () => {
          await remove.mutateAsync();
          toast.success("Photo removed");
        }}
      />
    </Card>
  );
}
