// @vitest-environment happy-dom

import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import { buildMe, buildStaffMe } from "@/web/test/factories";
import { renderRoutes } from "@/web/test/render";
import { createRoutes } from "../all-routes";

import AdminGuard, { type AdminRouteHandle } from "./admin-guard";

const routes = createRoutes({ queryClient: new QueryClient(), awaitData: false });

afterEach(cleanup);

/** The /admin pages as the real router declares them (path and handle), each rendering its title. */
const adminChildren = (() => {
  const admin = routes.find((route) => route.path === "/admin");
  const guard = admin?.children?.[0];
  return (guard?.children ?? []) as RouteObject[];
})();

const handleOf = (path: string) =>
  adminChildren.find((route) => (path === "" ? route.index : route.path === path))?.handle as AdminRouteHandle;

function renderAt(path: string, user: Me) {
  const pages: RouteObject[] = adminChildren
    .filter((route) => route.path !== "*")
    .map((route) => ({
      ...(route.index ? { index: true } : { path: route.path }),
      handle: route.handle,
      element: <h1>{(route.handle as AdminRouteHandle).title} page</h1>,
    })) as RouteObject[];
  return renderRoutes(
    [
      { path: "/admin", element: <AdminGuard />, children: pages },
      { path: "/", element: <h1>Home page</h1> },
    ],
    { path, session: user },
  ).router;
}

const fan = buildMe();
const celebrity = buildMe({ role: "celebrity", celebrityProfile: { approved: true } as Me["celebrityProfile"] });
const moderator = buildStaffMe({ role: "moderator", permissions: ["content"] });
const admin = buildStaffMe({ role: "admin", permissions: ["users", "celebrities", "blog", "slider"] });
const superAdmin = buildStaffMe();

describe("admin routes", () => {
  it("declare who may open each page", () => {
    expect(handleOf("")).toMatchObject({ title: "Admin Dashboard", access: undefined });
    expect(handleOf("celebrities").access).toEqual({ permission: "celebrities" });
    expect(handleOf("users").access).toEqual({ permission: "users" });
    expect(handleOf("settings").access).toEqual({ permission: "settings" });
    expect(handleOf("blog").access).toEqual({ permission: "blog" });
    expect(handleOf("blog/new").access).toEqual({ permission: "blog" });
    expect(handleOf("blog/edit/:id").access).toEqual({ permission: "blog" });
    expect(handleOf("slider").access).toEqual({ permission: "slider" });
    expect(handleOf("edit-pages").access).toEqual({ permission: "content" });
    for (const path of ["admin-users", "audit"]) expect(handleOf(path).access).toBe("super_admin");
    expect(handleOf("create-fan").access).toEqual({ staffTool: "create-fan" });
    expect(handleOf("finance").access).toEqual({ permission: "finance" });
    expect(handleOf("finance/disputes/:id").access).toEqual({ permission: "finance" });
  });
});

describe("admin guard", () => {
  it("sends anyone who is not staff home", async () => {
    for (const user of [fan, celebrity]) {
      for (const path of ["/admin", "/admin/users", "/admin/admin-users"]) {
        const router = renderAt(path, user);
        expect(await screen.findByRole("heading", { name: "Home page" })).toBeInTheDocument();
        expect(router.state.location.pathname).toBe("/");
        cleanup();
      }
    }
  });

  it("sends staff without the area's permission to /admin", async () => {
    const router = renderAt("/admin/users", moderator);
    expect(await screen.findByRole("heading", { name: "Admin Dashboard page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
    cleanup();
    renderAt("/admin/edit-pages", moderator);
    expect(await screen.findByRole("heading", { name: "Edit Pages page" })).toBeInTheDocument();
  });

  it("keeps staff management, the audit log and the create-fan tool to the super admin", async () => {
    for (const path of ["/admin/admin-users", "/admin/audit", "/admin/create-fan", "/admin/settings"]) {
      const router = renderAt(path, admin);
      expect(await screen.findByRole("heading", { name: "Admin Dashboard page" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/admin");
      cleanup();
    }
    renderAt("/admin/users", admin);
    expect(await screen.findByRole("heading", { name: "Users Management page" })).toBeInTheDocument();
  });

  it("sends the super admin away from Create Fan where the server has no such tool (production)", async () => {
    const router = renderAt("/admin/create-fan", buildStaffMe({ staffTools: [] }));
    expect(await screen.findByRole("heading", { name: "Admin Dashboard page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("keeps Finance, its dispute pages included, to staff with `finance`", async () => {
    for (const path of ["/admin/finance", "/admin/finance/disputes/d-1"]) {
      const router = renderAt(path, admin);
      expect(await screen.findByRole("heading", { name: "Admin Dashboard page" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/admin");
      cleanup();
    }
    const treasurer = buildStaffMe({ role: "admin", permissions: ["finance"] });
    renderAt("/admin/finance", treasurer);
    expect(await screen.findByRole("heading", { name: "Finance page" })).toBeInTheDocument();
    cleanup();
    renderAt("/admin/finance/disputes/d-1", treasurer);
    expect(await screen.findByRole("heading", { name: "Dispute page" })).toBeInTheDocument();
  });

  it("opens every page to the super admin", async () => {
    for (const route of adminChildren.filter((candidate) => candidate.path !== "*")) {
      const path = route.index ? "/admin" : `/admin/${(route.path ?? "").replace("/*", "")}`;
      renderAt(path, superAdmin);
      const { title } = route.handle as AdminRouteHandle;
      expect(await screen.findByRole("heading", { name: `${title} page` })).toBeInTheDocument();
      cleanup();
    }
  });
});
