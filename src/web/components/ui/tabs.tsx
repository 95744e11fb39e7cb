import * as React from "react";
import { cn } from "@/web/lib/utils";

/**
 * Tabs as WAI-ARIA describes them (tablist, tab, tabpanel; one tab in the Tab order; arrows, Home and End move
 * between tabs and show them), in the app's own few lines: a profile shows them on its first screen, and the
 * library they came from was 10 KB gzip that slow 3G paid for before the page answered a tap (ADR 035). Only
 * the chosen tab's panel is rendered. Controlled (`value`, `onValueChange`) or not (`defaultValue`).
 */
type TabsState = { baseId: string; value: string; select: (value: string) => void };
const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const baseId = React.useId();
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const current = value ?? uncontrolled;
  const state = React.useMemo<TabsState>(
    () => ({
      baseId,
      value: current,
      select: (next) => {
        if (next === current) return;
        if (value === undefined) setUncontrolled(next);
        onValueChange?.(next);
      },
    }),
    [baseId, current, value, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" {...props} />
    </TabsContext.Provider>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number, rtl: boolean) => number> = {
  ArrowRight: (index, count, rtl) => (index + (rtl ? count - 1 : 1)) % count,
  ArrowLeft: (index, count, rtl) => (index + (rtl ? 1 : count - 1)) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn("inline-flex h-11 items-center gap-1 rounded-full bg-slate-100 p-1 text-slate-600", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = NEXT_KEYS[event.key];
        if (!move || event.defaultPrevented) return;
        const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
        const index = tabs.indexOf(document.activeElement as HTMLElement);
        if (index === -1) return;
        event.preventDefault();
        const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
        const next = tabs[move(index, tabs.length, rtl)];
        next?.focus();
        next?.click();
      }}
      {...props}
    />
  );
}

const TRIGGER_CLASSES =
  "inline-flex h-9 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-medium transition-all hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm";

/**
 * A tab. With `href` (the address that shows this tab, e.g. "?tab=videos") it is a link: a tap before the
 * page's code has come loads that address, which the server draws with the tab open, instead of doing nothing.
 */
export function TabsTrigger({
  value,
  href,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string; href?: string }) {
  const tabs = useTabs("TabsTrigger");
  const active = tabs.value === value;
  const shared = {
    role: "tab",
    id: triggerId(tabs.baseId, value),
    "aria-selected": active,
    "aria-controls": panelId(tabs.baseId, value),
    "data-state": active ? "active" : "inactive",
    tabIndex: active ? 0 : -1,
    "data-slot": "tabs-trigger",
    className: cn(TRIGGER_CLASSES, className),
  } as const;
  if (href !== undefined) {
    const { children } = props;
    return (
      <a
        {...shared}
        href={href}
        onClick={(event) => {
          // A new tab or window (modifier keys, middle button) opens the link as any other.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          tabs.select(value);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      {...shared}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs("TabsContent");
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern: Tab from the tab list reaches the panel
      tabIndex={0}
      data-state="active"
      data-slot="tabs-content"
      className={cn("mt-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500", className)}
      {...props}
    />
  );
}
