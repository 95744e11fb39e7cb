import { BadgeCheck } from "lucide-react";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

export function VerifiedBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <span className={cn("inline-flex shrink-0 text-brand-600", className)} title={t("common.verified")}>
      <BadgeCheck aria-hidden="true" className="size-full" />
      <span className="sr-only">{t("common.verified")}</span>
    </span>
  );
}
