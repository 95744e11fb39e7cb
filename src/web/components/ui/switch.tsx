import { cn } from "@/web/lib/utils";

type SwitchName =
  /** The id of the visible text that names the switch (preferred: the label people read). */
  | { labelledBy: string; label?: never }
  /** A name for a switch with no visible label, e.g. in a table row ("Featured: Burna Boy"). */
  | { label: string; labelledBy?: never };

export type SwitchProps = SwitchName & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string;
  /** The id of the text that describes what the switch does. */
  describedBy?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * An on/off switch: a button with role="switch" and aria-checked, so Space and Enter toggle it and screen
 * readers announce on/off.
 */
export function Switch({
  id,
  checked,
  onCheckedChange,
  labelledBy,
  label,
  describedBy,
  disabled,
  className,
}: SwitchProps) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:opacity-50",
        checked ? "bg-brand-700" : "bg-slate-300",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-block size-5 rounded-full bg-white shadow transition-transform",
          checked ? "translate-x-5.5" : "translate-x-0.5",
        )}
      />
    </button>
  );
}
