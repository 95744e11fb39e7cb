// @vitest-environment happy-dom

import type { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import { sessionKey } from "@/web/lib/query-keys";
import { buildMe } from "@/web/test/factories";
import { createTestQueryClient, jsonResponse } from "@/web/test/render";
import { AppProviders } from "./providers";

let signedIn: Me | null = null;
beforeEach(() => {
  signedIn = null;
  // The session, and the favicon and currencies the providers read (nothing here depends on those).
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      jsonResponse(
        String(url).endsWith("/api/session") ? { user: signedIn } : { logoUrl: null, faviconUrl: null, currencies: [] },
      ),
    ),
  );
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});

let queryClient: QueryClient;
const page = (drawnByServer: boolean) => {
  queryClient = createTestQueryClient();
  return render(
    <AppProviders queryClient={queryClient} locale="en" drawnByServer={drawnByServer}>
      <p>The page</p>
    </AppProviders>,
  );
};

const toaster = () => screen.queryByRole("region", { name: /notifications/i });
/** Lets effects and a lazy import settle without any input. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("the toaster", () => {
  it("on a page the server drew, waits for the visitor's first tap, then shows a toast raised before it", async () => {
    page(true);
    await settle();
    expect(toaster()).toBeNull();
    toast.success("Saved before the toaster came");
    await settle();
    expect(screen.queryByText("Saved before the toaster came")).toBeNull();

    fireEvent.pointerDown(document.body);
    expect(await screen.findByText("Saved before the toaster came")).toBeInTheDocument();
    expect(toaster()).not.toBeNull();
  });

  it("comes with a first key too (a form sent with Enter)", async () => {
    page(true);
    await settle();
    fireEvent.keyDown(document.body, { key: "Enter" });
    expect(await screen.findByRole("region", { name: /notifications/i })).toBeInTheDocument();
  });

  it("on a page the server drew, is there with no input for a signed-in visitor (edit mode refused toasts on load)", async () => {
    signedIn = buildMe();
    page(true);
    toast.error("Permission denied");
    expect(await screen.findByText("Permission denied")).toBeInTheDocument();

    // Logging out leaves it there for the toast that says so.
    act(() => queryClient.setQueryData(sessionKey, null));
    toast.success("You have been logged out");
    expect(await screen.findByText("You have been logged out")).toBeInTheDocument();
  });

  it("on a page drawn in the browser (the signed-in areas' live updates), is there with no input", async () => {
    page(false);
    toast.success("A new request");
    expect(await screen.findByText("A new request")).toBeInTheDocument();
  });
});
