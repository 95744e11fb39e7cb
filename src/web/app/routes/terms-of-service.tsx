import { pageTitle } from "@/shared/client-routes";
import { TERMS_SECTION_COUNT, TERMS_TEXTS } from "@/shared/page-texts/texts-terms";
import { LegalPage } from "@/web/components/layout/legal-page";
import { legalSections } from "@/web/components/layout/legal-sections";
import { Editable, PageContent } from "@/web/components/page-content/page-content";
import { useT } from "@/web/lib/i18n";
import { prefetchPageContent } from "@/web/lib/page-content";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

const SECTIONS = legalSections(TERMS_SECTION_COUNT);

/** A text of this page. */
const E = Editable<"terms">;

/** The page's texts as staff last saved them. */
export const prefetch: PagePrefetch = prefetchPageContent("terms");

export default function TermsOfServicePage() {
  usePageTitle(pageTitle("/terms-of-service"));
  const t = useT();
  return (
    <PageContent page="terms" defaults={TERMS_TEXTS}>
      <LegalPage
        title={<E field="pageTitle" label={t("pages.edit.pageTitle")} />}
        lastUpdated={<E field="lastUpdated" label={t("pages.edit.lastUpdated")} />}
        intro={<E as="p" field="intro" label={t("pages.edit.introduction")} />}
        sections={SECTIONS}
        footer={<E as="p" field="footer" label={t("pages.edit.closingLine")} />}
      />
    </PageContent>
  );
}
