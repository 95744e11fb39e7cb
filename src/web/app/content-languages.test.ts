import { QueryClient } from "@tanstack/react-query";
import { createStaticHandler } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { basenameOf, type Locale } from "@/shared/locales";
import { createRoutes } from "./all-routes";

/**
 * A page's staff-written content (slides, blog posts) is read in the address's language (ADR 049): the
 * routes' prefetch, run by the server's renderer and the browser's router with the language's prefix as the
 * basename, asks the API for it and keeps it under that language's query key.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const routes = createRoutes({ queryClient: (context) => context as QueryClient, awaitData: true });

/** Loads `path` as the server's renderer does (the basename of its language), answering every API call. */
async function load(locale: Locale, path: string, answer: (url: string) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify(answer(url)), { headers: { "content-type": "application/json" } });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handler = createStaticHandler(routes, { basename: basenameOf(locale) || undefined });
  await handler.query(new Request(`http://salamu.local${path}`), { requestContext: queryClient });
  return { calls, queryClient };
}

const emptyPage = { items: [], total: 0, page: 1, pageSize: 9, totalPages: 1 };

describe("content in the page's language", () => {
  it("home asks for the slides in the address's language", async () => {
    const { calls, queryClient } = await load("ar", "/ar", () => ({ items: [] }));
    expect(calls).toContain("/api/slider?locale=ar");
    expect(queryClient.getQueryData(["slider", "ar"])).toEqual({ items: [] });

    const english = await load("en", "/", () => ({ items: [] }));
    expect(english.calls).toContain("/api/slider?locale=en");
  });

  it("the blog's list, a tag's list and a post ask in the address's language", async () => {
    const list = await load("fr", "/fr/blog?page=2", () => emptyPage);
    expect(list.calls).toEqual(["/api/blog/posts?page=2&locale=fr"]);
    expect(list.queryClient.getQueryData(["blog", "list", { page: 2, tag: undefined, locale: "fr" }])).toEqual(
      emptyPage,
    );

    const tag = await load("sw", "/sw/blog/tag/Music", () => emptyPage);
    expect(tag.calls).toEqual(["/api/blog/posts?tag=Music&locale=sw"]);

    const post = { slug: "hello", title: "Bonjour", locale: "fr" };
    const one = await load("fr", "/fr/blog/hello", () => ({ post }));
    expect(one.calls).toEqual(["/api/blog/posts/hello?locale=fr"]);
    expect(one.queryClient.getQueryData(["blog", "post", "hello", "fr"])).toEqual(post);
  });
});
