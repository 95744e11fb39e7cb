import { queryOptions, useQuery } from "@tanstack/react-query";
import { CELEBRITY_MOVED } from "@/shared/catalogue";
import type { Locale } from "@/shared/locales";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { ApiError, apiGet } from "@/web/lib/api-client";
import { useLocale } from "@/web/lib/i18n";
import { publicKeys } from "@/web/lib/query-keys";

/** The profile, its bio in `locale` when the star wrote one in it (`bioLocale`), else their main bio. */
export const getCelebrity = (username: string, locale: Locale) =>
  apiGet<CelebrityDetail>(`/api/celebrities/${encodeURIComponent(username)}?locale=${locale}`);

/** A missing celebrity is an answer, not a glitch: never retry a 404. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The new username when the one asked for was changed (the API answers 404 CELEBRITY_MOVED), else null. */
export function movedTo(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== CELEBRITY_MOVED) return null;
  const moved = (error.details as { movedTo?: unknown } | undefined)?.movedTo;
  return typeof moved === "string" && moved ? moved : null;
}

export const celebrityQueryOptions = (username: string, locale: Locale) =>
  queryOptions({
    queryKey: publicKeys.celebrities.profile(username, locale),
    queryFn: () => getCelebrity(username, locale),
    retry: (failureCount, error) => !isNotFound(error) && failureCount < 1,
    // Nor asked again when a page mounts: a missing profile the server drew as missing (its HTML says so,
    // with a 404) hydrates as missing, rather than as loading while the browser asks once more.
    enabled: (query) => !isNotFound(query.state.error),
  });

/** The profile in the page's language. */
export function useCelebrity(username: string) {
  const { locale } = useLocale();
  return useQuery(celebrityQueryOptions(username, locale));
}
