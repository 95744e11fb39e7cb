import { formatDay } from "@/web/lib/format";
import { useHydrated } from "@/web/lib/use-hydrated";
import { relativeDate } from "../lib/format";

/**
 * "3 days ago" in the browser. The server (and the hydrating browser) write the day instead ("Nov 23,
 * 2026"): the clock moves between the HTML being cached and being read, the day only rarely.
 */
export function RelativeDate({ iso, className }: { iso: string; className?: string }) {
  const hydrated = useHydrated();
  return (
    <time dateTime={iso} className={className}>
      {hydrated ? relativeDate(iso) : formatDay(iso.slice(0, 10))}
    </time>
  );
}
