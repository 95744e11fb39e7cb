import { BadgeCheck } from "lucide-react";
import { cn } from "@/web/lib/utils";

export function VerifiedBadge({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex shrink-0 text-brand-600", className)} title="Verified">
      <BadgeCheck aria-hidden="true" className="size-full" />
      <span className="sr-only">Verified</span>
    </span>
  );
}
