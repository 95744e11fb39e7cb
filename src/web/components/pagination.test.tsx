// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/web/test/render";
import { Pagination, pageWindow } from "./pagination";

afterEach(cleanup);

const hrefFor = (page: number) => `/things?page=${page}`;

function renderPagination(page: number, totalPages: number) {
  return renderWithProviders(<Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />, {
    path: `/things?page=${page}`,
  });
}

describe("pageWindow", () => {
  it("shows every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and the pages around the current one, with gaps", () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
  });
});

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    renderPagination(1, 1);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("links every page, marks the current one and hides the gaps from screen readers", () => {
    renderPagination(10, 20);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const current = within(nav).getByRole("link", { name: "Page 10" });
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current).toHaveAttribute("href", "/things?page=10");
    expect(within(nav).getByRole("link", { name: "Page 9" })).not.toHaveAttribute("aria-current");
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute("href", "/things?page=9");
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/things?page=11");
    expect(within(nav).getAllByText("…")).toHaveLength(2);
    for (const gap of within(nav).getAllByText("…")) expect(gap).toHaveAttribute("aria-hidden", "true");
  });

  it("disables Previous on the first page and Next on the last", () => {
    renderPagination(1, 3);
    expect(screen.queryByRole("link", { name: "Previous" })).not.toBeInTheDocument();
    expect(screen.getByText("Previous").parentElement).toHaveAttribute("aria-disabled", "true");
    cleanup();
    renderPagination(3, 3);
    expect(screen.queryByRole("link", { name: "Next" })).not.toBeInTheDocument();
    expect(screen.getByText("Next").parentElement).toHaveAttribute("aria-disabled", "true");
  });

  it("goes to the page clicked, back at the top", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { router } = renderPagination(1, 3);
    fireEvent.click(screen.getByRole("link", { name: "Page 2" }));
    expect(router.state.location.search).toBe("?page=2");
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });
});
