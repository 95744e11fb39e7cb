import type { Dispute } from "@/shared/schemas/finance";
import { DAY_MS } from "@/shared/time";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** An open dispute's deadline to answer the provider, red when it is within two days or past. */
export function Deadline({ dispute, now = Date.now() }: { dispute: Dispute; now?: number }) {
  const t = useT();
  const { locale } = useLocale();
  if (!dispute.dueAt) return <span className="text-slate-600">{t("admin.finance.deadline.none")}</span>;
  const left = new Date(dispute.dueAt).getTime() - now;
  const urgent = dispute.status === "open" && left < 2 * DAY_MS;
  return (
    <span className={cn(urgent && "font-semibold text-red-700")}>
      {dispute.status === "open" && left < 0
        ? t("admin.finance.deadline.passed", { date: formatDateTime(dispute.dueAt, locale) })
        : formatDateTime(dispute.dueAt, locale)}
    </span>
  );
}
