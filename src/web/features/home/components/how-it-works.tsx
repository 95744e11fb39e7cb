import { type LucideIcon, Search, Share2, Video } from "lucide-react";

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Search,
    title: "Find a star",
    text: "Browse musicians, actors, comedians, athletes and creators from across Africa, and pick the one who will make the moment.",
  },
  {
    icon: Video,
    title: "Request a personalised video",
    text: "Choose the occasion, tell them who it's for and what to say, then pay securely in your own currency.",
  },
  {
    icon: Share2,
    title: "Share the joy",
    text: "We let you know as soon as your video is ready. Watch it, download it and share it with the people who matter.",
  },
];

export function HowItWorks() {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Simple as 1, 2, 3</p>
          <h2 id="how-it-works-title" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            How it Works
          </h2>
          <p className="mt-3 text-slate-600 sm:text-lg">From choosing a star to a video you'll keep forever.</p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-3xl border border-slate-200 bg-white p-7 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="text-5xl font-extrabold text-slate-200" aria-hidden="true">
                  {index + 1}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-semibold text-ink">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
