import type { Locale } from "../locales";

/**
 * The message catalogue is cut by area (src/shared/messages/<locale>/<area>.json), so a page downloads the
 * words of its own area and of the frame (`common`), in its own language only. Every key starts with its
 * area's name ("home.hero.title"), so a key says where it lives.
 */
export const MESSAGE_AREAS = [
  "common",
  // What nearly every page draws but neither the frame nor home's first screen does (home loads it with its
  // lower sections): the pages' titles but home's, the fixed names of countries, the stars' languages,
  // professions and occasions, request statuses, plans, upload errors and pagination (ADR 050).
  "shared",
  "validation",
  "home",
  "catalogue",
  "booking",
  "pages",
  "auth",
  "account",
  "admin",
  "mail",
  // The pages' descriptions in the heads the server writes: never downloaded by a browser.
  "heads",
] as const;
export type MessageArea = (typeof MESSAGE_AREAS)[number];

/**
 * The areas every page of the web app needs: the frame. No page names `validation` (the schemas' messages):
 * English pages never need it, and another language's loads it when a form is first drawn (ADR 061).
 */
export const FRAME_AREAS: MessageArea[] = ["common"];

/** One area's messages in one language: ICU MessageFormat text by key. */
export type Catalog = Record<string, string>;

export const catalogPath = (locale: Locale, area: MessageArea) => `${locale}/${area}.json`;
