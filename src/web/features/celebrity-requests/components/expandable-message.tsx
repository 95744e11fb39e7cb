import { useId, useState } from "react";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Messages longer than this show clamped first, with a button to read them whole. */
const LONG_MESSAGE = 160;

/**
 * The fan's message: the celebrity must be able to read all of it to record the video, on touch screens and
 * with a keyboard too, so a long one opens with a button rather than a hover tooltip.
 */
export function ExpandableMessage({
  message,
  lines,
  className,
}: {
  message: string;
  lines: 2 | 4;
  className?: string;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = message.length > LONG_MESSAGE;
  return (
    <div className={className}>
      <p
        id={id}
        dir="auto"
        className={cn(
          "whitespace-pre-line break-words text-slate-700",
          long && !expanded && (lines === 2 ? "line-clamp-2" : "line-clamp-4"),
        )}
      >
        {message}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((current) => !current)}
          className="mt-1 text-xs font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {expanded ? t("account.message.showLess") : t("account.message.readAll")}
        </button>
      )}
    </div>
  );
}
