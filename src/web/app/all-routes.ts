import type { RouteObject } from "react-router";
import type { RouteData } from "./route-factory";
import { createPublicRoutes } from "./router";
import { createSignedInRoutes } from "./signed-in-routes";

/** Every route of the app at once: the server's renderer and the tests match against the whole tree. */
export const createRoutes = (data: RouteData): RouteObject[] => [
  ...createPublicRoutes(data),
  ...createSignedInRoutes(data),
];
