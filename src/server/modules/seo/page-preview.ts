import { countryName, professionLabel } from "@/shared/catalogue";
import { pageHref } from "@/shared/client-routes";
import { photoSrcSet } from "@/shared/images";
import { avatarColour, initialsOf } from "@/shared/initials";
import type { CelebrityDetail, CelebritySummary, SliderItem } from "@/shared/schemas/catalogue";
import { isSafeSliderLink, isSliderImageUrl } from "@/shared/schemas/slider";
import { SITE_NAME } from "@/shared/site";
import { escapeHtml } from "../../lib/escape-html";

/**
 * The plain HTML preview a public page's HTML carries inside `#root` until React replaces it (ADR 023),
 * drawn with the web app's own classes so that what a phone shows first is laid out like the page itself
 * (ADR 027). Its top, above a phone's fold, copies the page's markup: the header bar, home's first banner and
 * hero, browse's heading and first cards. That is what the visitor reads a second or two before the app
 * starts, and the browser's largest paint: React then draws the same elements at the same size, which does
 * not count as a later, larger paint. The class lists are the components' own (site-header, banner-carousel,
 * hero, browse-celebrities, celebrity-card): Tailwind only generates classes the web code uses, and a
 * different size here would move the page when React takes over. Everything from the data is escaped.
 */

const LOGO_MARK = `<svg viewBox="0 0 32 32" aria-hidden="true" class="size-8"><defs><linearGradient id="preview-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fb923c"/><stop offset="1" stop-color="#c2410c"/></linearGradient></defs><path d="M16 2.5c7.7 0 13.5 5.4 13.5 12.3S23.7 27 16 27c-1.3 0-2.6-.2-3.8-.5L6 29.4c-.7.3-1.4-.3-1.2-1l1.3-5C4 21.2 2.5 18.2 2.5 14.8 2.5 7.9 8.3 2.5 16 2.5Z" fill="url(#preview-logo)"/><path d="M13 10.2v9.3c0 .7.8 1.2 1.4.8l7-4.6c.6-.4.6-1.2 0-1.6l-7-4.7c-.6-.4-1.4 0-1.4.8Z" fill="#fff"/></svg>`;

/** The header bar (site-header.tsx): same height, so nothing below moves when React draws the real one. */
const HEADER = `<div class="border-b border-slate-200/80 bg-white"><div class="mx-auto flex max-w-7xl items-center px-4 sm:px-6 lg:px-8"><div class="flex h-16 items-center"><a href="/" class="inline-flex items-center gap-2">${LOGO_MARK}<span class="text-xl font-extrabold tracking-tight text-ink">${escapeHtml(SITE_NAME)}</span></a></div></div></div>`;

const BUTTON =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-semibold";
const BUTTON_PRIMARY = `${BUTTON} bg-brand-700 text-white shadow-sm`;
const BUTTON_OUTLINE = `${BUTTON} border border-slate-300 bg-white text-slate-900`;

/** A link when the address is one a slide may carry (as the slider's form allows), else plain text. */
const linkOrText = (href: string | null, className: string, text: string) =>
  href && isSafeSliderLink(href)
    ? `<a href="${escapeHtml(href)}" class="${className}">${escapeHtml(text)}</a>`
    : `<span class="${className}">${escapeHtml(text)}</span>`;

/** The first banner slide (banner-carousel.tsx), its picture fetched at high priority: the home's largest. */
function banner(slides: SliderItem[]): string {
  const first = slides[0];
  if (!first || !isSliderImageUrl(first.imageUrl)) return "";
  const button =
    first.buttonText && first.buttonLink
      ? linkOrText(first.buttonLink, `${BUTTON_PRIMARY} h-10 px-5 py-2 mt-4 sm:mt-6`, first.buttonText)
      : "";
  const dots =
    slides.length > 1
      ? `<div class="mt-3 flex justify-center gap-1">${slides
          .map(
            (_, index) =>
              `<span class="group inline-flex h-6 items-center justify-center rounded-full px-1"><span class="block h-2 rounded-full ${index === 0 ? "w-6 bg-brand-700" : "w-2 bg-slate-300"}"></span></span>`,
          )
          .join("")}</div>`
      : "";
  return `<section class="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8"><div class="relative overflow-hidden rounded-3xl bg-ink shadow-sm"><div class="flex flex-col sm:block"><div class="aspect-[21/9] w-full bg-slate-800"><img src="${escapeHtml(first.imageUrl)}" alt="" fetchpriority="high" decoding="async" class="size-full object-cover"></div><div class="flex flex-1 flex-col justify-end bg-ink px-5 py-5 text-white sm:absolute sm:inset-0 sm:bg-transparent sm:bg-gradient-to-t sm:from-black/80 sm:via-black/35 sm:to-transparent sm:px-10 sm:py-9 lg:px-14 lg:py-12"><div class="max-w-2xl"><h2 class="text-xl font-bold tracking-tight text-balance sm:text-3xl lg:text-4xl">${escapeHtml(first.title)}</h2><p class="mt-2 line-clamp-3 text-sm text-slate-200 sm:text-base lg:text-lg">${escapeHtml(first.description ?? "")}</p>${button}</div></div></div></div>${dots}</section>`;
}

/** The home page's hero (hero.tsx) with the page's current texts; the illustration is left out on phones. */
function hero(texts: Record<string, string>): string {
  const text = (field: string) => escapeHtml(texts[field] ?? "");
  return `<section class="relative overflow-hidden"><div class="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_10%,var(--color-brand-100),transparent_70%),radial-gradient(40rem_24rem_at_0%_100%,var(--color-brand-50),transparent_70%)]"></div><div class="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-8 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-8 lg:px-8 lg:py-24"><div class="max-w-xl"><p class="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-sm font-medium text-brand-800 shadow-sm"><span class="size-4"></span><span>${text("heroBadge")}</span></p><h1 class="mt-4 text-3xl font-extrabold tracking-tight text-ink text-balance sm:mt-5 sm:text-5xl lg:text-6xl"><span>${text("heroTitle")}</span> <span class="text-brand-700">${text("heroTitleHighlight")}</span></h1><p class="mt-4 block text-base leading-relaxed text-slate-600 text-pretty sm:mt-5 sm:text-lg">${text("heroDescription")}</p><div class="mt-6 flex flex-wrap gap-3 sm:mt-8"><a href="/browse" class="${BUTTON_PRIMARY} h-12 px-7 text-base"><span>${text("heroCTAButton")}</span><span class="size-4"></span></a><a href="#how-it-works" class="${BUTTON_OUTLINE} h-12 px-7 text-base">${text("heroSecondaryButton")}</a></div></div></div></section>`;
}

/** The card's `sizes` (celebrity-card.tsx), so the preload and both images pick the same file. */
const CARD_SIZES = "(min-width: 1024px) 25vw, 50vw";

const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

/**
 * One card of the grid (celebrity-card.tsx): the portrait at the card's size (the first row's fetched at
 * high priority, the others only when scrolled near, as the app does), name, profession and country;
 * without a photo, the initials avatar the app draws (celebrity-avatar.tsx).
 */
function card(celebrity: CelebritySummary, index: number): string {
  const srcset = celebrity.imageUrl ? photoSrcSet(celebrity.imageUrl) : undefined;
  const initials = initialsOf(celebrity.fullName);
  const portrait = celebrity.imageUrl
    ? `<img src="${escapeHtml(celebrity.imageUrl)}"${srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${CARD_SIZES}"` : ""} alt="${escapeHtml(celebrity.fullName)}"${index < 2 ? ' fetchpriority="high"' : ' loading="lazy"'} decoding="async" class="h-full w-full bg-slate-100 object-cover object-[center_25%]">`
    : `<svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" class="h-full w-full select-none"><rect width="100" height="100" fill="${avatarColour(celebrity.fullName)}"/><rect width="100" height="100" fill="url(#preview-shine)"/><text x="50" y="50" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Inter, ui-sans-serif, system-ui, sans-serif" font-size="${initials.length > 1 ? 30 : 34}" font-weight="600" letter-spacing="0.5">${escapeHtml(initials)}</text></svg>`;
  const profession = celebrity.profession ? capitalise(professionLabel(celebrity.profession)) : celebrity.categoryName;
  return `<li><article class="group relative flex h-full flex-col"><div class="relative aspect-[4/5] overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-black/5">${portrait}</div><div class="flex flex-1 flex-col pt-3"><div class="flex items-center gap-1.5"><h3 class="truncate text-sm font-semibold text-slate-900 sm:text-base"><a href="${pageHref("/celebrity/:username", { username: celebrity.username })}">${escapeHtml(celebrity.fullName)}</a></h3></div><p class="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-slate-600 sm:text-sm"><span class="truncate">${escapeHtml(profession)}</span><span aria-hidden="true">·</span><span class="truncate">${escapeHtml(countryName(celebrity.country))}</span></p></div></article></li>`;
}

/** The browse page's heading, search row and first cards (browse-celebrities.tsx, celebrity-grid.tsx). */
function browse(list: { items: CelebritySummary[]; total: number }): string {
  // The initials avatars' sheen (celebrity-avatar.tsx), defined once for every card.
  const shine = `<svg aria-hidden="true" class="absolute" width="0" height="0"><defs><linearGradient id="preview-shine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient></defs></svg>`;
  const count = `${list.total} ${list.total === 1 ? "celebrity" : "celebrities"}`;
  return `${shine}<section class="border-b border-slate-100 bg-gradient-to-b from-brand-50 to-white"><div class="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8"><h1 class="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Browse celebrities</h1><p class="mt-2 max-w-2xl text-base text-slate-600">Book a personalised video from Africa's favourite actors, musicians, comedians, athletes and creators.</p><div class="mt-6 flex max-w-3xl items-center gap-3"><div class="h-12 w-full rounded-full border border-slate-300 bg-white"></div></div></div></section><div class="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"><div class="mb-6 flex flex-wrap items-center justify-between gap-3"><h2 class="text-sm font-medium text-slate-600"><span class="text-slate-900">${count}</span></h2><div class="h-10"></div></div><ul class="grid grid-cols-2 gap-x-3 gap-y-6 sm:gap-x-5 sm:gap-y-8 md:grid-cols-3 xl:grid-cols-4">${list.items
    .slice(0, 8)
    .map(card)
    .join("")}</ul></div>`;
}

/** The profile photo's `sizes` (celebrity-avatar.tsx's default), so the preload and both images pick one file. */
const PROFILE_PHOTO_SIZES = "(min-width: 768px) 400px, 100vw";

/**
 * A celebrity's profile (celebrity-profile.tsx, profile-summary.tsx): the photo first, as a phone shows it
 * (the page's largest picture), then the name, profession and bio; the rest comes with the app.
 */
function profile(celebrity: CelebrityDetail): string {
  const srcset = celebrity.imageUrl ? photoSrcSet(celebrity.imageUrl) : undefined;
  const photoClasses = "aspect-[16/10] h-auto w-full object-[center_25%] sm:aspect-[4/3] lg:aspect-[4/5]";
  const photo = celebrity.imageUrl
    ? `<div class="overflow-hidden rounded-3xl bg-slate-100 shadow-sm ring-1 ring-black/5"><img src="${escapeHtml(celebrity.imageUrl)}"${srcset ? ` srcset="${escapeHtml(srcset)}" sizes="${PROFILE_PHOTO_SIZES}"` : ""} alt="${escapeHtml(celebrity.fullName)}" fetchpriority="high" decoding="async" class="bg-slate-100 object-cover ${photoClasses}"></div>`
    : "";
  return `<div class="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-5 sm:px-6 md:py-8 lg:grid-cols-[minmax(0,320px)_minmax(0,1fr)] lg:items-start lg:gap-x-12 lg:px-8 xl:grid-cols-[minmax(0,360px)_minmax(0,1fr)]"><div class="contents lg:flex lg:flex-col lg:gap-6"><div class="order-1 lg:order-none">${photo}</div></div><div class="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-8"><div class="order-2 lg:order-none"><h1 class="min-w-0 text-3xl font-bold tracking-tight break-words text-slate-900 md:text-2xl lg:text-3xl">${escapeHtml(celebrity.fullName)}</h1><p class="mt-1 text-slate-600">${escapeHtml(celebrity.profession ? capitalise(professionLabel(celebrity.profession)) : celebrity.categoryName)}</p><p class="mt-4 whitespace-pre-line">${escapeHtml(celebrity.bio ?? "")}</p></div></div></div>`;
}

export type PreviewData =
  | { page: "home"; slides: SliderItem[]; texts: Record<string, string> }
  | { page: "browse"; list: { items: CelebritySummary[]; total: number } }
  | { page: "profile"; celebrity: CelebrityDetail };

const preloadImage = (url: string, srcset?: string, sizes?: string) =>
  `<link rel="preload" as="image" href="${escapeHtml(url)}"${srcset && sizes ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${sizes}"` : ""} fetchpriority="high" />`;

/**
 * The preview (`html`, inside #root) and the preloads of its largest pictures (`preload`, first in the head:
 * the picture would otherwise be asked for after every script chunk, and paint after the app started).
 */
export function pagePreview(data: PreviewData): { html: string; preload: string } {
  if (data.page === "home") {
    const first = data.slides[0];
    return {
      html: HEADER + banner(data.slides) + hero(data.texts),
      preload: first && isSliderImageUrl(first.imageUrl) ? preloadImage(first.imageUrl) : "",
    };
  }
  if (data.page === "browse") {
    const photos = data.list.items.slice(0, 2).flatMap((each) => (each.imageUrl ? [each.imageUrl] : []));
    return {
      html: HEADER + browse(data.list),
      preload: photos.map((url) => preloadImage(url, photoSrcSet(url), CARD_SIZES)).join("\n    "),
    };
  }
  const photo = data.celebrity.imageUrl;
  return {
    html: HEADER + profile(data.celebrity),
    preload: photo ? preloadImage(photo, photoSrcSet(photo), PROFILE_PHOTO_SIZES) : "",
  };
}
