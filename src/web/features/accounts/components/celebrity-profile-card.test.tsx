// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { jsonResponse, renderWithProviders } from "@/web/test/render";
import { CelebrityProfileCard } from "./celebrity-profile-card";

const pending: CelebrityApplicationProfile = {
  id: "p1",
  username: "ada_obi",
  fullName: "Ada Obi",
  profession: "musician",
  bio: "Singer",
  country: "nigeria",
  categoryId: "musicians",
  priceCents: 5000,
  languages: [],
  socialMedia: {},
  approved: false,
  verified: false,
  createdAt: "2026-02-01T10:00:00.000Z",
  selfieCode: "482913",
  selfieUploadedAt: null,
};

function renderCard(profile: CelebrityApplicationProfile) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse({ profile, platformFeePercent: 25 })),
  );
  renderWithProviders(<CelebrityProfileCard />, { path: "/dashboard" });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("The applicant's card on the dashboard", () => {
  it("asks for the selfie video while it is missing, leading to the application page", async () => {
    renderCard(pending);
    expect(await screen.findByText(/One step left: send your short selfie video/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Send your selfie video" })).toHaveAttribute("href", "/become-celebrity");
  });

  it("says nothing more once the video is on file", async () => {
    renderCard({ ...pending, selfieUploadedAt: "2026-02-01T10:05:00.000Z" });
    expect(await screen.findByText("Pending review")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Send your selfie video" })).not.toBeInTheDocument();
  });
});
