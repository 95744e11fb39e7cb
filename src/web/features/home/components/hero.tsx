import {
  ArrowRight,
  BadgeCheck,
  Cake,
  Globe2,
  Heart,
  type LucideIcon,
  Play,
  RotateCcw,
  Sparkles,
  Trophy,
} from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import type { MessageKey } from "@/shared/messages/keys";
import { Editable } from "@/web/components/page-content/page-content";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

// The player (and its dialog) load only when a visitor presses play: the home page stays light.
const HeroVideoDialog = lazy(() => import("./hero-video-dialog"));

const PROMISES: { icon: LucideIcon; textKey: MessageKey }[] = [
  { icon: BadgeCheck, textKey: "home.hero.promiseVerified" },
  { icon: RotateCcw, textKey: "home.hero.promiseRefund" },
  { icon: Globe2, textKey: "home.hero.promiseCurrency" },
];

/** A text of the home page. */
const E = Editable<"home">;

export function Hero() {
  const t = useT();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_0%_100%,var(--color-brand-50),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-8 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-8 lg:px-8 lg:py-24">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            <E field="heroBadge" label={t("home.editable.heroBadge")} />
          </p>
          <h1
            id="hero-title"
            className="mt-4 text-3xl font-extrabold tracking-tight text-ink text-balance sm:mt-5 sm:text-5xl lg:text-6xl"
          >
            <E field="heroTitle" label={t("home.editable.heroTitle")} />{" "}
            <E field="heroTitleHighlight" label={t("home.editable.heroTitleHighlight")} className="text-brand-700" />
          </h1>
          <E
            as="p"
            field="heroDescription"
            label={t("home.editable.heroDescription")}
            className="mt-4 block text-base leading-relaxed text-slate-600 text-pretty sm:mt-5 sm:text-lg"
          />
          {/* Side by side even on phones: the featured stars below come into view sooner. */}
          <div className="mt-6 flex flex-wrap gap-3 sm:mt-8">
            <Button asChild size="lg">
              <Link to="/browse">
                <E field="heroCTAButton" label={t("home.editable.heroButton")} />
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">
                <E field="heroSecondaryButton" label={t("home.editable.heroSecondaryButton")} />
              </a>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700 sm:mt-8 sm:gap-y-3">
            {PROMISES.map(({ icon: Icon, textKey }) => (
              <li key={textKey} className="flex items-center gap-2">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {t(textKey)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A drawn "video message" card with occasion chips (no external images); its play button plays a real one. */
function HeroIllustration() {
  const t = useT();
  const [playing, setPlaying] = useState(false);
  return (
    // Left out on phones, where it would push the featured stars two screens down.
    <div className="relative mx-auto hidden w-full max-w-[17rem] sm:block sm:max-w-sm lg:me-0 lg:max-w-md">
      <HeroCard />
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="group absolute inset-0 m-auto flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg transition-transform hover:scale-105 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-300"
      >
        <Play aria-hidden="true" className="ms-1 size-7 fill-current" />
        <span className="sr-only">{t("home.hero.playSample")}</span>
      </button>
      {playing && (
        <Suspense fallback={null}>
          <HeroVideoDialog open={playing} onOpenChange={setPlaying} />
        </Suspense>
      )}
    </div>
  );
}

function HeroCard() {
  const t = useT();
  return (
    <div aria-hidden="true">
      <div className="absolute -inset-6 -z-10 rotate-6 rounded-[2.5rem] bg-gradient-to-br from-brand-200 via-brand-100 to-transparent" />
      <div className="relative overflow-hidden rounded-[2rem] bg-ink p-3 shadow-2xl shadow-brand-900/20">
        <div className="relative aspect-[4/5] overflow-hidden rounded-[1.5rem] bg-gradient-to-br from-brand-400 via-brand-600 to-brand-900">
          <div className="absolute inset-0 bg-[radial-gradient(circle_at_30%_25%,rgba(255,255,255,0.35),transparent_45%)]" />
          <svg
            aria-hidden="true"
            viewBox="0 0 200 250"
            className="absolute inset-x-0 bottom-0 h-4/5 w-full text-ink/35"
            fill="currentColor"
          >
            <circle cx="100" cy="92" r="44" />
            <path d="M20 250c0-58 36-96 80-96s80 38 80 96Z" />
          </svg>
          <div className="absolute top-4 start-4 flex items-center gap-2 rounded-full bg-black/35 px-3 py-1.5 text-xs font-medium text-white backdrop-blur">
            <span className="size-2 rounded-full bg-red-500" />
            {t("home.hero.cardFor")}
          </div>
          <div className="absolute inset-x-4 bottom-4 rounded-2xl bg-white/95 p-4 shadow-lg">
            <p className="text-sm font-semibold text-ink">{t("home.hero.cardMessage")}</p>
            <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full w-2/5 rounded-full bg-brand-600" />
            </div>
          </div>
        </div>
      </div>
      <OccasionChip
        className="top-24 -start-3 rotate-[-6deg] sm:-start-10"
        icon={<Cake className="size-4 text-brand-700" />}
      >
        {t("home.hero.occasionBirthday")}
      </OccasionChip>
      <OccasionChip
        className="top-[28%] -end-3 rotate-[5deg] sm:top-1/2 sm:-end-6 lg:-end-3"
        icon={<Heart className="size-4 text-rose-600" />}
      >
        {t("home.hero.occasionWedding")}
      </OccasionChip>
      <OccasionChip
        className="bottom-32 -start-3 hidden rotate-[4deg] sm:-start-8 sm:flex"
        icon={<Trophy className="size-4 text-amber-600" />}
      >
        {t("home.hero.occasionPepTalk")}
      </OccasionChip>
    </div>
  );
}

function OccasionChip({ className, icon, children }: { className: string; icon: React.ReactNode; children: string }) {
  return (
    <div
      className={cn(
        "absolute flex items-center gap-2 rounded-2xl bg-white px-3 py-2 text-sm font-semibold text-ink shadow-lg ring-1 ring-slate-900/5",
        className,
      )}
    >
      {icon}
      {children}
    </div>
  );
}
