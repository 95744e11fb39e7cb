import { Flag } from "lucide-react";
import type { VideoRequest } from "@/shared/schemas/requests";
import { formatDate } from "@/web/lib/format";
import { messageParts, useLocale, useT } from "@/web/lib/i18n";

/**
 * A problem the fan reported with the delivered video, as the star sees it (ADR 058): what is wrong, what
 * staff wrote, and what it means for the star (one re-record owed, earnings held meanwhile).
 */
export function ReportNote({ request }: { request: Pick<VideoRequest, "report" | "fan" | "videoReplacedAt"> }) {
  const t = useT();
  const { locale } = useLocale();
  const { report } = request;
  if (!report) return null;
  const fan = <bdi>{request.fan.name}</bdi>;
  const reason = t(`shared.reportReason.${report.reason}`);
  const open = report.status === "redo" || report.status === "with_staff";
  return (
    <section
      aria-label={t("account.redo.label")}
      className={
        open
          ? "mt-3 space-y-1 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-slate-900"
          : "mt-3 space-y-1 rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700"
      }
    >
      <p className="flex items-center gap-2 font-medium">
        <Flag aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
        <span>{messageParts(t, "account.redo.reported", { fan }, { reason })}</span>
      </p>
      {report.note && (
        <p dir="auto" className="break-words">
          “{report.note}”
        </p>
      )}
      {report.staffNote && report.status !== "closed" && (
        <p>{messageParts(t, "account.redo.staffWrote", { note: <bdi>{report.staffNote}</bdi> })}</p>
      )}
      {report.status === "redo" && <p>{t("account.redo.owed")}</p>}
      {report.status === "with_staff" && <p>{t("account.redo.withStaff")}</p>}
      {report.status === "rerecorded" && (
        <p>{t("account.redo.rerecorded", { date: formatDate(request.videoReplacedAt, locale) })}</p>
      )}
      {report.status === "closed" && <p>{t("account.redo.closed")}</p>}
    </section>
  );
}
