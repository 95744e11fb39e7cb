import { cva, type VariantProps } from "class-variance-authority";
import { Loader2 } from "lucide-react";
import type * as React from "react";
import { Children, cloneElement, isValidElement } from "react";
import { useHydrated } from "@/web/lib/use-hydrated";
import { cn } from "@/web/lib/utils";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
        secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
        outline: "border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50",
        ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
        link: "rounded-none text-brand-700 underline-offset-4 hover:underline",
        destructive: "bg-red-600 text-white hover:bg-red-700",
        inverted: "bg-white text-ink shadow-sm hover:bg-brand-50",
      },
      size: {
        default: "h-10 px-5 py-2",
        sm: "h-9 px-4",
        lg: "h-12 px-7 text-base",
        icon: "size-10",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a <Link>) with the button's styles. */
    asChild?: boolean;
    /**
     * Work started by this button is under way: the button is disabled and busy, and a spinner stands before the
     * label (in place of `icon`). The label itself is the caller's ("Saving…" or not).
     */
    pending?: boolean;
    /** Icon shown before the label while not pending. */
    icon?: React.ReactNode;
    /**
     * The submit of a form that works without the page's code (a GET form with an action): enabled before
     * hydration too. Other submit buttons wait for the code (see below).
     */
    progressive?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  pending,
  icon,
  disabled,
  progressive,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? ButtonChild : "button";
  const adorned = !asChild && (pending !== undefined || icon !== undefined);
  // Until the page's code has come (slow 3G), a submit would be the browser's own: it reloads the page and
  // drops what was typed. So the server draws a submit button disabled, looking as usual.
  const hydrated = useHydrated();
  const waitingForCode = type === "submit" && !progressive && !hydrated;
  return (
    <Comp
      data-slot="button"
      className={cn(
        buttonVariants({ variant, size }),
        waitingForCode && !disabled && !pending && "disabled:opacity-100",
        className,
      )}
      {...(asChild ? {} : { type: type ?? "button" })}
      disabled={disabled || pending || waitingForCode}
      aria-busy={pending || undefined}
      {...props}
    >
      {adorned ? (
        <>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : icon}
          {children}
        </>
      ) : (
        children
      )}
    </Comp>
  );
}

type ChildProps = Record<string, unknown> & { className?: string; ref?: React.Ref<unknown> };

/**
 * `asChild`: the one child element (a <Link>, an <a>) drawn with the button's props. Its own props win, and
 * where both give one, class names are joined, event handlers both run (the child's first) and refs both
 * get the element. In place of Radix's Slot, which every page's first load would carry for the header's
 * two links (ADR 050).
 */
function ButtonChild({ children, ...buttonProps }: ChildProps & { children?: React.ReactNode }) {
  const child = Children.only(children);
  if (!isValidElement<ChildProps>(child)) return null;
  const merged: ChildProps = { ...buttonProps, ...child.props };
  for (const [name, value] of Object.entries(buttonProps)) {
    const own = child.props[name];
    if (/^on[A-Z]/.test(name) && typeof value === "function" && typeof own === "function") {
      merged[name] = (...args: unknown[]) => {
        own(...args);
        value(...args);
      };
    }
  }
  if (buttonProps.className && child.props.className)
    merged.className = cn(buttonProps.className, child.props.className);
  if (buttonProps.ref && child.props.ref) merged.ref = bothRefs(buttonProps.ref, child.props.ref);
  return cloneElement(child, merged);
}

const bothRefs =
  (...refs: React.Ref<unknown>[]) =>
  (element: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(element);
      else if (ref) (ref as React.RefObject<unknown>).current = element;
    }
  };
