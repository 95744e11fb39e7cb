import { Clock, Mail, ShieldCheck } from "lucide-react";
import { OCCASIONS } from "@/shared/catalogue";
import type { MessageKey } from "@/shared/messages/keys";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { firstName } from "@/web/lib/format";
import { useRichT, useT } from "@/web/lib/i18n";
import { useSiteInfo } from "@/web/lib/site-info";
import { useResponseTime } from "../lib/response-time";

/** The occasions' words: OCCASIONS (src/shared/catalogue.ts) are English, the ids of this list. */
const OCCASION_LABELS: Record<(typeof OCCASIONS)[number], MessageKey> = {
  Birthdays: "catalogue.occasion.birthdays",
  Anniversaries: "catalogue.occasion.anniversaries",
  "Pep talks": "catalogue.occasion.pepTalks",
  Roasts: "catalogue.occasion.roasts",
  Business: "catalogue.occasion.business",
};

export function DetailsTab({ celebrity }: { celebrity: CelebrityDetail }) {
  const t = useT();
  const richT = useRichT();
  const responseTime = useResponseTime();
  // The delivery promise (the delivery days setting); nothing said of it while the setting loads.
  const deliveryDays = useSiteInfo().data?.deliveryDays;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="about-bookings">
        <h2 id="about-bookings" className="text-lg font-semibold text-slate-900">
          {t("catalogue.details.aboutBookings")}
        </h2>
        <ul className="mt-3 flex flex-col gap-3 text-slate-700">
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {richT("catalogue.details.responds", {
                name: <bdi>{firstName(celebrity.fullName)}</bdi>,
                time: responseTime(celebrity.responseTime),
              })}{" "}
              {deliveryDays !== undefined
                ? t("catalogue.details.dueWithin", { days: deliveryDays })
                : t("catalogue.details.refunded")}
            </span>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{t("catalogue.details.notified")}</span>
          </li>
          <li className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{t("catalogue.details.recorded")}</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="occasions">
        <h2 id="occasions" className="text-lg font-semibold text-slate-900">
          {t("catalogue.details.perfectFor")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {OCCASIONS.map((occasion) => (
            <li
              key={occasion}
              className="rounded-full border border-brand-100 bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-700"
            >
              {t(OCCASION_LABELS[occasion])}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
