import { useId, useState } from "react";
import { Link } from "react-router";
import { useBranding } from "@/web/lib/branding";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** The Salamu mark: a speech bubble holding a play button, in the brand orange. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fb923c" />
          <stop offset="1" stopColor="#c2410c" />
        </linearGradient>
      </defs>
      <path
        d="M16 2.5c7.7 0 13.5 5.4 13.5 12.3S23.7 27 16 27c-1.3 0-2.6-.2-3.8-.5L6 29.4c-.7.3-1.4-.3-1.2-1l1.3-5C4 21.2 2.5 18.2 2.5 14.8 2.5 7.9 8.3 2.5 16 2.5Z"
        fill={`url(#${gradientId})`}
      />
      <path d="M13 10.2v9.3c0 .7.8 1.2 1.4.8l7-4.6c.6-.4.6-1.2 0-1.6l-7-4.7c-.6-.4-1.4 0-1.4.8Z" fill="#fff" />
    </svg>
  );
}

/**
 * The uploaded logo when staff set one (and it loads), else the built-in mark and name: the header's logo
 * and the dashboard sidebar's read the same branding query, so a new upload shows in both at once.
 */
export function BrandMark({
  inverted = false,
  compact = false,
  nameClassName,
}: {
  inverted?: boolean;
  /** A collapsed sidebar: the mark (or the uploaded logo, narrowed) without the name. */
  compact?: boolean;
  nameClassName?: string;
}) {
  const { data: branding } = useBranding();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logoUrl = branding?.logoUrl && branding.logoUrl !== failedUrl ? branding.logoUrl : null;
  if (logoUrl) {
    return (
      <img
        src={logoUrl}
        alt="Salamu"
        className={cn("h-8 w-auto object-contain", compact ? "max-w-10" : "max-w-40")}
        // A broken upload falls back to the built-in logo.
        onError={() => setFailedUrl(logoUrl)}
      />
    );
  }
  return (
    <>
      <LogoMark />
      {!compact && (
        <span
          className={cn(nameClassName ?? "text-xl font-extrabold tracking-tight", inverted ? "text-white" : "text-ink")}
        >
          Salamu
        </span>
      )}
    </>
  );
}

/** The logo as a link home. */
export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  const t = useT();
  return (
    <Link
      to="/"
      aria-label={t("common.logo.home")}
      className={cn(
        "inline-flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2",
        className,
      )}
    >
      <BrandMark inverted={inverted} />
    </Link>
  );
}
