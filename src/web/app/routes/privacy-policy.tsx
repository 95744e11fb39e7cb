import { pageTitle } from "@/shared/client-routes";
import { PRIVACY_SECTION_COUNT, PRIVACY_TEXTS } from "@/shared/page-texts/texts-privacy";
import { LegalPage } from "@/web/components/layout/legal-page";
import { legalSections } from "@/web/components/layout/legal-sections";
import { Editable, PageContent } from "@/web/components/page-content/page-content";
import { useT } from "@/web/lib/i18n";
import { prefetchPageContent } from "@/web/lib/page-content";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

const SECTIONS = legalSections(PRIVACY_SECTION_COUNT);

/** A text of this page. */
const E = Editable<"privacy">;

/** The page's texts as staff last saved them. */
export const prefetch: PagePrefetch = prefetchPageContent("privacy");

export default function PrivacyPolicyPage() {
  usePageTitle(pageTitle("/privacy-policy"));
  const t = useT();
  return (
    <PageContent page="privacy" defaults={PRIVACY_TEXTS}>
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
