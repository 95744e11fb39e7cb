import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { imagesRoutes } from "./images.routes";

/** Uploaded images (photos, the logo, slides) served from storage. */
export function imagesModule({ storage }: Infrastructure) {
  return {
    services: {},
    routes: async (api) => {
      await api.register(imagesRoutes, { storage });
    },
  } satisfies ModuleParts;
}
