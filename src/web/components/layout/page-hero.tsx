import type { ReactNode } from "react";
import { cn } from "@/web/lib/utils";

/** The title band at the top of a content page. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        "relative overflow-hidden border-b border-brand-100 bg-gradient-to-b from-brand-50 via-white to-white",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 end-[-10%] size-80 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        {eyebrow && <div className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</div>}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-ink text-balance sm:text-5xl">{title}</h1>
        {description && (
          <div className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600 text-pretty">{description}</div>
        )}
        {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
