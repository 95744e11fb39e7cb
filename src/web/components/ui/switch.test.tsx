// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Switch } from "./switch";

afterEach(cleanup);

function Labelled({ initial = false, onChange = vi.fn() }: { initial?: boolean; onChange?: (on: boolean) => void }) {
  const [checked, setChecked] = useState(initial);
  return (
    <div>
      <span id="push-label">Push notifications</span>
      <span id="push-hint">On your phone</span>
      <Switch
        checked={checked}
        labelledBy="push-label"
        describedBy="push-hint"
        onCheckedChange={(next) => {
          setChecked(next);
          onChange(next);
        }}
      />
    </div>
  );
}

describe("Switch", () => {
  it("is a switch named by its label, described by its hint, with its state in aria-checked", () => {
    render(<Labelled initial />);
    const toggle = screen.getByRole("switch", { name: "Push notifications" });
    expect(toggle).toHaveAccessibleDescription("On your phone");
    expect(toggle).toHaveAttribute("aria-checked", "true");
  });

  it("toggles on click, Space and Enter", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Labelled onChange={onChange} />);
    const toggle = screen.getByRole("switch", { name: "Push notifications" });
    expect(toggle).toHaveAttribute("aria-checked", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(toggle).toHaveFocus();
    await user.keyboard(" ");
    expect(toggle).toHaveAttribute("aria-checked", "false");
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-checked", "true");
    expect(onChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("can be named without a visible label, and does nothing when disabled", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Featured: Burna Boy" checked={false} disabled onCheckedChange={onChange} />);
    const toggle = screen.getByRole("switch", { name: "Featured: Burna Boy" });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    await user.keyboard(" ");
    expect(onChange).not.toHaveBeenCalled();
  });
});
