import type * as React from "react";
import { IMAGE_ACCEPT } from "@/shared/images";
import { useT } from "@/web/lib/i18n";
import { pickedImage } from "@/web/lib/image-file";

/**
 * The hidden file input behind an image picker's button (the button calls `ref.current.click()`): it hands
 * `onImage` a picked file that passes the spec's checks, toasts a refused one, and clears itself so the same file
 * can be picked again.
 */
export function ImageFileInput({
  onImage,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "accept" | "onChange"> & { onImage: (file: File) => void }) {
  const t = useT();
  return (
    <input
      type="file"
      accept={IMAGE_ACCEPT}
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      {...props}
      onChange={(event) => {
        const file = pickedImage(event, t);
        if (file) onImage(file);
      }}
    />
  );
}
