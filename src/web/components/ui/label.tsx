import type * as React from "react";
import { cn } from "@/web/lib/utils";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
  return <label data-slot="label" className={cn("text-sm font-medium text-slate-800", className)} {...props} />;
}
