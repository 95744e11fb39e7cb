import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TestimonialsResponse } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

/** Fan Experiences on the home page. */
export const getTestimonials = () => apiGet<TestimonialsResponse>("/api/testimonials");

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: publicKeys.testimonials, queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
