/** Catalogue constants of the product (spec sections 2 and 9). */
import { AFRICAN_COUNTRIES } from "./african-countries";

export const CATEGORIES = [
  { id: "actors", name: "Actors" },
  { id: "musicians", name: "Musicians" },
  { id: "comedians", name: "Comedians" },
  { id: "athletes", name: "Athletes" },
  { id: "content-creators", name: "Content Creators" },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];

export const PROFESSIONS = ["musician", "actor", "comedian", "athlete", "influencer", "tv", "author", "other"] as const;
export type Profession = (typeof PROFESSIONS)[number];

export const PROFESSION_LABELS: Record<Profession, string> = {
  musician: "Musician",
  actor: "Actor",
  comedian: "Comedian",
  athlete: "Athlete",
  influencer: "Influencer",
  tv: "TV personality",
  author: "Author",
  other: "Other",
};

/** A profession id as people read it ("tv" -> "TV personality"); free text is returned as it came. */
export function professionLabel(id: string): string {
  return (PROFESSION_LABELS as Record<string, string>)[id] ?? id;
}

/** A star's country: any of Africa's 54, by name, or "Other" (a star of the diaspora). */
export const COUNTRIES: readonly { id: CountryId; name: string }[] = [
  ...AFRICAN_COUNTRIES.map(({ slug, name }) => ({ id: slug, name })),
  { id: "other", name: "Other" },
];

export type CountryId = (typeof AFRICAN_COUNTRIES)[number]["slug"] | "other";

/** What a form or a link is told when its country is not one of COUNTRIES. */
export const COUNTRY_INVALID = "Choose a country from the list.";

export function countryName(id: string): string {
  return COUNTRIES.find((country) => country.id === id)?.name ?? id;
}

export const RESPONSE_TIMES = ["24 hours", "48 hours", "3-5 days", "1 week"] as const;

/** Browse's 'Delivers within 24 hours' filter keeps celebrities whose response time is this one. */
export const FAST_RESPONSE_TIME: (typeof RESPONSE_TIMES)[number] = "24 hours";

export const COUNTRY_IDS = COUNTRIES.map((country) => country.id) as [CountryId, ...CountryId[]];

/** Browse's price filter bounds, in whole US dollars (prices are stored in USD cents). */
export const MAX_PRICE_FILTER_USD = 100_000;

export const OCCASIONS = ["Birthdays", "Anniversaries", "Pep talks", "Roasts", "Business"] as const;

/** GET /api/celebrities/<old username> answers 404 with this code and `details: { movedTo: "<new>" }`. */
export const CELEBRITY_MOVED = "CELEBRITY_MOVED";

export const CELEBRITY_SORTS = ["trending", "rating", "lowToHigh", "highToLow", "newest"] as const;
export type CelebritySort = (typeof CELEBRITY_SORTS)[number];

export const FEATURED_PER_VIEW = 4;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;

/** Delivered videos a celebrity may feature on their profile (each one the fan allowed). */
export const MAX_SHOWCASE_VIDEOS = 3;
