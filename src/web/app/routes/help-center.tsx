import { ChevronDown, CircleHelp, type LucideIcon, MessageCircle, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { HELP_TEXTS } from "@/shared/page-texts/texts-help";
import { PageHero } from "@/web/components/layout/page-hero";
import { Editable, PageContent, usePageEditMode, usePageText } from "@/web/components/page-content/page-content";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { prefetchPageContent } from "@/web/lib/page-content";
import { siteInfoQueryOptions, useDeliveryWindow } from "@/web/lib/site-info";
import { usePageTitle } from "@/web/lib/use-page-title";
import { cn } from "@/web/lib/utils";
import type { PagePrefetch } from "../page-module";

const CARDS: { icon: LucideIcon; n: 1 | 2 | 3; to: string }[] = [
  { icon: CircleHelp, n: 1, to: "#faqs" },
  { icon: ShieldCheck, n: 2, to: "/terms-of-service" },
  { icon: MessageCircle, n: 3, to: "/contact-us" },
];

const FAQS = [1, 2, 3, 4, 5] as const;

/** A text of the Help Center. */
const E = Editable<"help">;

/** The token an FAQ answer may hold for the delivery window (the delivery days setting), so the promise never disagrees. */
const DELIVERY_WINDOW_TOKEN = "{deliveryWindow}";

/** An FAQ answer as visitors read it: the delivery token replaced by the current window. */
function FaqAnswer({ n }: { n: (typeof FAQS)[number] }) {
  const text = usePageText("help", `faq${n}Answer`);
  const window = useDeliveryWindow();
  const t = useT();
  return <>{text.replaceAll(DELIVERY_WINDOW_TOKEN, window ?? t("pages.help.deliveryWindowFallback"))}</>;
}

/** The page's texts as staff last saved them, and the delivery window its answers quote. */
export const prefetch: PagePrefetch = (queryClient, request) =>
  Promise.all([prefetchPageContent("help")(queryClient, request), queryClient.prefetchQuery(siteInfoQueryOptions())]);

export default function HelpCenterPage() {
  usePageTitle(pageTitle("/help-center"));
  const t = useT();
  return (
    <PageContent page="help" defaults={HELP_TEXTS}>
      <PageHero
        eyebrow={<E field="eyebrow" />}
        title={<E field="pageTitle" label={t("pages.edit.pageTitle")} />}
        description={<E as="p" field="description" />}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <ul className="grid gap-5 md:grid-cols-3">
          {CARDS.map(({ icon: Icon, n, to }) => (
            <li key={n} className="flex flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <E as="h2" field={`card${n}Title`} className="mt-4 block text-lg font-semibold text-ink" />
              <E as="p" field={`card${n}Text`} className="mt-1 block flex-1 text-sm leading-relaxed text-slate-600" />
              {to.startsWith("#") ? (
                <a href={to} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
                  <E field={`card${n}LinkText`} />
                </a>
              ) : (
                <Link to={to} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
                  <E field={`card${n}LinkText`} />
                </Link>
              )}
            </li>
          ))}
        </ul>

        <section id="faqs" aria-labelledby="faqs-title" className="mt-16 scroll-mt-24">
          <h2 id="faqs-title" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <E field="faqTitle" />
          </h2>
          <FaqList />
        </section>

        <div className="mt-16 rounded-3xl bg-brand-50 px-6 py-10 text-center">
          <E as="h2" field="stillTitle" className="block text-xl font-bold text-ink sm:text-2xl" />
          <E as="p" field="stillText" className="mt-2 block text-slate-700" />
          <Button asChild size="lg" className="mt-6">
            <Link to="/contact-us">
              <E field="stillButton" />
            </Link>
          </Button>
        </div>
      </div>
    </PageContent>
  );
}

/** Single-open disclosure list: opening one question closes the others. While editing, every answer is open. */
function FaqList() {
  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (usePageEditMode() === "edit") {
    return (
      <div className="mt-6 divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
        {FAQS.map((n) => (
          <div key={n} className="space-y-3 px-6 py-5">
            <E as="h3" field={`faq${n}Question`} className="block font-semibold text-ink" />
            <E as="p" field={`faq${n}Answer`} className="block leading-relaxed text-slate-600" />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="mt-6 divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white">
      {FAQS.map((n, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={n}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-6 py-5 text-start font-semibold text-ink transition-colors hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
              >
                <E field={`faq${n}Question`} />
                <ChevronDown
                  aria-hidden="true"
                  className={cn("size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")}
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-6 pb-6 leading-relaxed text-slate-600"
            >
              <FaqAnswer n={n} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
