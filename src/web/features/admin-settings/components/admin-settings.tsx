import { useSearchParams } from "react-router";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorMessage } from "@/web/lib/api-client";
import { useAdminSettings } from "../api/get-admin-settings";
import { MarketplaceSettingsForm } from "./marketplace-settings-form";
import { PaymentSettingsForm } from "./payment-settings-form";

type Tab = "marketplace" | "payments";

/**
 * /admin/settings: the Marketplace tab for staff with `settings`, and Payment Settings for the super admin (the
 * server sends `payments: null` to anyone else). The open tab is in the URL (?tab=payments).
 */
export function AdminSettings() {
  const { data: settings, isPending, isError, error, refetch } = useAdminSettings();
  const [params, setParams] = useSearchParams();

  if (isPending) return <LoadingState label="Loading settings…" />;
  if (isError) {
    return (
      <ErrorState
        size="page"
        title="The settings did not load"
        message={errorMessage(error, "Please check your connection and try again.")}
        onRetry={() => void refetch()}
      />
    );
  }

  const tab: Tab = params.get("tab") === "payments" && settings.payments ? "payments" : "marketplace";
  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setParams(next === "payments" ? { tab: "payments" } : {}, { replace: true, preventScrollReset: true })
      }
    >
      <TabsList aria-label="Settings" className="max-w-full overflow-x-auto">
        <TabsTrigger value="marketplace">Marketplace</TabsTrigger>
        {settings.payments && <TabsTrigger value="payments">Payment Settings</TabsTrigger>}
      </TabsList>
      <TabsContent value="marketplace">
        <MarketplaceSettingsForm settings={settings.marketplace} />
      </TabsContent>
      {settings.payments && (
        <TabsContent value="payments">
          <PaymentSettingsForm payments={settings.payments} />
        </TabsContent>
      )}
    </Tabs>
  );
}
