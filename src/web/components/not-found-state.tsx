import { Compass, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * The one look of "there is nothing here" (issue 24, item 11): an unknown address, celebrity, category or blog
 * post, and a link its sender turned off, all draw this, so a visitor learns it once. Callers give the words
 * and the way on (`action`, usually one button).
 *
 * `code`: the big "404" of the unknown-page screen (the spec's '404 Oops! Page not found'). On that screen
 * the code is the page's heading and `title` follows it; elsewhere `title` is the heading and the code, when
 * given, only decorates it.
 */
export function NotFoundState({
  icon: Icon = Compass,
  code,
  codeIsHeading = false,
  title,
  text,
  action,
}: {
  icon?: LucideIcon;
  code?: string;
  codeIsHeading?: boolean;
  title: string;
  text: ReactNode;
  action: ReactNode;
}) {
  const Code = codeIsHeading ? "h1" : "p";
  const Title = codeIsHeading ? "p" : "h1";
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Icon className="size-8" aria-hidden="true" />
      </span>
      {code && (
        <Code
          aria-hidden={codeIsHeading ? undefined : true}
          className="mt-6 text-7xl font-extrabold tracking-tight text-ink"
        >
          {code}
        </Code>
      )}
      <Title
        className={
          code
            ? "mt-3 text-xl font-semibold text-slate-800"
            : "mt-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl"
        }
      >
        {title}
      </Title>
      <div className="mt-2 text-slate-600">{text}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{action}</div>
    </section>
  );
}
