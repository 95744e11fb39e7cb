import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SliderResponse } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

/** The active home-page banner slides, in display order. */
export const getSlider = () => apiGet<SliderResponse>("/api/slider");

export const sliderQueryOptions = () => queryOptions({ queryKey: publicKeys.slider, queryFn: getSlider });

export const useSlider = () => useQuery(sliderQueryOptions());
