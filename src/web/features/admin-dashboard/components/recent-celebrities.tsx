import { Star } from "lucide-react";
import { Link } from "react-router";
import { countryName, professionLabel } from "@/shared/catalogue";
import { pageHref } from "@/shared/client-routes";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import { Price } from "@/web/components/price";
import { Table, type TableColumn } from "@/web/components/ui/table";

type RecentCelebrity = AdminDashboard["recentCelebrities"][number];

const columns: TableColumn<RecentCelebrity>[] = [
  {
    id: "name",
    header: "Name",
    rowHeader: true,
    className: "whitespace-nowrap",
    cell: (celebrity) => (
      <Link
        to={pageHref("/celebrity/:username", { username: celebrity.username })}
        className="font-medium text-brand-700 hover:underline"
      >
        {celebrity.fullName}
      </Link>
    ),
  },
  { id: "profession", header: "Profession", cell: (celebrity) => professionLabel(celebrity.profession) },
  { id: "country", header: "Country", cell: (celebrity) => countryName(celebrity.country) },
  {
    id: "price",
    header: "Price",
    align: "right",
    className: "whitespace-nowrap",
    cell: (celebrity) => <Price usdCents={celebrity.priceCents} showUsd={false} />,
  },
  {
    id: "rating",
    header: "Rating",
    align: "right",
    className: "whitespace-nowrap",
    cell: (celebrity) =>
      celebrity.rating > 0 ? (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          {celebrity.rating.toFixed(1)} / 5
        </span>
      ) : (
        <span className="text-slate-500">No ratings</span>
      ),
  },
];

/** The latest approved celebrities (the server sends the first five), each linking to the public profile. */
export function RecentCelebrities({ celebrities }: { celebrities: RecentCelebrity[] }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Recent Celebrities</h2>
      <Table
        caption="Recent celebrities"
        columns={columns}
        rows={celebrities}
        rowKey={(celebrity) => celebrity.username}
        empty="No approved celebrity yet."
        tableClassName="min-w-[36rem]"
      />
    </div>
  );
}
