import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { localizedPath } from "@/shared/locales";
import { useLocale, useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";

/** Where a header search goes: the catalogue, searching for what was typed (empty: the whole catalogue). */
export function searchHref(text: string): string {
  const term = text.trim().slice(0, 100);
  return term ? `/celebrities?q=${encodeURIComponent(term)}` : "/celebrities";
}

/**
 * The header's search on every page: Enter (or the button) opens /celebrities?q=… On the catalogue it shows
 * the current search, so the two fields never disagree. It is a plain GET form to the catalogue too, so a
 * search sent from the server's HTML before the page's code has come still arrives.
 */
export function HeaderSearch({ className, autoFocus }: { className?: string; autoFocus?: boolean }) {
  const id = useId();
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onCatalogue = pathname === "/celebrities";
  const current = onCatalogue ? (params.get("search") ?? params.get("q") ?? "") : "";
  const [text, setText] = useState(current);

  useEffect(() => setText(current), [current]);

  return (
    <form
      role="search"
      aria-label={t("common.search.site")}
      // The browser's own submit (before the page's code has come) goes to the catalogue in this language.
      action={localizedPath(locale, "/celebrities")}
      method="get"
      className={cn("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(searchHref(text));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("common.search.label")}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        // biome-ignore lint/a11y/noAutofocus: opened on purpose by the visitor's tap on the search button
        autoFocus={autoFocus}
        placeholder={t("common.search.placeholder")}
        onChange={(event) => setText(event.target.value)}
        className="h-10 w-full rounded-full border border-slate-300 bg-white pe-10 ps-4 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500/30 focus-visible:outline-none [&::-webkit-search-cancel-button]:appearance-none"
      />
      <button
        type="submit"
        aria-label={t("common.search.submit")}
        className="absolute top-1/2 end-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
