import { type ComponentProps, type ComponentType, lazy, memo, Suspense } from "react";
import type { MessageArea } from "@/shared/messages/areas";
import { loadPageMessages } from "./i18n";

/**
 * A part of a page the page works without at first (below its first screen, or code that only enhances
 * what the server drew), in a chunk of its own so a phone can use the page before it arrives. Never a control
 * the page is used through (a filter, a form, its main action): a tap on it before its code comes would do
 * nothing. (The banner carousel's arrows are lazy: they always waited for Embla, which loads after the page.)
 * The server's renderer waits for it, so its HTML is in the page; the browser hydrates it when the chunk
 * lands (React keeps the server's markup meanwhile, so nothing moves). `load` starts the download (e.g. a
 * navigation's loader, which waits for it) and answers the module; once it is here React draws the section
 * at once, without suspending. `preload` is `load` that never rejects (a chunk that fails to load fails where
 * the section is drawn, in the route's error boundary).
 * A provider above a section must keep its context value the same while that code loads (memoize it): a new
 * value reaching a section React has not taken over yet makes it drop the server's markup and draw it again.
 * New props would too: the section is memoized, so a parent drawing it again with equal props does not.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component; its props are what the section takes
export function lazySection<Module extends { default: ComponentType<any> }>(
  importModule: () => Promise<Module>,
  /** Catalogue areas only this section draws (its page's `sectionMessages`), loaded with its code. */
  messages: readonly MessageArea[] = [],
) {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = (): Promise<Module> => {
    loading ??= Promise.all([importModule(), loadPageMessages(messages)]).then(
      ([module]) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // the next attempt asks again (a dropped connection)
        throw error;
      },
    );
    return loading;
  };
  // React.lazy takes a thenable that calls back at once as loaded there and then: a section whose code is
  // already here is drawn in the same render, not after a suspended one that shows nothing.
  const Loaded = lazy(() => (loaded ? alreadyLoaded(loaded) : load()));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section at module level, as React.lazy is
  function LazySection(props: ComponentProps<Module["default"]>) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  const preload = () =>
    load().then(
      () => undefined,
      () => undefined,
    );
  return Object.assign(memo(LazySection), { load, preload });
}

const alreadyLoaded = <Module,>(module: Module) =>
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy reads, and this one is settled
  ({ then: (resolve: (value: Module) => void) => resolve(module) }) as unknown as Promise<Module>;
