import { Hourglass, Images, Inbox, Newspaper, ShieldCheck, Star, Users, Wallet } from "lucide-react";
import { hasPermission, type PolicySubject } from "@/shared/roles";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import { Price } from "@/web/components/price";
import { StatCard } from "@/web/components/stat-card";
import { formatMinor } from "@/web/lib/format";

const count = (value: number) => value.toLocaleString("en-US");

/**
 * The headline figures. Each card links to the page that manages what it counts, when the viewer may open it
 * (the server decides anyway); Admins shows only when the server sent the staff count (the super admin), Fees
 * Earned only when it sent the money (staff with `finance`).
 */
export function DashboardStats({ figures, viewer }: { figures: AdminDashboard; viewer: PolicySubject }) {
  const { totals, revenue } = figures;
  const celebritiesPage = hasPermission(viewer, "celebrities") ? "/admin/celebrities" : undefined;
  const listed = (money: { byCurrency: { currency: string; amountMinor: number }[] }) =>
    money.byCurrency
      .filter((entry) => entry.amountMinor !== 0)
      .map((entry) => formatMinor(entry.amountMinor, entry.currency))
      .join(" · ");
  return (
    <ul aria-label="Marketplace figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      <li>
        <StatCard
          label="Total Users"
          icon={Users}
          value={count(totals.users)}
          caption="Every account: fans, celebrities and staff"
          to={hasPermission(viewer, "users") ? "/admin/users" : undefined}
        />
      </li>
      {totals.admins !== null && (
        <li>
          <StatCard
            label="Admins"
            icon={ShieldCheck}
            value={count(totals.admins)}
            caption="Staff members, invitations included"
            to="/admin/admin-users"
          />
        </li>
      )}
      <li>
        <StatCard
          label="Celebrities"
          icon={Star}
          value={count(totals.celebrities)}
          caption="Approved profiles"
          to={celebritiesPage}
        />
      </li>
      {revenue && (
        <li>
          <StatCard
            label="Fees Earned"
            icon={Wallet}
            value={<Price usdCents={revenue.feesEarned.usdCents} />}
            caption={`The platform's fee on delivered videos${
              listed(revenue.feesEarned) ? `: ${listed(revenue.feesEarned)}` : ""
            }. Fans paid ${listed(revenue.fansPaid) || "nothing yet"} (less refunds), mostly owed to stars.`}
          />
        </li>
      )}
      <li>
        <StatCard
          label="Pending Approvals"
          icon={Hourglass}
          value={count(totals.pendingApprovals)}
          caption="Celebrity applications to review"
          to={celebritiesPage}
        />
      </li>
      {figures.blogPosts && (
        <li>
          <StatCard
            label="Blog Posts"
            icon={Newspaper}
            value={count(figures.blogPosts.total)}
            caption={`${count(figures.blogPosts.published)} published, ${count(figures.blogPosts.total - figures.blogPosts.published)} drafts`}
            to={hasPermission(viewer, "blog") ? "/admin/blog" : undefined}
          />
        </li>
      )}
      <li>
        <StatCard
          label="Slider Items"
          icon={Images}
          value={count(figures.sliderItems.total)}
          caption={`${count(figures.sliderItems.active)} active on the home page`}
          to={hasPermission(viewer, "slider") ? "/admin/slider" : undefined}
        />
      </li>
      {figures.unreadEnquiries !== undefined && (
        <li>
          <StatCard
            label="Unread Messages"
            icon={Inbox}
            value={count(figures.unreadEnquiries)}
            caption="Contact and business messages not yet handled"
            to={hasPermission(viewer, "content") ? "/admin/inbox" : undefined}
          />
        </li>
      )}
    </ul>
  );
}
