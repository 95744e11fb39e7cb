import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Editable } from "@/web/components/page-content/page-content";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

/** A text of the home page. */
const E = Editable<"home">;

export function ClosingCta() {
  const t = useT();
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-ink px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_120%,rgba(234,88,12,0.55),transparent_70%),radial-gradient(20rem_12rem_at_0%_0%,rgba(251,146,60,0.25),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 id="closing-cta-title" className="text-3xl font-bold tracking-tight text-white text-balance sm:text-4xl">
            <E field="ctaTitle" label={t("home.editable.ctaTitle")} />
          </h2>
          <E
            as="p"
            field="ctaDescription"
            label={t("home.editable.ctaDescription")}
            className="mt-4 block text-lg text-slate-300 text-pretty"
          />
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverted">
              <Link to="/browse">
                <E field="ctaPrimaryButton" label={t("home.editable.ctaButton")} />
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:border-white hover:bg-white/10"
            >
              <Link to="/signup">
                <E field="ctaSecondaryButton" label={t("home.editable.ctaSecondaryButton")} />
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
