// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PolicySubject } from "@/shared/roles";
import { renderWithProviders } from "@/web/test/render";
import { DashboardSidebarNav } from "./dashboard-sidebar";

afterEach(cleanup);

function entriesFor(user: PolicySubject, { collapsed = false, path = "/dashboard" } = {}) {
  renderWithProviders(<DashboardSidebarNav user={user} collapsed={collapsed} />, { path, routePath: "*" });
  const nav = screen.getByRole("navigation", { name: "Dashboard" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("Dashboard sidebar", () => {
  it("shows a fan their dashboard, videos, requests, profile and settings only", () => {
    expect(entriesFor({ role: "user", permissions: [], celebrityProfile: null })).toEqual([
      ["Dashboard", "/dashboard"],
      ["My Videos", "/dashboard/videos"],
      ["My requests", "/dashboard/my-requests"],
      ["Profile", "/dashboard/profile"],
      ["Settings", "/dashboard/settings"],
    ]);
  });

  it("adds Requests, Schedule and Earnings for a celebrity", () => {
    expect(entriesFor({ role: "celebrity", permissions: [], celebrityProfile: { approved: true } })).toEqual([
      ["Dashboard", "/dashboard"],
      ["My Videos", "/dashboard/videos"],
      ["My requests", "/dashboard/my-requests"],
      ["Requests", "/dashboard/requests"],
      ["Schedule", "/dashboard/schedule"],
      ["Earnings", "/dashboard/earnings"],
      ["Profile", "/dashboard/profile"],
      ["Settings", "/dashboard/settings"],
    ]);
  });

  it("gives staff the admin dashboard, the requests they booked and only the areas they hold a permission for", () => {
    expect(entriesFor({ role: "moderator", permissions: ["content"] })).toEqual([
      ["Dashboard", "/admin"],
      ["Edit Pages", "/admin/edit-pages"],
      ["Inbox", "/admin/inbox"],
      ["My requests", "/dashboard/my-requests"],
      ["Profile", "/dashboard/profile"],
      ["Settings", "/dashboard/settings"],
    ]);
    cleanup();
    expect(entriesFor({ role: "admin", permissions: ["users", "blog", "settings"] })).toEqual([
      ["Dashboard", "/admin"],
      ["Users Management", "/admin/users"],
      ["Blog Management", "/admin/blog"],
      ["My requests", "/dashboard/my-requests"],
      ["Profile", "/dashboard/profile"],
      ["Settings", "/admin/settings"],
    ]);
  });

  it("gives the super admin every area, staff management included", () => {
    const superAdmin = { role: "super_admin", permissions: [], staffTools: ["create-fan"] };
    expect(entriesFor(superAdmin).map(([label]) => label)).toEqual([
      "Dashboard",
      "Admin Management",
      "Users Management",
      "Celebrities",
      "Blog Management",
      "Slider Management",
      "Edit Pages",
      "Inbox",
      "Finance",
      "All requests",
      "Audit Log",
      "Create Fan",
      "My requests",
      "Profile",
      "Settings",
    ]);
    cleanup();
    // On a production server there is no Create Fan tool to list.
    expect(entriesFor({ ...superAdmin, staffTools: [] }).map(([label]) => label)).not.toContain("Create Fan");
  });

  it("keeps accessible names when collapsed to icons and marks the current page", () => {
    entriesFor({ role: "user", permissions: [] }, { collapsed: true, path: "/dashboard/profile" });
    const profile = screen.getByRole("link", { name: "Profile" });
    expect(profile).toHaveAttribute("aria-current", "page");
    expect(profile).toHaveAttribute("title", "Profile");
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("lists Finance only for staff with `finance`", () => {
    const links = entriesFor({ role: "admin", permissions: ["users", "settings"] });
    expect(links.map(([label]) => label)).not.toContain("Finance");
    cleanup();
    expect(entriesFor({ role: "admin", permissions: ["finance"] })).toContainEqual(["Finance", "/admin/finance"]);
  });
});
