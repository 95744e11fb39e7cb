import { formatDate, relativeDate } from "@/web/lib/format";
import { useLocale } from "@/web/lib/i18n";
import { useHydrated } from "@/web/lib/use-hydrated";

/**
 * A post's date: "3 days ago" in the page's language, the full day in the reader's time zone as its title.
 * As RelativeTime draws it (the server's text first, the browser's once hydrated), in the page's language.
 */
export function BlogDate({ iso }: { iso: string | null }) {
  const { locale } = useLocale();
  const hydrated = useHydrated();
  if (!iso || Number.isNaN(new Date(iso).getTime())) return null;
  return (
    // A new element once hydrated: React keeps a text it was told not to check, so the browser's is drawn anew.
    <time
      key={hydrated ? "browser" : "server"}
      dateTime={iso}
      title={hydrated ? formatDate(iso, locale) : undefined}
      suppressHydrationWarning
    >
      {relativeDate(iso, Date.now(), locale)}
    </time>
  );
}
