import { useSearchParams } from "react-router";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorMessage } from "@/web/lib/api-client";
import { useAdminSettings } from "../api/get-admin-settings";
import { BrandingSettings } from "./branding-settings";
import { MarketplaceSettingsForm } from "./marketplace-settings-form";
import { PaymentSettingsForm } from "./payment-settings-form";

type Tab = "marketplace" | "appearance" | "payments";

/**
 * /admin/settings: the Marketplace and Logo & Appearance tabs for staff with `settings`, and Payment Settings for the super admin (the
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

  const asked = params.get("tab");
  const tab: Tab =
    asked === "payments" && settings.payments ? "payments" : asked === "appearance" ? "appearance" : "marketplace";
  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setParams(next === "marketplace" ? {} : { tab: next }, { replace: true, preventScrollReset: true })
      }
    >
      <TabsList aria-label="Settings" className="max-w-full overflow-x-auto">
        <TabsTrigger value="marketplace">Marketplace</TabsTrigger>
        <TabsTrigger value="appearance">Logo &amp; Appearance</TabsTrigger>
        {settings.payments && <TabsTrigger value="payments">Payment Settings</TabsTrigger>}
      </TabsList>
      <TabsContent value="marketplace">
        <MarketplaceSettingsForm settings={settings.marketplace} />
      </TabsContent>
      <TabsContent value="appearance">
        <BrandingSettings />
      </TabsContent>
      {settings.payments && (
        <TabsContent value="payments">
          <PaymentSettingsForm payments={settings.payments} />
        </TabsContent>
      )}
    </Tabs>
  );
}
