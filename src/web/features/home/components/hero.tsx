import { ArrowRight, BadgeCheck, Cake, Globe2, Heart, Play, RotateCcw, Sparkles, Trophy } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/utils";

const PROMISES = [
  { icon: BadgeCheck, text: "Verified stars" },
  { icon: RotateCcw, text: "Full refund if declined" },
  { icon: Globe2, text: "Pay in your currency" },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_0%_100%,var(--color-brand-50),transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-8 lg:px-8 lg:py-24">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm">
            <Sparkles className="size-4" aria-hidden="true" />
            Personalised video shoutouts
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl lg:text-6xl"
          >
            A personal video from <span className="text-brand-700">Africa's biggest stars</span>
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600 text-pretty">
            Book a one-of-a-kind message from the musicians, actors, comedians and athletes you love, for a birthday, a
            wedding, a pep talk or just because. Delivered to your phone, ready to share.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/browse">
                Browse Celebrities
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#how-it-works">How it works</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm text-slate-700">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** A drawn "video message" card with occasion chips: no external images. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[17rem] sm:max-w-sm lg:mr-0 lg:max-w-md">
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
          <div className="absolute top-4 left-4 flex items-center gap-2 rounded-full bg-black/35 px-3 py-1.5 text-xs font-medium text-white backdrop-blur">
            <span className="size-2 rounded-full bg-red-500" />
            For Amara, from your favourite star
          </div>
          <div className="absolute inset-0 flex items-center justify-center">
            <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg">
              <Play className="ml-1 size-7 fill-current" />
            </span>
          </div>
          <div className="absolute inset-x-4 bottom-4 rounded-2xl bg-white/95 p-4 shadow-lg">
            <p className="text-sm font-semibold text-ink">"Happy birthday, Amara! Keep shining!"</p>
            <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full w-2/5 rounded-full bg-brand-600" />
            </div>
          </div>
        </div>
      </div>
      <OccasionChip
        className="top-24 -left-3 rotate-[-6deg] sm:-left-10"
        icon={<Cake className="size-4 text-brand-700" />}
      >
        Birthday
      </OccasionChip>
      <OccasionChip
        className="top-[28%] -right-3 rotate-[5deg] sm:top-1/2 sm:-right-6 lg:-right-3"
        icon={<Heart className="size-4 text-rose-600" />}
      >
        Wedding
      </OccasionChip>
      <OccasionChip
        className="bottom-32 -left-3 hidden rotate-[4deg] sm:-left-8 sm:flex"
        icon={<Trophy className="size-4 text-amber-600" />}
      >
        Pep talk
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
