// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { avatarColour } from "@/shared/initials";
import { CelebrityAvatar } from "./celebrity-avatar";

/** The browser's IntersectionObserver, driven by the test: `scrollNear()` brings every observed element near. */
const observed = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
function scrollNear() {
  act(() => {
    for (const { callback, elements } of observed) {
      callback(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as never,
      );
    }
  });
}
beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observed.add(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        observed.delete(this.entry);
      }
    },
  );
});
afterEach(() => {
  cleanup();
  observed.clear();
  vi.unstubAllGlobals();
});

describe("CelebrityAvatar", () => {
  it("shows the photo, with the name as alt text, asked for once it comes near the screen", () => {
    render(<CelebrityAvatar name="Burna Boy" imageUrl="/files/burna.jpg" />);
    const image = screen.getByRole("img", { name: "Burna Boy" });
    expect(image.tagName).toBe("IMG");
    expect(image.getAttribute("src")).toMatch(/^data:image\/gif/);
    scrollNear();
    expect(image).toHaveAttribute("src", "/files/burna.jpg");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(screen.queryByTestId("initials-avatar")).not.toBeInTheDocument();
  });

  it("asks for the page's largest photo at once, first", () => {
    render(<CelebrityAvatar name="Burna Boy" imageUrl="/files/burna.jpg" priority />);
    const image = screen.getByRole("img", { name: "Burna Boy" });
    expect(image).toHaveAttribute("src", "/files/burna.jpg");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("loading", "eager");
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
    scrollNear();
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
