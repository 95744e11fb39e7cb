import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true from then on (and at once
 * on a page the browser draws itself). What only the browser knows (the clock, its time zone, the
 * connection) is drawn from it after hydration, so the first render matches the server's HTML; React
 * re-renders with the browser's value right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
