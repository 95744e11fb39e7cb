import { format, formatDistanceToNow } from "date-fns";
import { formatDay } from "@/web/lib/format";
import { useHydrated } from "@/web/lib/use-hydrated";

/**
 * A post's date: "3 days ago", the full day in the reader's time zone as its title. The server (and the
 * hydrating browser) write the day in UTC instead: the clock moves while the HTML is cached, and the
 * server does not know the reader's time zone.
 */
export function BlogDate({ iso }: { iso: string | null }) {
  const hydrated = useHydrated();
  const date = iso ? new Date(iso) : null;
  if (!iso || !date || Number.isNaN(date.getTime())) return null;
  return hydrated ? (
    <time dateTime={iso} title={format(date, "d MMMM yyyy")}>
      {formatDistanceToNow(date, { addSuffix: true })}
    </time>
  ) : (
    <time dateTime={iso}>{formatDay(iso.slice(0, 10))}</time>
  );
}
