import { Hourglass, Images, Inbox, Newspaper, ShieldCheck, Star, Users, Wallet } from "lucide-react";
import { hasPermission, type PolicySubject } from "@/shared/roles";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import { Price } from "@/web/components/price";
import { StatCard } from "@/web/components/stat-card";
import { formatMinor, formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";

/**
 * The headline figures. Each card links to the page that manages what it counts, when the viewer may open it
 * (the server decides anyway); Admins shows only when the server sent the staff count (the super admin), Fees
 * Earned only when it sent the money (staff with `finance`).
 */
export function DashboardStats({ figures, viewer }: { figures: AdminDashboard; viewer: PolicySubject }) {
  const t = useT();
  const { locale } = useLocale();
  const count = (value: number) => formatNumber(value, locale);
  const { totals, revenue } = figures;
  const celebritiesPage = hasPermission(viewer, "celebrities") ? "/admin/celebrities" : undefined;
  const listed = (money: { byCurrency: { currency: string; amountMinor: number }[] }) =>
    money.byCurrency
      .filter((entry) => entry.amountMinor !== 0)
      .map((entry) => formatMinor(entry.amountMinor, entry.currency, locale))
      .join(" · ");
  const feesCaption = (money: NonNullable<AdminDashboard["revenue"]>) => {
    const amounts = listed(money.feesEarned);
    const paid = listed(money.fansPaid) || t("admin.dashboard.stats.nothingYet");
    return amounts
      ? t("admin.dashboard.stats.feesCaptionWithAmounts", { amounts, paid })
      : t("admin.dashboard.stats.feesCaption", { paid });
  };
  return (
    <ul aria-label={t("admin.dashboard.stats.label")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <li>
        <StatCard
          label={t("admin.dashboard.stats.totalUsers")}
          icon={Users}
          value={count(totals.users)}
          caption={t("admin.dashboard.stats.totalUsersCaption")}
          to={hasPermission(viewer, "users") ? "/admin/users" : undefined}
        />
      </li>
      {totals.admins !== null && (
        <li>
          <StatCard
            label={t("admin.dashboard.stats.admins")}
            icon={ShieldCheck}
            value={count(totals.admins)}
            caption={t("admin.dashboard.stats.adminsCaption")}
            to="/admin/admin-users"
          />
        </li>
      )}
      <li>
        <StatCard
          label={t("admin.dashboard.stats.celebrities")}
          icon={Star}
          value={count(totals.celebrities)}
          caption={t("admin.dashboard.stats.celebritiesCaption")}
          to={celebritiesPage}
        />
      </li>
      {revenue && (
        <li>
          <StatCard
            label={t("admin.dashboard.stats.feesEarned")}
            icon={Wallet}
            value={<Price usdCents={revenue.feesEarned.usdCents} />}
            caption={feesCaption(revenue)}
          />
        </li>
      )}
      <li>
        <StatCard
          label={t("admin.dashboard.stats.pendingApprovals")}
          icon={Hourglass}
          value={count(totals.pendingApprovals)}
          caption={t("admin.dashboard.stats.pendingApprovalsCaption")}
          to={celebritiesPage}
        />
      </li>
      {figures.blogPosts && (
        <li>
          <StatCard
            label={t("admin.dashboard.stats.blogPosts")}
            icon={Newspaper}
            value={count(figures.blogPosts.total)}
            caption={t("admin.dashboard.stats.blogPostsCaption", {
              published: figures.blogPosts.published,
              drafts: figures.blogPosts.total - figures.blogPosts.published,
            })}
            to={hasPermission(viewer, "blog") ? "/admin/blog" : undefined}
          />
        </li>
      )}
      <li>
        <StatCard
          label={t("admin.dashboard.stats.sliderItems")}
          icon={Images}
          value={count(figures.sliderItems.total)}
          caption={t("admin.dashboard.stats.sliderItemsCaption", { active: figures.sliderItems.active })}
          to={hasPermission(viewer, "slider") ? "/admin/slider" : undefined}
        />
      </li>
      {figures.unreadEnquiries !== undefined && (
        <li>
          <StatCard
            label={t("admin.dashboard.stats.unreadMessages")}
            icon={Inbox}
            value={count(figures.unreadEnquiries)}
            caption={t("admin.dashboard.stats.unreadMessagesCaption")}
            to={hasPermission(viewer, "content") ? "/admin/inbox" : undefined}
          />
        </li>
      )}
    </ul>
  );
}
