import { format, formatDistanceToNow } from "date-fns";

/** "3 days ago", with the full date for a title attribute. */
export function relativeDate(iso: string | null): { relative: string; full: string; iso: string } | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return { relative: formatDistanceToNow(date, { addSuffix: true }), full: format(date, "d MMMM yyyy"), iso };
}
