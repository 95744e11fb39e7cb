import { MapPin, Quote } from "lucide-react";
import type { ComponentType } from "react";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useT } from "@/web/lib/i18n";
import { useTestimonials } from "../api/get-testimonials";

/** Fan Experiences: testimonials from /api/testimonials; hidden when there are none or they fail to load. */
/** Full width on phones, two per row on tablets, three on desktops; a short last row stays centred. */
const CARD_WIDTH = "w-full md:w-[calc((100%_-_1.5rem)/2)] lg:w-[calc((100%_-_3rem)/3)]";

/** How a fan's picture is drawn; the page passes the catalogue's avatar (photo, else initials). */
export type AvatarComponent = ComponentType<{ name: string; imageUrl?: string | null; className?: string }>;

export function FanExperiences({ Avatar }: { Avatar: AvatarComponent }) {
  const t = useT();
  const { data, isPending } = useTestimonials();
  const items = data?.items ?? [];
  if (!isPending && items.length === 0) return null;

  return (
    <section aria-labelledby="fan-experiences-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t("home.fans.eyebrow")}</p>
          <h2 id="fan-experiences-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {t("home.fans.title")}
          </h2>
          <p className="mt-3 text-slate-600 sm:text-lg">{t("home.fans.subtitle")}</p>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {isPending
            ? [0, 1, 2].map((key) => (
                <li key={key} className={CARD_WIDTH}>
                  <Skeleton className="h-56 rounded-3xl" />
                </li>
              ))
            : items.map((item) => (
                <li key={item.id} className={CARD_WIDTH}>
                  <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
                    <Quote className="size-8 text-brand-300" aria-hidden="true" />
                    <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-800">
                      <p dir="auto">{item.quote}</p>
                    </blockquote>
                    <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                      <Avatar name={item.author} imageUrl={item.imageUrl} className="size-11 shrink-0 rounded-full" />
                      <div className="min-w-0">
                        <p dir="auto" className="truncate font-semibold text-ink">
                          {item.author}
                        </p>
                        <p className="flex items-center gap-1 text-sm text-slate-600">
                          <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
                          <span dir="auto" className="truncate">
                            {item.location}
                          </span>
                        </p>
                      </div>
                    </figcaption>
                  </figure>
                </li>
              ))}
        </ul>
      </div>
    </section>
  );
}
