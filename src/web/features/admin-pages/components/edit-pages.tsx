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
import { PAGE_LABELS, PAGE_PATHS, type PageId } from "@/shared/page-texts/pages";
import { Button } from "@/web/components/ui/button";
import { formatDateTime } from "@/web/lib/format";
import { usePageContentQuery } from "@/web/lib/page-content";
import { PageHistory } from "./page-history";

/** The spec's order: Home, About Us, Contact Us, Privacy Policy, Terms of Service, Help Center, Business. */
const CARDS: { page: PageId; icon: LucideIcon; description: string }[] = [
  { page: "home", icon: Home, description: "The hero, the featured section title and the closing call to action." },
  { page: "about", icon: Info, description: "The story, the vision, how Salamu works and the invitation to join." },
  { page: "contact", icon: Mail, description: "The introduction and the e-mail, phone and office cards." },
  {
    page: "privacy",
    icon: ShieldCheck,
    description: "The title, the last-updated date, the introduction and the closing line.",
  },
  {
    page: "terms",
    icon: FileText,
    description: "The title, the last-updated date, the introduction and the closing line.",
  },
  {
    page: "help",
    icon: LifeBuoy,
    description: "The three help cards, the five questions and answers, and the closing box.",
  },
  { page: "business", icon: Building2, description: "The headline, the offer and the three business use cases." },
];

/** /admin/edit-pages: a card per public page, each opening the page itself in edit mode. */
export function EditPages() {
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-slate-600">
        Open a page to change its texts where they appear: click a text, type, then Save in the toolbar at the bottom of
        the page. Visitors see the change as soon as it is saved.
      </p>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map((card) => (
          <PageCard key={card.page} {...card} />
        ))}
      </ul>
    </div>
  );
}

function PageCard({ page, icon: Icon, description }: { page: PageId; icon: LucideIcon; description: string }) {
  const { data } = usePageContentQuery(page);
  const path = PAGE_PATHS[page];
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{PAGE_LABELS[page]}</h2>
          <p className="truncate text-sm text-slate-500">{path}</p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm leading-relaxed text-slate-600">{description}</p>
      <p className="mt-3 text-xs text-slate-500">
        {data
          ? data.updatedAt
            ? `Last saved ${formatDateTime(data.updatedAt)}`
            : "Built-in texts, never changed"
          : "\u00a0"}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={`${path}?edit=1`} aria-label={`Edit ${PAGE_LABELS[page]}`}>
            <Pencil aria-hidden="true" />
            Edit page
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to={path} aria-label={`View ${PAGE_LABELS[page]}`}>
            <ExternalLink aria-hidden="true" />
            View
          </Link>
        </Button>
        <PageHistory page={page} />
      </div>
    </li>
  );
}
