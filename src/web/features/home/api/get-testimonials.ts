import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Testimonial } from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";

export type TestimonialsResponse = { items: Testimonial[] };

/** Fan Experiences on the home page. */
export const getTestimonials = () => apiGet<TestimonialsResponse>("/api/testimonials");

export const testimonialsQueryOptions = () => queryOptions({ queryKey: ["testimonials"], queryFn: getTestimonials });

export const useTestimonials = () => useQuery(testimonialsQueryOptions());
