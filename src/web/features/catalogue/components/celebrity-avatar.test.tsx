// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { avatarColour } from "@/shared/initials";
import { CelebrityAvatar } from "./celebrity-avatar";

afterEach(cleanup);

describe("CelebrityAvatar", () => {
  it("shows the photo, lazily, with the name as alt text", () => {
    render(<CelebrityAvatar name="Burna Boy" imageUrl="/files/burna.jpg" />);
    const image = screen.getByRole("img", { name: "Burna Boy" });
    expect(image.tagName).toBe("IMG");
    expect(image).toHaveAttribute("src", "/files/burna.jpg");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(screen.queryByTestId("initials-avatar")).not.toBeInTheDocument();
  });

  it.each([undefined, null, ""])("falls back to initials when the URL is %s", (imageUrl) => {
    render(<CelebrityAvatar name="Chimamanda Ngozi Adichie" imageUrl={imageUrl} />);
    const avatar = screen.getByRole("img", { name: "Chimamanda Ngozi Adichie" });
    expect(avatar.tagName.toLowerCase()).toBe("svg");
    expect(avatar).toHaveTextContent("CA");
    expect(document.querySelector("img")).toBeNull();
  });

  it("falls back to initials after the image fails to load, and retries a new URL", () => {
    const { rerender } = render(<CelebrityAvatar name="Davido" imageUrl="/files/broken.jpg" />);
    fireEvent.error(screen.getByRole("img", { name: "Davido" }));
    const avatar = screen.getByTestId("initials-avatar");
    expect(avatar).toHaveAccessibleName("Davido");
    expect(avatar).toHaveTextContent("D");
    expect(document.querySelector("img")).toBeNull();

    rerender(<CelebrityAvatar name="Davido" imageUrl="/files/davido.jpg" />);
    expect(screen.getByRole("img", { name: "Davido" })).toHaveAttribute("src", "/files/davido.jpg");
  });

  it("gives the same name the same warm colour", () => {
    render(<CelebrityAvatar name="Tiwa Savage" />);
    expect(document.querySelector("rect")).toHaveAttribute("fill", avatarColour("Tiwa Savage"));
    expect(avatarColour("Tiwa Savage")).toBe(avatarColour("Tiwa Savage"));
    expect(avatarColour("Tiwa Savage")).toMatch(/^#[0-9a-f]{6}$/);
  });
});
