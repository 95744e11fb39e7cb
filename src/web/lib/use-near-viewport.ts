import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the viewport, in the browser after hydration (never
 * on the server). For pictures that should not share a slow line with the page's code: the browser's own
 * lazy loading fetches everything within a few screens of the top at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, { enabled = true, margin = "300px" } = {}): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
