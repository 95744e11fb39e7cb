import { Star } from "lucide-react";
import { Link } from "react-router";
import { AFRICAN_COUNTRIES } from "@/shared/african-countries";
import { countryName } from "@/shared/catalogue";
import { pageHref } from "@/shared/client-routes";
import { INTL_LOCALES, type Locale } from "@/shared/locales";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import { Price } from "@/web/components/price";
import { Table, type TableColumn } from "@/web/components/ui/table";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatNumber } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";

type RecentCelebrity = AdminDashboard["recentCelebrities"][number];

type Translate = ReturnType<typeof useT>;

/** A country by its name in the page's language (English names are the catalogue's own). */
function countryText(id: string, locale: Locale): string {
  const code = AFRICAN_COUNTRIES.find((country) => country.slug === id)?.code;
  if (locale === "en" || !code) return countryName(id);
  try {
    return new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "region" }).of(code) ?? countryName(id);
  } catch {
    return countryName(id);
  }
}

type Names = ReturnType<typeof useCatalogueNames>;

const columnsFor = (t: Translate, locale: Locale, names: Names): TableColumn<RecentCelebrity>[] => [
  {
    id: "name",
    header: t("admin.dashboard.recent.name"),
    rowHeader: true,
    className: "whitespace-nowrap",
    cell: (celebrity) => (
      <Link
        to={pageHref("/celebrity/:username", { username: celebrity.username })}
        className="font-medium text-brand-700 hover:underline"
      >
        <bdi>{celebrity.fullName}</bdi>
      </Link>
    ),
  },
  {
    id: "profession",
    header: t("admin.dashboard.recent.profession"),
    cell: (celebrity) => names.profession(celebrity.profession),
  },
  {
    id: "country",
    header: t("admin.dashboard.recent.country"),
    cell: (celebrity) => countryText(celebrity.country, locale),
  },
  {
    id: "price",
    header: t("admin.dashboard.recent.price"),
    align: "right",
    className: "whitespace-nowrap",
    cell: (celebrity) => <Price usdCents={celebrity.priceCents} showUsd={false} />,
  },
  {
    id: "rating",
    header: t("admin.dashboard.recent.rating"),
    align: "right",
    className: "whitespace-nowrap",
    cell: (celebrity) =>
      celebrity.rating > 0 ? (
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          {t("admin.dashboard.recent.ratingValue", { rating: formatNumber(celebrity.rating, locale, 1) })}
        </span>
      ) : (
        <span className="text-slate-500">{t("admin.dashboard.recent.noRatings")}</span>
      ),
  },
];

/** The latest approved celebrities (the server sends the first five), each linking to the public profile. */
export function RecentCelebrities({ celebrities }: { celebrities: RecentCelebrity[] }) {
  const t = useT();
  const names = useCatalogueNames();
  const { locale } = useLocale();
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{t("admin.dashboard.recent.title")}</h2>
      <Table
        caption={t("admin.dashboard.recent.caption")}
        columns={columnsFor(t, locale, names)}
        rows={celebrities}
        rowKey={(celebrity) => celebrity.username}
        empty={t("admin.dashboard.recent.empty")}
        tableClassName="min-w-[36rem]"
      />
    </div>
  );
}
