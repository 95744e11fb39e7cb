import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/web/components/ui/input";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field that reports its value after the visitor pauses typing (or at once on Enter), and follows
 * the value from the URL when back/forward changes it. The catalogue and the staff lists use it.
 */
export function SearchBox({
  value,
  onSearch,
  label: givenLabel,
  placeholder: givenPlaceholder,
  className,
}: {
  value: string;
  onSearch: (search: string) => void;
  /** The field's name for screen readers. */
  label?: string;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const t = useT();
  const label = givenLabel ?? t("common.search.label");
  const placeholder = givenPlaceholder ?? label;
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Follow the URL (back/forward, "Clear filters") without fighting the visitor's own typing.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className={cn("relative flex-1", className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 start-4 size-5 -translate-y-1/2 text-slate-500"
      />
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        className="h-12 rounded-full pe-11 ps-12 text-base shadow-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          aria-label={t("common.search.clear")}
          onClick={() => {
            setText("");
            onSearch("");
          }}
          className="absolute top-1/2 end-3 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
