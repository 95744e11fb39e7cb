// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { Send } from "lucide-react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";

afterEach(cleanup);

describe("Button pending", () => {
  it("while pending: disabled, busy, a hidden spinner in place of the icon, the same label", () => {
    const { rerender } = render(
      <Button type="submit" pending={false} icon={<Send aria-hidden="true" data-testid="icon" />}>
        Send reply
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send reply" });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute("aria-busy");
    expect(screen.getByTestId("icon")).toBeInTheDocument();
    expect(button.querySelector(".animate-spin")).toBeNull();

    rerender(
      <Button type="submit" pending icon={<Send aria-hidden="true" data-testid="icon" />}>
        Send reply
      </Button>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByTestId("icon")).toBeNull();
    expect(button.querySelector(".animate-spin")).toHaveAttribute("aria-hidden", "true");
    expect(button).toHaveAccessibleName("Send reply");
  });

  it("stays disabled when the caller disables it, pending or not", () => {
    render(
      <Button disabled pending={false}>
        Save
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
  });
});

describe("Button before the page's code has come", () => {
  it("a submit button the server draws is disabled but not faded, unless its form works without code", () => {
    const holder = document.createElement("div");
    holder.innerHTML = renderToString(
      <>
        <Button type="submit">Send</Button>
        <Button type="submit" disabled>
          Closed
        </Button>
        <Button>Menu</Button>
        <Button type="submit" progressive>
          Request
        </Button>
      </>,
    );
    const [send, closed, menu, request] = [...holder.querySelectorAll("button")];
    expect(send).toBeDisabled();
    expect(send!.className).toContain("disabled:opacity-100");
    expect(closed).toBeDisabled();
    expect(closed!.className).toContain("disabled:opacity-50");
    expect(closed!.className).not.toContain("disabled:opacity-100");
    expect(menu).toBeEnabled();
    // A form that works by itself (GET with an action) can be sent before the code comes.
    expect(request).toBeEnabled();
  });
});

describe("Button asChild", () => {
  it("draws its one child (a link) with the button's look, joining classes and running both click handlers", () => {
    const calls: string[] = [];
    let linkElement: unknown = null;
    render(
      <Button asChild variant="outline" className="w-full" onClick={() => calls.push("button")}>
        <a
          href="/signup"
          className="px-8"
          ref={(element) => {
            linkElement = element;
          }}
          onClick={(event) => {
            event.preventDefault();
            calls.push("link");
          }}
        >
          Sign up
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Sign up" });
    expect(screen.queryByRole("button")).toBeNull();
    expect(link).toHaveAttribute("href", "/signup");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).not.toHaveAttribute("type");
    // The outline look and the caller's width; the link's own padding wins over the size's.
    expect(link.className).toContain("border-slate-300");
    expect(link.className).toContain("w-full");
    expect(link.className).toContain("px-8");
    expect(link.className).not.toContain("px-5");
    link.click();
    expect(calls).toEqual(["link", "button"]);
    expect(linkElement).toBe(link);
  });
});
