import { ImageOff } from "lucide-react";
import { type ImgHTMLAttributes, useCallback, useState } from "react";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

type ContentImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string;
  /** The box the placeholder fills (an image with `h-auto` has no height of its own once it is gone). */
  placeholderClassName?: string;
};

/**
 * A picture staff put up (a blog cover, an image in a post, a slide): when its file cannot be loaded, the
 * spec's 'Image Not Found' placeholder takes its box instead of the browser's broken-image icon.
 */
export function ContentImage({ src, alt = "", className, placeholderClassName, ...props }: ContentImageProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const t = useT();
  // An image drawn by the server can fail before the page's script runs, when no onError is listening yet:
  // a finished request for a URL that gave no picture is a broken one.
  const checkAlreadyBroken = useCallback(
    (image: HTMLImageElement | null) => {
      if (image?.complete && image.currentSrc && image.naturalWidth === 0) setBrokenSrc(src);
    },
    [src],
  );

  if (brokenSrc === src) {
    const notFound = t("common.imageNotFound");
    return (
      <span
        role="img"
        aria-label={alt ? `${alt}: ${notFound}` : notFound}
        className={cn(
          "flex flex-col items-center justify-center gap-2 bg-slate-100 text-sm font-medium text-slate-500",
          placeholderClassName ?? className,
        )}
      >
        <ImageOff className="size-8" aria-hidden="true" />
        <span aria-hidden="true">{notFound}</span>
      </span>
    );
  }
  return (
    <img
      {...props}
      ref={checkAlreadyBroken}
      src={src}
      alt={alt}
      onError={() => setBrokenSrc(src)}
      className={className}
    />
  );
}
