// @vitest-environment happy-dom
import { QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "@/shared/schemas/accounts";
import { buildMe } from "@/web/test/factories";
import { createTestQueryClient, jsonResponse, renderWithProviders } from "@/web/test/render";
import { PRIVATE_ROOT, privateKeys, publicKeys, sessionKey } from "./query-keys";
import { sessionQueryOptions, setUncheckedSession, useLogout, useSession, useSetSessionUser } from "./session";

vi.mock("sonner", () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

/** Every key a key factory can build: arrays as they are, functions called with sample arguments. */
function keysOf(node: unknown): QueryKey[] {
  if (Array.isArray(node)) return [node];
  if (typeof node === "function") return [node("sample", "sample")];
  if (node && typeof node === "object") return Object.values(node).flatMap(keysOf);
  return [];
}

const privateQueryKeys = keysOf(privateKeys);
const publicQueryKeys = keysOf(publicKeys);

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => logout.mutate()}>
      Log out
    </button>
  );
}

function SetUserButton({ user }: { user: Me }) {
  const setUser = useSetSessionUser();
  return (
    <button type="button" onClick={() => setUser(user)}>
      Confirm
    </button>
  );
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("query keys", () => {
  it("puts every private key under the one private root, and no public key there", () => {
    expect(privateQueryKeys.length).toBeGreaterThan(10);
    for (const key of privateQueryKeys) expect(key.slice(0, PRIVATE_ROOT.length)).toEqual([...PRIVATE_ROOT]);
    for (const key of publicQueryKeys) expect(key[0]).not.toBe(PRIVATE_ROOT[0]);
  });
});

describe("logout", () => {
  it("signs the session out, drops every private query and keeps the public ones (catalogue)", async () => {
    const { queryClient, router } = renderWithProviders(<LogoutButton />, {
      path: "/dashboard",
      routes: [{ path: "/", element: <h1>Home page</h1> }],
      session: buildMe(),
    });
    for (const key of [...privateQueryKeys, ...publicQueryKeys]) queryClient.setQueryData(key, { cached: true });

    fireEvent.click(screen.getByRole("button", { name: "Log out" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: PRIVATE_ROOT })).toEqual([]));
    for (const key of privateQueryKeys) expect(queryClient.getQueryData(key)).toBeUndefined();
    for (const key of publicQueryKeys) expect(queryClient.getQueryData(key)).toEqual({ cached: true });
    expect(queryClient.getQueryData(privateKeys.all)).toBeUndefined();
    expect(queryClient.getQueryData(sessionKey)).toBeNull();
  });
});

describe("setting the session user", () => {
  it("wins over an answer of GET /api/session that was already on its way", async () => {
    let answer: (response: Response) => void = () => {};
    vi.mocked(fetch).mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const verified = buildMe({ emailVerified: true });
    const { queryClient } = renderWithProviders(<SetUserButton user={verified} />);
    const stale = queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);

    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    answer(jsonResponse({ user: buildMe({ emailVerified: false }) }));
    await stale;

    expect(queryClient.getQueryData(sessionKey)).toEqual(verified);
  });
});

function SessionState() {
  const { user, isPending } = useSession();
  return <p>{isPending ? "Checking" : (user?.name ?? "Visitor")}</p>;
}

describe("a page the server drew (signed out, the session unchecked)", () => {
  it("is pending until the browser's check answers, so a signed-in visitor is not sent to sign in meanwhile", async () => {
    let answer: (response: Response) => void = () => {};
    vi.mocked(fetch).mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const queryClient = createTestQueryClient();
    setUncheckedSession(queryClient);
    renderWithProviders(<SessionState />, { queryClient });

    expect(screen.getByText("Checking")).toBeTruthy();
    answer(jsonResponse({ user: buildMe({ name: "Amara Obi" }) }));
    expect(await screen.findByText("Amara Obi")).toBeTruthy();
  });

  it("reads as a visitor when the check fails (public pages keep working without the API)", async () => {
    vi.mocked(fetch).mockImplementation(async () => jsonResponse({ error: { code: "X", message: "down" } }, 503));
    const queryClient = createTestQueryClient();
    setUncheckedSession(queryClient);
    renderWithProviders(<SessionState />, { queryClient });

    expect(await screen.findByText("Visitor")).toBeTruthy();
  });
});

describe("a part of a server-drawn page React hydrates later (its code came after the check)", () => {
  it("is drawn first as the server drew it (unchecked), then with the user, without a hydration error", async () => {
    const serverCache = createTestQueryClient();
    setUncheckedSession(serverCache);
    const html = renderToString(
      <QueryClientProvider client={serverCache}>
        <SessionState />
      </QueryClientProvider>,
    );
    expect(html).toContain("Checking");

    const browserCache = createTestQueryClient();
    browserCache.setQueryData(sessionKey, buildMe({ name: "Amara Obi" }));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={browserCache}>
          <SessionState />
        </QueryClientProvider>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });

    expect(container.textContent).toBe("Amara Obi");
    expect(recoverableErrors).toEqual([]);
    container.remove();
  });
});
