import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { CurrencyCode } from "@/shared/currencies";
import { jsonForScript } from "@/shared/json-for-script";
import { basenameOf, type Locale, localeOfPath } from "@/shared/locales";
import { FRAME_AREAS } from "@/shared/messages/areas";
import { createRoutes } from "./app/all-routes";
import type { PageHandle } from "./app/page-module";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { dehydratePage, RENDERED_STATE_ID, type RenderedState } from "./app/rendered-state";
import { type ApiTransport, setApiTransport } from "./lib/api-client";
import { brandingQueryOptions } from "./lib/branding";
import { currenciesQueryOptions } from "./lib/currency/get-currencies";
import { catalogChunks, loadMessages } from "./lib/i18n";
import { setUncheckedSession } from "./lib/session";
import { siteInfoQueryOptions } from "./lib/site-info";

/**
 * The server's renderer (ADR 033): the web app's own routes and components drawn to HTML with React's
 * streaming renderer, the matched page's data read first by its `prefetch` (React Router's static handler
 * runs the route loaders), the query cache handed to the browser to hydrate from. Built by
 * `vite build --ssr` into dist/web-ssr; the server loads it at start-up (src/server/modules/seo/web-app.ts).
 */

/**
 * A slow phone's parser stops now and then, and the browser paints what it has: half a header, a footer
 * under a page still to come, which then move (layout shifts). The page is one string, so waiting until its
 * end (the state script) to paint costs nothing on the network.
 */
const RENDER_BLOCKING = `<link rel="expect" href="#${RENDERED_STATE_ID}" blocking="render">`;

export type PageRender =
  /**
   * A public page: its markup for #root, the state script (after #root), a tag for the head that holds the
   * first paint until the state script is parsed, and the chunks the page needs.
   */
  | { kind: "page"; html: string; stateScript: string; renderBlocking: string; chunks: string[] }
  /** A page drawn only in the browser (sign-in, dashboards): the empty shell, and its chunks. */
  | { kind: "shell"; chunks: string[] }
  /** The router redirects this address (/browse, /terms...). */
  | { kind: "redirect"; status: number; location: string };

/** The longest a render may wait for its data before React gives up on what is left (drawn as loading). */
const RENDER_TIMEOUT_MS = 10_000;

function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(parts).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // The whole page, not a streamed shell: crawlers and link previews read it, and the HTML is cached.
      // So no part is moved out of place to be revealed by a script later (React does that to a finished
      // Suspense boundary, e.g. a lazy section, once the page before it passes this many bytes).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
  });
}

/**
 * The API client's transport is one for the module, but two servers in one process (two instances in a
 * test) each have their own renderer: each render reaches the API of the server that asked for it.
 */
const renderingFor = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const transport = renderingFor.getStore();
  if (!transport) throw new Error(`API call outside a server render: ${path}`);
  return transport(path, init);
});

/** `transport`: how the renderer reaches the API (the server calls itself in-process, as an anonymous visitor). */
export function createServerRenderer({ transport }: { transport: ApiTransport }) {
  // One set of routes for every render: each render's query cache reaches the loaders as their context.
  const routes = createRoutes({ queryClient: (loaderContext) => loaderContext as QueryClient, awaitData: true });
  // One handler per language, its prefix ("/fr") as the basename, as the browser's router has it.
  const handlers = new Map<Locale, ReturnType<typeof createStaticHandler>>();
  const handlerFor = (locale: Locale) => {
    let handler = handlers.get(locale);
    if (!handler) {
      handler = createStaticHandler(routes, { basename: basenameOf(locale) || undefined });
      handlers.set(locale, handler);
    }
    return handler;
  };

  /** Renders `url` (path and query) with prices in `currency`. */
  function render(url: string, options: { currency: CurrencyCode }): Promise<PageRender> {
    return renderingFor.run(transport, () => renderPage(url, options));
  }

  async function renderPage(url: string, { currency }: { currency: CurrencyCode }): Promise<PageRender> {
    const queryClient = createQueryClient({ server: true });
    const request = new Request(new URL(url, "http://salamu.local"));
    const { locale } = localeOfPath(new URL(request.url).pathname);
    const handler = handlerFor(locale);
    const context = await handler.query(request, { requestContext: queryClient });
    if (context instanceof Response) {
      return { kind: "redirect", status: context.status, location: context.headers.get("location") ?? "/" };
    }
    const handles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
    // The page's words in its language, named for the browser too (it loads them before it draws).
    const areas = [...new Set([...FRAME_AREAS, ...handles.flatMap((handle) => handle?.messages ?? [])])];
    const chunks = [
      ...handles.flatMap((handle) => (handle?.chunk ? [handle.chunk] : [])),
      ...catalogChunks(locale, areas),
    ];
    // Its lazy sections' words too: the server draws them (the browser loads them with the sections).
    const drawnAreas = [...new Set([...areas, ...handles.flatMap((handle) => handle?.sectionMessages ?? [])])];
    // A page that failed to load its module is left to the browser, as are the private pages.
    if (!handles.at(-1)?.prerender || context.errors) return { kind: "shell", chunks };

    // What every page's frame draws, so nothing pops in after hydration: prices in the visitor's currency,
    // the staff's logo, the footer's social links and the delivery promise (site info); the header signed
    // out (the browser checks).
    await Promise.all([
      loadMessages(locale, drawnAreas),
      queryClient.prefetchQuery(currenciesQueryOptions()),
      queryClient.prefetchQuery(brandingQueryOptions()),
      queryClient.prefetchQuery(siteInfoQueryOptions()),
    ]);
    setUncheckedSession(queryClient);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToHtml(
      <StrictMode>
        <AppProviders queryClient={queryClient} locale={locale} renderedCurrency={currency}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    const state: RenderedState = {
      queries: dehydratePage(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
      currency,
    };
    const stateScript = `<script type="application/json" id="${RENDERED_STATE_ID}">${jsonForScript(state)}</script>`;
    queryClient.clear();
    return { kind: "page", html, stateScript, renderBlocking: RENDER_BLOCKING, chunks };
  }

  return { render };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
