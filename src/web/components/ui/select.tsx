import type * as React from "react";
import { fieldClasses } from "@/web/components/ui/input";
import { cn } from "@/web/lib/utils";

/**
 * The app's one select: the browser's own `<select>`, styled as a field with a chevron. A phone opens its
 * system picker (large, familiar, in the phone's language), a keyboard and a screen reader get what they
 * know, and it costs no JavaScript: a scripted listbox was about 35 KB gzip on every page with a filter,
 * which slow 3G pays for before the page answers a tap (ADR 035). Children are `<option>`s.
 */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <select
      data-slot="select"
      className={cn(fieldClasses, "select-chevron h-11 cursor-pointer appearance-none truncate pe-9", className)}
      {...props}
    />
  );
}
