import type { ReactNode } from "react";
import { useT } from "@/web/lib/i18n";
import { PageHero } from "./page-hero";

/** A numbered section: its heading, the same title (not editable) for the contents list, and its body. */
export type LegalSection = { title: ReactNode; tocTitle: ReactNode; body: ReactNode };

/** Terms, Privacy: numbered sections with a contents list, a closing line and the last-updated date. */
export function LegalPage({
  title,
  lastUpdated,
  intro,
  sections,
  footer,
}: {
  title: ReactNode;
  lastUpdated: ReactNode;
  intro: ReactNode;
  sections: LegalSection[];
  footer: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <PageHero
        eyebrow={t("common.legal.eyebrow")}
        title={title}
        description={
          <>
            {t("common.legal.lastUpdated")} {lastUpdated}
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label={t("common.legal.onThisPage")} className="hidden lg:block">
          <div className="sticky top-24 rounded-2xl border border-slate-200 bg-white p-5">
            <p className="text-sm font-semibold text-ink">{t("common.legal.onThisPage")}</p>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((section, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the sections are numbered; their titles are editable.
                <li key={index}>
                  <a
                    href={`#section-${index + 1}`}
                    className="text-slate-600 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    {index + 1}. {section.tocTitle}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="min-w-0 max-w-3xl text-slate-700">
          <div className="text-lg leading-relaxed">{intro}</div>
          {sections.map((section, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sections are numbered; their titles are editable.
            <section key={index} id={`section-${index + 1}`} className="mt-10 scroll-mt-24">
              <h2 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-4 leading-relaxed [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_li]:ps-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:ps-5">
                {section.body}
              </div>
            </section>
          ))}
          <div className="mt-12 rounded-2xl bg-slate-50 p-6 text-slate-700">
            {footer}
            <p className="mt-2 text-sm text-slate-600">Last updated: {lastUpdated}</p>
          </div>
        </article>
      </div>
    </>
  );
}
