import { BRANDING_SIZES, type Branding, type BrandingKind } from "@/shared/schemas/branding";
import type { Storage } from "../../providers/storage/storage";
import { deleteStoredImage, type ImageVariant, processImage, storeImage } from "../images/images";
import type { SettingsService } from "../settings/settings.service";

const KEYS = { logo: "branding.logoUrl", favicon: "branding.faviconUrl" } as const;

/** The logo fits inside its box (aspect kept); the favicon is a square crop. */
const VARIANTS: Record<BrandingKind, ImageVariant[]> = {
  logo: [{ name: "logo", ...BRANDING_SIZES.logo, fit: "inside" }],
  favicon: [{ name: "icon", ...BRANDING_SIZES.favicon, fit: "cover" }],
};

type Deps = { settings: Pick<SettingsService, "get" | "set" | "reset">; storage: Storage };

/**
 * The site's logo and favicon (Admin Settings > Logo & Appearance): uploaded through the image pipeline
 * (re-encoded, metadata stripped, content-hashed URLs), kept as settings so every instance serves the new
 * one at once, and reset to the built-in images by clearing the setting.
 */
export function createBranding({ settings, storage }: Deps) {
  async function current(): Promise<Branding> {
    const [logoUrl, faviconUrl] = await Promise.all([
      settings.get("branding.logoUrl"),
      settings.get("branding.faviconUrl"),
    ]);
    return { logoUrl, faviconUrl };
  }

  async function upload(kind: BrandingKind, bytes: Buffer, actorId: string) {
    const before = await current();
    const image = await processImage(bytes, VARIANTS[kind], { scope: `branding:${kind}` });
    const urls = await storeImage(storage, image);
    const url = urls[VARIANTS[kind][0]!.name]!;
    await settings.set(KEYS[kind], url, actorId);
    const previous = kind === "logo" ? before.logoUrl : before.faviconUrl;
    if (previous && previous !== url) await deleteStoredImage(storage, previous, VARIANTS[kind]);
    return { before, after: await current() };
  }

  /** The audit log records who reset it; the setting itself goes back to its default (none). */
  async function reset(kind: BrandingKind) {
    const before = await current();
    await settings.reset(KEYS[kind]);
    const previous = kind === "logo" ? before.logoUrl : before.faviconUrl;
    await deleteStoredImage(storage, previous, VARIANTS[kind]);
    return { before, after: await current() };
  }

  return { current, upload, reset };
}

export type BrandingService = ReturnType<typeof createBranding>;
