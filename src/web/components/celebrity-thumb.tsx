import { useState } from "react";
import { photoUrlAt } from "@/shared/images";
import { initialsOf } from "@/shared/initials";
import { cn } from "@/web/lib/utils";

/** The celebrity's photo, else their initials (decorative: the name is always written beside it). */
export function CelebrityThumb({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (imageUrl && !broken) {
    return (
      <img
        src={photoUrlAt(imageUrl, 160)}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className={cn("size-12 shrink-0 rounded-full object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
