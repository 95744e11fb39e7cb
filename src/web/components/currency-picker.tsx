import { lazy, Suspense, useState } from "react";
import { CurrencyTrigger } from "./layout/currency-trigger";

const loadMenu = () => import("./layout/currency-picker-menu");
const CurrencyPickerMenu = lazy(loadMenu);

/**
 * Header control to choose the display currency: a button showing flag + code that opens a searchable
 * list. The list (Popover + cmdk) loads when the visitor first points at, focuses or presses the button.
 */
export function CurrencyPicker({ className, align = "end" }: { className?: string; align?: "start" | "end" }) {
  const [activated, setActivated] = useState(false);

  if (!activated) {
    return (
      <CurrencyTrigger
        className={className}
        aria-haspopup="dialog"
        aria-expanded={false}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
        onClick={() => setActivated(true)}
      />
    );
  }
  return (
    <Suspense fallback={<CurrencyTrigger className={className} aria-busy="true" />}>
      <CurrencyPickerMenu className={className} align={align} defaultOpen />
    </Suspense>
  );
}
