import { RelativeTime } from "@/web/components/relative-time";
import { relativeDate } from "../lib/format";

/** "3 days ago", as reviews are dated. */
export function RelativeDate({ iso, className }: { iso: string; className?: string }) {
  return <RelativeTime iso={iso} relativeText={relativeDate} className={className} />;
}
