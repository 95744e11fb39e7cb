import { Clock, Mail, ShieldCheck } from "lucide-react";
import { OCCASIONS } from "@/shared/catalogue";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { firstName } from "@/web/lib/format";
import { useDeliveryWindow } from "@/web/lib/site-info";

export function DetailsTab({ celebrity }: { celebrity: CelebrityDetail }) {
  const window = useDeliveryWindow();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="about-bookings">
        <h2 id="about-bookings" className="text-lg font-semibold text-slate-900">
          About Bookings
        </h2>
        <ul className="mt-3 flex flex-col gap-3 text-slate-700">
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {firstName(celebrity.fullName)} typically responds within {celebrity.responseTime}.{" "}
              {window
                ? `Every video is due within ${window} of payment; if it isn't delivered by then, you're refunded in full.`
                : "If your video isn't delivered in time, you're refunded in full."}
            </span>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>You'll be notified by e-mail when your video is ready to watch, download and share.</span>
          </li>
          <li className="flex gap-3">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>Every video is recorded personally for you and delivered in HD.</span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="occasions">
        <h2 id="occasions" className="text-lg font-semibold text-slate-900">
          Perfect for
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {OCCASIONS.map((occasion) => (
            <li
              key={occasion}
              className="rounded-full border border-brand-100 bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-700"
            >
              {occasion}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
