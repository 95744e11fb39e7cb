import { Inbox, LoaderCircle, type LucideIcon, RotateCcw, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/web/components/ui/button";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/**
 * The empty, error and loading states of every list, tab and page. Callers give the words; these give the one
 * look and the semantics (role="status" while loading, role="alert" on failure, a retry button).
 *
 * `size`: "section" (default) inside a card, a tab or a dashboard panel; "page" when the state is the page's
 * main content (a catalogue with no result, a profile that failed to load).
 */
export type StateSize = "section" | "page";

const frame = {
  section: "rounded-2xl px-6 py-10",
  page: "rounded-3xl px-6 py-16",
} satisfies Record<StateSize, string>;

const badge = {
  section: "size-12",
  page: "size-14",
} satisfies Record<StateSize, string>;

function StateIcon({ icon: Icon, size, tone }: { icon: LucideIcon; size: StateSize; tone: "brand" | "danger" }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-full",
        badge[size],
        tone === "brand" ? "bg-brand-50 text-brand-700" : "bg-red-100 text-red-700",
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** Under a title or an icon the text is small; alone (a tab with nothing yet) it reads at body size. */
const bodySpacing = (hasTitle: boolean, hasIcon: boolean) =>
  hasTitle ? "mt-1 text-sm" : hasIcon ? "mt-4 text-sm" : "";

export function EmptyState({
  title,
  children,
  icon = Inbox,
  action,
  headingLevel,
  size = "section",
  className,
}: {
  title?: string;
  children?: ReactNode;
  /** null for text alone (a tab with nothing yet). */
  icon?: LucideIcon | null;
  /** A button or link that gets the visitor going again (clear filters, browse...). */
  action?: ReactNode;
  /** Makes the title a heading, where it names the page's main content; else it is a paragraph. */
  headingLevel?: 2 | 3;
  size?: StateSize;
  className?: string;
}) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : "p";
  return (
    <div
      className={cn(
        "flex flex-col items-center border border-dashed border-slate-300 text-center",
        frame[size],
        size === "page" ? "bg-slate-50/60" : "bg-white",
        className,
      )}
    >
      {icon && <StateIcon icon={icon} size={size} tone="brand" />}
      {title && (
        <Title className={cn("font-semibold text-slate-900", icon && "mt-4", size === "page" && "text-lg")}>
          {title}
        </Title>
      )}
      {children && <div className={cn("max-w-md text-slate-600", bodySpacing(!!title, !!icon))}>{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  size = "section",
  className,
}: {
  title?: string;
  /** What failed, in the caller's words ("We couldn't load your videos."). */
  message: ReactNode;
  onRetry: () => void;
  retryLabel?: string;
  size?: StateSize;
  className?: string;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center border border-red-200 bg-red-50/60 text-center",
        frame[size],
        className,
      )}
    >
      <StateIcon icon={TriangleAlert} size={size} tone="danger" />
      {title && <p className={cn("mt-4 font-semibold text-slate-900", size === "page" && "text-lg")}>{title}</p>}
      <p className={cn("max-w-md text-sm", title ? "mt-1 text-slate-600" : "mt-4 text-slate-800")}>{message}</p>
      <Button variant="outline" size={size === "page" ? "default" : "sm"} className="mt-6" onClick={onRetry}>
        <RotateCcw aria-hidden="true" /> {retryLabel ?? t("common.states.tryAgain")}
      </Button>
    </div>
  );
}

/** A spinner and what is loading; announced politely to screen readers. */
export function LoadingState({
  label,
  size = "section",
  className,
}: {
  label: string;
  size?: StateSize;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        "flex items-center justify-center text-slate-600",
        size === "page" ? "flex-col gap-3 py-24" : "gap-2 py-12 text-sm",
        className,
      )}
    >
      <LoaderCircle
        aria-hidden="true"
        className={cn("animate-spin text-brand-700", size === "page" ? "size-8" : "size-5")}
      />
      <span>{label}</span>
    </div>
  );
}

/** Placeholder rows while a list loads; the label is for screen readers. */
export function ListSkeleton({
  rows = 2,
  label,
  rowClassName = "h-36",
}: {
  rows?: number;
  label: string;
  /** The height (and shape) of one row. */
  rowClassName?: string;
}) {
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className={cn("w-full rounded-2xl", rowClassName)} />
      ))}
    </div>
  );
}
