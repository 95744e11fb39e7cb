import { QueryClient } from "@tanstack/react-query";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTES, matchClientRoute, NOT_FOUND_ROUTES } from "@/shared/client-routes";
import { createRoutes } from "./all-routes";

const routes = createRoutes({ queryClient: new QueryClient(), awaitData: false });

/** Every full path the router declares, index routes as their parent's path. */
function pathsOf(objects: RouteObject[], parent = ""): string[] {
  return objects.flatMap((route) => {
    const own = route.index ? parent || "/" : joinPath(parent, route.path ?? "");
    return [...(route.index || route.path !== undefined ? [own] : []), ...pathsOf(route.children ?? [], own)];
  });
}

const joinPath = (parent: string, path: string) =>
  path.startsWith("/") ? path : `${parent.replace(/\/$/, "")}/${path}`.replace(/^\/\//, "/");

describe("the server's list of client routes", () => {
  it("names exactly the pages the router declares (so the server answers them 200, the rest 404)", () => {
    const declared = [...new Set(pathsOf(routes))].sort();
    expect([...CLIENT_ROUTES, ...NOT_FOUND_ROUTES].sort()).toEqual(declared);
  });

  it("matches paths as the router does", () => {
    expect(matchClientRoute("/")).toEqual({ route: "/", params: {} });
    expect(matchClientRoute("/Celebrities/")).toEqual({ route: "/celebrities", params: {} });
    expect(matchClientRoute("/celebrity/Ada_O")).toEqual({
      route: "/celebrity/:username",
      params: { username: "Ada_O" },
    });
    expect(matchClientRoute("/admin")?.route).toBe("/admin");
    expect(matchClientRoute("/admin/users")?.route).toBe("/admin/users");
    expect(matchClientRoute("/admin/users/42")).toEqual({ route: "/admin/users/:id", params: { id: "42" } });
    expect(matchClientRoute("/admin/users/42/extra")).toBeNull();
    expect(matchClientRoute("/celebrity/ada/extra")).toBeNull();
    expect(matchClientRoute("/celebrity")).toBeNull();
    expect(matchClientRoute("/dashboard/nothing-here")).toBeNull();
    expect(matchClientRoute("/no-such-page")).toBeNull();
  });
});
