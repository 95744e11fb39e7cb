import { useSearchParams } from "react-router";
import { DISPUTE_STATUSES, type DisputeStatus } from "@/shared/payouts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useT } from "@/web/lib/i18n";
import { DisputesList } from "./disputes-list";
import { FinanceSummary } from "./finance-summary";
import { FailedPayouts, PayoutQueue } from "./payout-queue";

const TABS = ["overview", "queue", "failed", "disputes"] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/finance (permission `finance`): totals per currency and period with the CSV exports, the payout queue,
 * failed payouts and disputes. The open tab (and the disputes' status) is in the URL.
 */
export function Finance() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? "") ? (asked as Tab) : "overview";
  const askedStatus = params.get("status");
  const disputeStatus: DisputeStatus = (DISPUTE_STATUSES as readonly string[]).includes(askedStatus ?? "")
    ? (askedStatus as DisputeStatus)
    : "open";
  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setParams(next === "overview" ? {} : { tab: next }, { replace: true, preventScrollReset: true })
      }
    >
      <TabsList aria-label={t("admin.finance.tabs.label")} className="max-w-full overflow-x-auto">
        <TabsTrigger value="overview">{t("admin.finance.tabs.overview")}</TabsTrigger>
        <TabsTrigger value="queue">{t("admin.finance.tabs.queue")}</TabsTrigger>
        <TabsTrigger value="failed">{t("admin.finance.tabs.failed")}</TabsTrigger>
        <TabsTrigger value="disputes">{t("admin.finance.tabs.disputes")}</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <FinanceSummary />
      </TabsContent>
      <TabsContent value="queue">
        <PayoutQueue />
      </TabsContent>
      <TabsContent value="failed">
        <FailedPayouts />
      </TabsContent>
      <TabsContent value="disputes">
        <DisputesList
          status={disputeStatus}
          onStatusChange={(status) =>
            setParams(status === "open" ? { tab: "disputes" } : { tab: "disputes", status }, { replace: true })
          }
        />
      </TabsContent>
    </Tabs>
  );
}
