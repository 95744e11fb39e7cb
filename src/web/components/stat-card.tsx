import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Card } from "@/web/components/ui/card";

/**
 * One figure of a dashboard: its label, an icon, the value and a caption. With `to` the whole card is a link to
 * the page that manages what it counts.
 */
export function StatCard({
  label,
  icon: Icon,
  value,
  caption,
  to,
}: {
  label: string;
  icon: LucideIcon;
  value: ReactNode;
  caption?: ReactNode;
  to?: string;
}) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        {/* On a phone the figures sit two abreast: the label needs the width more than the icon does. */}
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:inline-flex">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <div className="mt-2 text-xl font-bold tracking-tight break-words text-slate-900 sm:text-2xl">{value}</div>
      {(caption || to) && (
        <p className="mt-1 flex items-center gap-1 text-xs text-slate-600">
          {caption}
          {to && (
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 ms-auto size-3.5 shrink-0 text-brand-700" />
          )}
        </p>
      )}
    </>
  );
  if (!to) return <Card className="h-full p-4 sm:p-5">{body}</Card>;
  return (
    <Card className="relative h-full p-4 sm:p-5 transition-colors hover:border-brand-300 focus-within:ring-2 focus-within:ring-brand-500">
      {body}
      {/* The label names the link; the card's whole area is clickable. */}
      <Link to={to} className="absolute inset-0 rounded-2xl focus-visible:outline-none" aria-label={label} />
    </Card>
  );
}
