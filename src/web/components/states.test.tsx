// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EmptyState, ErrorState, ListSkeleton, LoadingState } from "./states";

afterEach(cleanup);

describe("states", () => {
  it("an empty state shows the caller's words, its action, and a heading only when asked", () => {
    render(
      <EmptyState
        title="No celebrities match your search"
        headingLevel={2}
        action={<button type="button">Clear</button>}
      >
        Try a different name.
      </EmptyState>,
    );
    expect(screen.getByRole("heading", { level: 2, name: "No celebrities match your search" })).toBeInTheDocument();
    expect(screen.getByText("Try a different name.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Clear" })).toBeInTheDocument();
    cleanup();
    render(<EmptyState title="No requests yet" />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByText("No requests yet")).toBeInTheDocument();
  });

  it("an error state is an alert with the message and a retry", () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Something went wrong" message="We couldn't load the videos." onRetry={onRetry} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    expect(alert).toHaveTextContent("We couldn't load the videos.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("loading states are announced with their label", () => {
    render(<LoadingState label="Loading reviews…" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading reviews…");
    cleanup();
    render(<ListSkeleton rows={3} label="Loading your schedule…" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your schedule…");
  });
});
