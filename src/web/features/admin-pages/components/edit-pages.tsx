import {
  Building2,
  ExternalLink,
  FileText,
  Home,
  Info,
  LifeBuoy,
  type LucideIcon,
  Mail,
  Pencil,
  ShieldCheck,
} from "lucide-react";
import { Link } from "react-router";
import type { MessageKey } from "@/shared/messages/keys";
import { PAGE_PATHS, type PageId } from "@/shared/page-texts/pages";
import { Button } from "@/web/components/ui/button";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { usePageContentQuery } from "@/web/lib/page-content";
import { PageHistory } from "./page-history";

/** The spec's order: Home, About Us, Contact Us, Privacy Policy, Terms of Service, Help Center, Business. */
const CARDS: { page: PageId; icon: LucideIcon; descriptionKey: MessageKey }[] = [
  { page: "home", icon: Home, descriptionKey: "admin.editPages.card.home" },
  { page: "about", icon: Info, descriptionKey: "admin.editPages.card.about" },
  { page: "contact", icon: Mail, descriptionKey: "admin.editPages.card.contact" },
  { page: "privacy", icon: ShieldCheck, descriptionKey: "admin.editPages.card.privacy" },
  { page: "terms", icon: FileText, descriptionKey: "admin.editPages.card.terms" },
  { page: "help", icon: LifeBuoy, descriptionKey: "admin.editPages.card.help" },
  { page: "business", icon: Building2, descriptionKey: "admin.editPages.card.business" },
];

/** /admin/edit-pages: a card per public page, each opening the page itself in edit mode. */
export function EditPages() {
  const t = useT();
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-600">{t("admin.editPages.intro")}</p>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map((card) => (
          <PageCard key={card.page} {...card} />
        ))}
      </ul>
    </div>
  );
}

function PageCard({
  page,
  icon: Icon,
  descriptionKey,
}: {
  page: PageId;
  icon: LucideIcon;
  descriptionKey: MessageKey;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { data } = usePageContentQuery(page);
  const label = t(`admin.pageName.${page}`);
  const path = PAGE_PATHS[page];
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{label}</h2>
          <p dir="ltr" className="truncate text-start text-sm text-slate-500">
            {path}
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-600">{t(descriptionKey)}</p>
      <p className="mt-3 text-xs text-slate-500">
        {data
          ? data.updatedAt
            ? t("admin.editPages.lastSaved", { date: formatDateTime(data.updatedAt, locale) })
            : t("admin.editPages.builtIn")
          : "\u00a0"}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`${path}?edit=1`} aria-label={t("admin.editPages.editLabel", { page: label })}>
            <Pencil aria-hidden="true" />
            {t("admin.editPages.edit")}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={path} aria-label={t("admin.editPages.viewLabel", { page: label })}>
            <ExternalLink aria-hidden="true" />
            {t("admin.editPages.view")}
          </Link>
        </Button>
        <PageHistory page={page} />
      </div>
    </li>
  );
}
