// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildMe } from "@/web/test/factories";
import { renderWithProviders } from "@/web/test/render";
import { ProfileForm } from "./profile-form";

afterEach(cleanup);

describe("ProfileForm's bio", () => {
  it("is a fan's to edit here", () => {
    renderWithProviders(<ProfileForm user={buildMe({ bio: "Loves Afrobeats" })} />);
    expect(screen.getByLabelText("Bio")).toHaveValue("Loves Afrobeats");
  });

  it("is not asked of a star, whose one bio is on the Celebrity Profile tab", () => {
    const star = buildMe({
      role: "celebrity",
      bio: "Old account bio",
      celebrityProfile: { id: "p1", username: "ada_obi", approved: true, verified: false },
    });
    renderWithProviders(<ProfileForm user={star} />);
    expect(screen.queryByLabelText("Bio")).not.toBeInTheDocument();
    expect(screen.getByText("Your bio is on the Celebrity Profile tab, where fans see it.")).toBeInTheDocument();
  });
});
