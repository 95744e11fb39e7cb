import { RelativeTime } from "@/web/components/relative-time";

/** A post's date: "3 days ago", the full day in the reader's time zone as its title. */
export function BlogDate({ iso }: { iso: string | null }) {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return null;
  return <RelativeTime iso={iso} />;
}
