import { useSearchParams } from "react-router";
import { hasPermission } from "@/shared/roles";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { errorMessage } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
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
  const t = useT();
  const { data: settings, isPending, isError, error, refetch } = useAdminSettings();
  const [params, setParams] = useSearchParams();
  const canEditPages = hasPermission(useSession().user, "content");

  if (isPending) return <LoadingState label={t("admin.settings.loading")} />;
  if (isError) {
    return (
      <ErrorState
        size="page"
        title={t("admin.settings.loadFailed")}
        message={errorMessage(error, t("admin.settings.checkConnection"))}
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
      <TabsList aria-label={t("admin.settings.tabs.label")} className="max-w-full overflow-x-auto">
        <TabsTrigger value="marketplace">{t("admin.settings.tabs.marketplace")}</TabsTrigger>
        <TabsTrigger value="payouts">{t("admin.settings.tabs.payouts")}</TabsTrigger>
        <TabsTrigger value="contact">{t("admin.settings.tabs.contact")}</TabsTrigger>
        <TabsTrigger value="appearance">{t("admin.settings.tabs.appearance")}</TabsTrigger>
        {canEditPages && <TabsTrigger value="content">{t("admin.settings.tabs.content")}</TabsTrigger>}
        {settings.payments && <TabsTrigger value="payments">{t("admin.settings.tabs.payments")}</TabsTrigger>}
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
