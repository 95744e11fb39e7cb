// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/web/lib/api-client";
import { ConfirmDialog } from "./confirm-dialog";

afterEach(cleanup);

/** A page with a Delete button that opens the dialog; `action` is what confirming runs. */
function Page({ action }: { action: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this post?"
        description="Readers will no longer see it."
        confirmLabel="Delete post"
        cancelLabel="Keep post"
        destructive
        onConfirm={action}
      />
    </>
  );
}

async function openDialog(action: () => Promise<unknown>) {
  const user = userEvent.setup();
  render(<Page action={action} />);
  await user.click(screen.getByRole("button", { name: "Delete" }));
  const dialog = await screen.findByRole("alertdialog", { name: "Delete this post?" });
  return { user, dialog };
}

describe("ConfirmDialog", () => {
  it("is an alert dialog described by its text, focused on the safe choice", async () => {
    const { dialog } = await openDialog(vi.fn(async () => {}));
    expect(dialog).toHaveAccessibleDescription("Readers will no longer see it.");
    expect(within(dialog).getByRole("button", { name: "Keep post" })).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Delete post" })).toHaveClass("bg-red-600");
  });

  it("runs the action on confirm, shows it pending, then closes", async () => {
    let finish: () => void = () => {};
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog(action);

    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(action).toHaveBeenCalledTimes(1);
    const confirm = within(dialog).getByRole("button", { name: "Delete post" });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute("aria-busy", "true");
    expect(within(dialog).getByRole("button", { name: "Keep post" })).toBeDisabled();
    // It cannot be dismissed while the action runs.
    await user.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();

    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("stays open with the error when the action fails, and can be tried again", async () => {
    const action = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, "CONFLICT", "This post is already deleted."))
      .mockResolvedValueOnce(undefined);
    const { user, dialog } = await openDialog(action);

    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This post is already deleted.");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete post" })).toBeEnabled();

    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it("cancel closes without running the action; a new opening forgets the last error", async () => {
    const action = vi.fn<() => Promise<unknown>>().mockRejectedValue(new Error("offline"));
    const { user, dialog } = await openDialog(action);
    await user.click(within(dialog).getByRole("button", { name: "Delete post" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
    action.mockClear();

    await user.click(within(dialog).getByRole("button", { name: "Keep post" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const reopened = await screen.findByRole("alertdialog");
    expect(within(reopened).queryByRole("alert")).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });
});
