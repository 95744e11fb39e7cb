import { z } from "zod";

/** What the header and the browser tab show: uploaded images, or null for the built-in ones. */
export const brandingSchema = z.object({ logoUrl: z.string().nullable(), faviconUrl: z.string().nullable() });
export type Branding = z.infer<typeof brandingSchema>;

export const BRANDING_KINDS = ["logo", "favicon"] as const;
export type BrandingKind = (typeof BRANDING_KINDS)[number];
export const brandingKindParamsSchema = z.object({
  kind: z.enum(BRANDING_KINDS, { error: "Choose logo or favicon" }),
});

/** The sizes the settings page recommends, and the ones the server stores. */
export const BRANDING_SIZES: Record<BrandingKind, { width: number; height: number; recommended: string }> = {
  logo: { width: 480, height: 120, recommended: "Recommended: a wide image about 480 × 120 px (PNG or WebP)" },
  favicon: { width: 64, height: 64, recommended: "Recommended: a square image of at least 64 × 64 px" },
};
