import type { FinancePeriod } from "@/shared/schemas/finance";
import { toSearchParams } from "@/web/lib/api-client";

export const EXPORT_KINDS = [
  { kind: "ledger", label: "Ledger" },
  { kind: "payouts", label: "Payouts" },
  { kind: "disputes", label: "Disputes" },
] as const;

/** GET /api/admin/finance/export.csv?kind=...&from=&to=: a plain link, downloaded with the session cookie. */
export const exportHref = (kind: (typeof EXPORT_KINDS)[number]["kind"], period: FinancePeriod) =>
  `/api/admin/finance/export.csv${toSearchParams({ kind, from: period.from, to: period.to })}`;
