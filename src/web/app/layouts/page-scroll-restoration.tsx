import { type Location, ScrollRestoration } from "react-router";

/**
 * Every page loaded in full (a typed address, a payment provider sending the payer back) has the same
 * history key, "default": keyed by it, a page would open at the scroll position of the last page loaded in
 * full (a checkout scrolled to its button would open the payment's outcome at the footer). Those are told
 * apart by their address; pages reached inside the app keep their own keys.
 */
const scrollKey = (location: Location) =>
  location.key === "default" ? `${location.pathname}${location.search}` : location.key;

/** New pages start at the top; back, forward and a reload restore the previous position. */
export function PageScrollRestoration() {
  return <ScrollRestoration getKey={scrollKey} />;
}
