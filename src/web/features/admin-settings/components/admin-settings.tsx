import { useSearchParams } from "react-router";
import { hasPermission } from "@/shared/roles";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorMessage } from "@/web/lib/api-client";
import { useSession } from "@/web/lib/session";
import { useAdminSettings } from "../api/get-admin-settings";
import { BrandingSettings } from "./branding-settings";
import { ContactSettingsForm } from "./contact-settings-form";
import { FailedMessagesCard } from "./failed-messages-card";
import { MarketplaceSettingsForm } from "./marketplace-settings-form";
import { PageContentSettings } from "./page-content-settings";
import { PaymentSettingsForm } from "./payment-settings-form";
import { PayoutSettingsCard } from "./payout-settings-form";
import { SocialSettingsCard } from "./social-settings-form";

type Tab = "marketplace" | "payouts" | "contact" | "appearance" | "content" | "payments";

/**
 * /admin/settings: the Marketplace, Payouts, Contact and Logo & Appearance tabs for staff with `settings`, and Payment Settings for the super admin (the
 * server sends `payments: null` to anyone else), and Page Content for staff who may edit pages (`content`). The open
 * tab is in the URL (?tab=payments).
 */
export function AdminSettings() {
  const { data: settings, isPending, isError, error, refetch } = useAdminSettings();
  const [params, setParams] = useSearchParams();
  const canEditPages = hasPermission(useSession().user, "content");

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
    asked === "payments" && settings.payments
      ? "payments"
      : asked === "appearance" || asked === "contact" || asked === "payouts"
        ? asked
        : asked === "content" && canEditPages
          ? "content"
          : "marketplace";
  return (
    <Tabs
      value={tab}
      onValueChange={(next) =>
        setParams(next === "marketplace" ? {} : { tab: next }, { replace: true, preventScrollReset: true })
      }
    >
      <TabsList aria-label="Settings" className="max-w-full overflow-x-auto">
        <TabsTrigger value="marketplace">Marketplace</TabsTrigger>
        <TabsTrigger value="payouts">Payouts</TabsTrigger>
        <TabsTrigger value="contact">Contact</TabsTrigger>
        <TabsTrigger value="appearance">Logo &amp; Appearance</TabsTrigger>
        {canEditPages && <TabsTrigger value="content">Page Content</TabsTrigger>}
        {settings.payments && <TabsTrigger value="payments">Payment Settings</TabsTrigger>}
      </TabsList>
      <TabsContent value="marketplace" className="space-y-6">
        <MarketplaceSettingsForm settings={settings.marketplace} />
        <SocialSettingsCard />
      </TabsContent>
      <TabsContent value="payouts">
        <PayoutSettingsCard />
      </TabsContent>
      <TabsContent value="contact" className="space-y-6">
        <ContactSettingsForm settings={settings.contact} />
        <FailedMessagesCard />
      </TabsContent>
      <TabsContent value="appearance">
        <BrandingSettings />
      </TabsContent>
      {canEditPages && (
        <TabsContent value="content">
          <PageContentSettings />
        </TabsContent>
      )}
      {settings.payments && (
        <TabsContent value="payments">
          <PaymentSettingsForm payments={settings.payments} />
        </TabsContent>
      )}
    </Tabs>
  );
}
