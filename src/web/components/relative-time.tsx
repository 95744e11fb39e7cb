import { formatDate, relativeDate } from "@/web/lib/format";
import { useLocale } from "@/web/lib/i18n";
import { useHydrated } from "@/web/lib/use-hydrated";

/**
 * A date told relative to now ("3 days ago"), the full date as its title. The server writes it with its clock
 * (a page stays cached for seconds, not days); the hydrating browser keeps the server's text, then draws it
 * with its own clock: the same text unless a boundary passed meanwhile, so nothing moves and React reports
 * no mismatch. The full date depends on the reader's time zone: only the browser writes it.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  const { locale } = useLocale();
  return (
    // A new element once hydrated: React keeps a text it was told not to check, so the browser's is drawn anew.
    <time
      key={hydrated ? "browser" : "server"}
      dateTime={iso}
      className={className}
      title={hydrated ? formatDate(iso, locale) : undefined}
      suppressHydrationWarning
    >
      {relativeDate(iso, Date.now(), locale)}
    </time>
  );
}
