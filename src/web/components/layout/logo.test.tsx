// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { Logo } from "./logo";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const stubBranding = (logoUrl: string | null) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ logoUrl, faviconUrl: null })),
  );

describe("the header logo", () => {
  it("shows the uploaded logo, and the built-in one when the upload fails to load", async () => {
    stubBranding(`/api/images/${"b".repeat(32)}-logo.webp`);
    renderWithProviders(<Logo />);
    const image = await screen.findByRole("img", { name: "Salamu" });
    fireEvent.error(image);
    expect(screen.queryByRole("img", { name: "Salamu" })).not.toBeInTheDocument();
    expect(screen.getByText("Salamu")).toBeInTheDocument();
  });

  it("shows the built-in mark and name when no logo was uploaded", async () => {
    stubBranding(null);
    renderWithProviders(<Logo />);
    expect(await screen.findByText("Salamu")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Salamu" })).not.toBeInTheDocument();
  });
});
