import { useId, useRef, useState } from "react";
import { photoSrcSet } from "@/shared/images";
import { avatarColour, initialsOf } from "@/shared/initials";
import { useNearViewport } from "@/web/lib/use-near-viewport";
import { cn } from "@/web/lib/utils";

/** A transparent pixel: the photo's box (its background) until the photo is asked for, not its alt text. */
const NO_IMAGE_YET = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/** A celebrity's photo, or a locally generated initials avatar when there is none or it fails to load. */
export function CelebrityAvatar({
  name,
  imageUrl,
  className,
  sizes = "(min-width: 768px) 400px, 100vw",
  priority = false,
}: {
  name: string;
  imageUrl?: string | null;
  className?: string;
  /** How wide the picture shows, so the browser picks the stored size (uploaded photos come in two). */
  sizes?: string;
  /**
   * The page's largest picture (its LCP): fetched first, not lazily, and preloaded from the HTML's head
   * (the server preloads what is marked `fetchpriority="high"`).
   */
  priority?: boolean;
}) {
  // Remember which URL failed, so a new URL gets a fresh attempt.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const gradientId = `avatar-shine-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  // Any other photo is asked for when it comes near the screen, after the page works: on a 3G line the
  // browser's own lazy loading would fetch a whole grid of them alongside the page's code.
  const image = useRef<HTMLImageElement>(null);
  const near = useNearViewport(image, { enabled: !priority });
  const shown = priority || near;

  if (imageUrl && failedUrl !== imageUrl) {
    return (
      <img
        ref={image}
        src={shown ? imageUrl : NO_IMAGE_YET}
        srcSet={shown ? photoSrcSet(imageUrl) : undefined}
        sizes={shown && photoSrcSet(imageUrl) ? sizes : undefined}
        alt={name}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        onError={() => setFailedUrl(imageUrl)}
        className={cn("bg-slate-100 object-cover", className)}
      />
    );
  }

  const initials = initialsOf(name);
  return (
    <svg
      role="img"
      aria-label={name}
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid slice"
      xmlns="http://www.w3.org/2000/svg"
      data-testid="initials-avatar"
      className={cn("select-none", className)}
    >
      <title>{name}</title>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.18" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.12" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={avatarColour(name)} />
      <rect width="100" height="100" fill={`url(#${gradientId})`} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="Inter, ui-sans-serif, system-ui, sans-serif"
        fontSize={initials.length > 1 ? 30 : 34}
        fontWeight={600}
        letterSpacing="0.5"
      >
        {initials}
      </text>
    </svg>
  );
}
