import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Locale } from "@/shared/locales";
import type { SliderResponse } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { useLocale } from "@/web/lib/i18n";
import { publicKeys } from "@/web/lib/query-keys";

/** The active home-page banner slides, in display order, their texts in `locale` (English where not translated). */
export const getSlider = (locale: Locale) => apiGet<SliderResponse>(`/api/slider?locale=${locale}`);

export const sliderQueryOptions = (locale: Locale) =>
  queryOptions({ queryKey: publicKeys.slider.inLocale(locale), queryFn: () => getSlider(locale) });

/** The slides in the page's language. */
export const useSlider = () => useQuery(sliderQueryOptions(useLocale().locale));
