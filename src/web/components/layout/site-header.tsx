import { Menu, Search, X } from "lucide-react";
import { useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { CurrencyPicker } from "@/web/components/currency-picker";
import { useT } from "@/web/lib/i18n";
import { useHydrated } from "@/web/lib/use-hydrated";
import { cn } from "@/web/lib/utils";
import { AuthButtons } from "./auth-buttons";
import { HeaderSearch } from "./header-search";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MAIN_NAV_LINKS } from "./nav-links";
import { VerifyEmailBanner } from "./verify-email-banner";

const MOBILE_MENU_ID = "mobile-menu";
const MOBILE_SEARCH_ID = "mobile-search";

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-xl px-4 py-3 text-base font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100",
  );

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname, search } = useLocation();
  const t = useT();
  // The phone's toggles need the page's code: until it has come they say so by being disabled, rather than
  // swallowing a tap (the footer's links and the search form work before it).
  const hydrated = useHydrated();

  // Any navigation closes the mobile menu and the phone's search row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the trigger, not values used
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname, search]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-4 sm:px-6 lg:px-8">
          <div className="flex h-16 items-center">
            <Logo />
          </div>

          {/* A row of its own from tablets up: in French, Arabic and Swahili its words are longer, and beside the
              search, the language and the currency they do not fit one line even at the page's widest. */}
          <nav
            aria-label={t("common.nav.main")}
            className="hidden md:order-last md:-mx-3 md:flex md:w-full md:overflow-x-auto md:pb-2"
          >
            <ul className="flex items-center gap-1">
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === "/"} className={desktopLinkClass}>
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>

          <div className="ms-auto flex h-16 items-center gap-2">
            <HeaderSearch className="hidden w-44 md:block lg:w-56" />
            <div className="hidden items-center gap-2 md:flex">
              <LanguageSwitch />
              <CurrencyPicker />
              <AuthButtons />
            </div>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:hidden"
              disabled={!hydrated}
              aria-expanded={searchOpen}
              aria-controls={MOBILE_SEARCH_ID}
              aria-label={searchOpen ? t("common.header.closeSearch") : t("common.header.openSearch")}
              onClick={() => {
                setSearchOpen((open) => !open);
                setMenuOpen(false);
              }}
            >
              <Search className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 md:hidden"
              disabled={!hydrated}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={menuOpen ? t("common.header.closeMenu") : t("common.header.openMenu")}
              onClick={() => {
                setMenuOpen((open) => !open);
                setSearchOpen(false);
              }}
            >
              {menuOpen ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
            </button>
          </div>
        </div>

        <div
          id={MOBILE_SEARCH_ID}
          hidden={!searchOpen}
          className="border-t border-slate-200 bg-white px-4 py-3 md:hidden"
        >
          {searchOpen && <HeaderSearch autoFocus />}
        </div>

        <div
          id={MOBILE_MENU_ID}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white md:hidden"
        >
          <div className="space-y-4 px-4 pt-3 pb-6">
            <nav aria-label={t("common.nav.mobile")}>
              <ul className="space-y-1">
                {MAIN_NAV_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      end={link.to === "/"}
                      className={mobileLinkClass}
                      onClick={() => setMenuOpen(false)}
                    >
                      {t(link.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3">
              <span className="text-sm font-medium text-slate-700">{t("common.header.currency")}</span>
              <CurrencyPicker />
            </div>
            <div className="flex items-center justify-between rounded-xl bg-slate-50 px-4 py-3">
              <span className="text-sm font-medium text-slate-700" aria-hidden="true">
                {t("common.header.language")}
              </span>
              <LanguageSwitch />
            </div>
            <AuthButtons stacked />
          </div>
        </div>
      </header>
      {/* Outside the sticky header, so on a phone it scrolls away with the page instead of staying on screen. */}
      <VerifyEmailBanner />
    </>
  );
}
