import { type LucideIcon, Search, Share2, Video } from "lucide-react";
import type { MessageKey } from "@/shared/messages/keys";
import { useT } from "@/web/lib/i18n";

const STEPS: { icon: LucideIcon; titleKey: MessageKey; textKey: MessageKey }[] = [
  { icon: Search, titleKey: "home.howItWorks.findTitle", textKey: "home.howItWorks.findText" },
  { icon: Video, titleKey: "home.howItWorks.requestTitle", textKey: "home.howItWorks.requestText" },
  { icon: Share2, titleKey: "home.howItWorks.shareTitle", textKey: "home.howItWorks.shareText" },
];

export function HowItWorks() {
  const t = useT();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("home.howItWorks.eyebrow")}</p>
          <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t("home.howItWorks.title")}
          </h2>
          <p className="mt-3 text-slate-600 sm:text-lg">{t("home.howItWorks.subtitle")}</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, titleKey, textKey }, index) => (
            <li key={titleKey} className="relative rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-5xl font-extrabold text-slate-200" aria-hidden="true">
                  {t("home.howItWorks.stepNumber", { number: index + 1 })}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-semibold text-ink">
                <span className="sr-only">{t("home.howItWorks.step", { number: index + 1 })} </span>
                {t(titleKey)}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(textKey)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
