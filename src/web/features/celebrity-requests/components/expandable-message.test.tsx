// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ExpandableMessage } from "./expandable-message";

afterEach(cleanup);

describe("ExpandableMessage", () => {
  it("opens a long message with a button, for touch and keyboard users", () => {
    const message = `Please wish Ngozi a happy birthday. ${"She loves your songs. ".repeat(12)}The end.`;
    render(<ExpandableMessage message={message} lines={2} />);
    const text = screen.getByText(message);
    expect(text).toHaveClass("line-clamp-2");
    const toggle = screen.getByRole("button", { name: "Read the whole message" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(text).not.toHaveClass("line-clamp-2");
    expect(screen.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
  });

  it("shows a short message whole, with no button", () => {
    render(<ExpandableMessage message="Happy birthday Tolu!" lines={4} />);
    expect(screen.getByText("Happy birthday Tolu!")).not.toHaveClass("line-clamp-4");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
