import type { Infrastructure, ModuleParts } from "../../infrastructure";
import { siteRoutes } from "./site.routes";

/** What every page shows of the site (name, support contacts), from staff's settings. */
export function siteModule({ settings }: Infrastructure) {
  return {
    services: {},
    routes: async (api) => {
      await api.register(siteRoutes, { settings });
    },
  } satisfies ModuleParts;
}
