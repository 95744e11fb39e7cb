import { Building2, Gift, type LucideIcon, Megaphone } from "lucide-react";
import { pageTitle } from "@/shared/client-routes";
import { BUSINESS_TEXTS } from "@/shared/page-texts/texts-business";
import { PageHero } from "@/web/components/layout/page-hero";
import { Editable, PageContent } from "@/web/components/page-content/page-content";
import { Button } from "@/web/components/ui/button";
import { BusinessEnquiryForm } from "@/web/features/enquiries/components/business-enquiry-form";
import { useT } from "@/web/lib/i18n";
import { prefetchPageContent } from "@/web/lib/page-content";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

const SECTIONS: { icon: LucideIcon; n: 1 | 2 | 3 }[] = [
  { icon: Megaphone, n: 1 },
  { icon: Building2, n: 2 },
  { icon: Gift, n: 3 },
];

/** A text of the Business page. */
const E = Editable<"business">;

/** The page's texts as staff last saved them. */
export const prefetch: PagePrefetch = prefetchPageContent("business");

export default function BusinessPage() {
  usePageTitle(pageTitle("/business"));
  const t = useT();
  return (
    <PageContent page="business" defaults={BUSINESS_TEXTS}>
      <PageHero
        eyebrow={<E field="eyebrow" />}
        title={<E field="pageTitle" label={t("pages.edit.pageTitle")} />}
        description={<E as="p" field="subheading" label={t("pages.edit.subheading")} />}
      >
        <Button asChild size="lg">
          <a href="#business-enquiry">
            <E field="ctaButtonText" label={t("pages.edit.buttonText")} />
          </a>
        </Button>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <E
          as="p"
          field="description"
          className="mx-auto block max-w-3xl text-center text-lg leading-relaxed text-slate-700"
        />
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {SECTIONS.map(({ icon: Icon, n }) => (
            <li key={n} className="rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <E as="h2" field={`section${n}Title`} className="mt-5 block text-lg font-semibold text-ink" />
              <E as="p" field={`section${n}Text`} className="mt-2 block leading-relaxed text-slate-600" />
            </li>
          ))}
        </ul>
        <BusinessEnquiryForm />
      </div>
    </PageContent>
  );
}
