import type { MessageKey } from "@/shared/messages/keys";
import type { FinancePeriod } from "@/shared/schemas/finance";
import { toSearchParams } from "@/web/lib/api-client";

export const EXPORT_KINDS = [
  { kind: "ledger", labelKey: "admin.finance.export.ledger" },
  { kind: "payouts", labelKey: "admin.finance.export.payouts" },
  { kind: "disputes", labelKey: "admin.finance.export.disputes" },
] as const satisfies readonly { kind: string; labelKey: MessageKey }[];

/** GET /api/admin/finance/export.csv?kind=...&from=&to=: a plain link, downloaded with the session cookie. */
export const exportHref = (kind: (typeof EXPORT_KINDS)[number]["kind"], period: FinancePeriod) =>
  `/api/admin/finance/export.csv${toSearchParams({ kind, from: period.from, to: period.to })}`;
