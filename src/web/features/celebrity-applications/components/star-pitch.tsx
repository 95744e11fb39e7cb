import { BadgeCheck, Banknote, Inbox, Wallet } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Price } from "@/web/components/price";
import { Button } from "@/web/components/ui/button";
import { useRichT, useT } from "@/web/lib/i18n";
import { useSiteInfo } from "@/web/lib/site-info";

/** The example video price the pitch works its sums on (USD cents). */
const EXAMPLE_PRICE_CENTS = 10_000;

function Point({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div>
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-sm leading-relaxed text-slate-600">{children}</p>
      </div>
    </li>
  );
}

/**
 * What a star learns before making an account (issue 24, item 18): what they keep after the platform fee,
 * how and when they are paid, what vetting involves and how requests work, from the settings the server uses
 * (`GET /api/site`); then sign up (or log in), coming back to the application form.
 */
export function StarPitch() {
  const t = useT();
  const richT = useRichT();
  const site = useSiteInfo().data;
  const back = { from: "/become-celebrity" };
  const fee = site?.platformFeePercent;
  const keep = fee === undefined ? undefined : 100 - fee;
  return (
    <div className="space-y-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        <Point
          icon={<Banknote aria-hidden="true" className="size-5" />}
          title={t("pages.becomeCelebrity.pitch.earnTitle")}
        >
          {fee === undefined || keep === undefined
            ? t("pages.becomeCelebrity.pitch.earnLoading")
            : richT("pages.becomeCelebrity.pitch.earnText", {
                keep,
                fee,
                price: <Price usdCents={EXAMPLE_PRICE_CENTS} className="font-semibold text-slate-900" />,
                earns: (
                  <Price
                    usdCents={Math.round((EXAMPLE_PRICE_CENTS * keep) / 100)}
                    className="font-semibold text-slate-900"
                  />
                ),
              })}
        </Point>
        <Point
          icon={<Wallet aria-hidden="true" className="size-5" />}
          title={t("pages.becomeCelebrity.pitch.payoutTitle")}
        >
          {site
            ? t("pages.becomeCelebrity.pitch.payoutText", { days: site.payoutHoldDays })
            : t("pages.becomeCelebrity.pitch.earnLoading")}
        </Point>
        <Point
          icon={<BadgeCheck aria-hidden="true" className="size-5" />}
          title={t("pages.becomeCelebrity.pitch.vettingTitle")}
        >
          {t("pages.becomeCelebrity.pitch.vettingText")}
        </Point>
        <Point
          icon={<Inbox aria-hidden="true" className="size-5" />}
          title={t("pages.becomeCelebrity.pitch.requestsTitle")}
        >
          {site
            ? t("pages.becomeCelebrity.pitch.requestsText", { days: site.deliveryDays })
            : t("pages.becomeCelebrity.pitch.earnLoading")}
        </Point>
      </ul>
      <section
        aria-labelledby="star-apply"
        className="rounded-3xl border border-brand-100 bg-white p-6 text-center shadow-sm sm:p-8"
      >
        <h2 id="star-apply" className="text-xl font-bold text-ink">
          {t("pages.becomeCelebrity.pitch.applyTitle")}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">{t("pages.becomeCelebrity.pitch.applyText")}</p>
        <div className="mt-5 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg">
            <Link to="/signup" state={back}>
              {t("pages.becomeCelebrity.pitch.signUp")}
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login" state={back}>
              {t("pages.becomeCelebrity.pitch.logIn")}
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
