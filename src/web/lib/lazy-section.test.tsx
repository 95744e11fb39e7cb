// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { deferred } from "@/web/test/deferred";
import { lazySection } from "./lazy-section";

// React's act() environment, as testing-library sets it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}
const greetingModule = { default: Greeting };

const owned = (node: Element | null) => !!node && Object.keys(node).some((key) => key.startsWith("__reactProps$"));

let container: HTMLElement;
afterEach(() => container?.remove());
const mount = (html = "") => {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  return container;
};

describe("lazySection", () => {
  it("keeps the server's markup until its code is here, then takes that same markup over", async () => {
    const OnServer = lazySection(async () => greetingModule);
    await OnServer.load();
    const html = renderToString(<OnServer name="Ada" />);

    const code = deferred<typeof greetingModule>();
    const InBrowser = lazySection(() => code.promise);
    const root = mount(html);
    const drawn = root.querySelector("button");
    await act(async () => {
      hydrateRoot(root, <InBrowser name="Ada" />);
    });
    expect(root.querySelector("button")).toBe(drawn);
    expect(owned(drawn)).toBe(false);

    await act(async () => code.resolve(greetingModule));
    expect(root.querySelector("button")).toBe(drawn);
    expect(owned(drawn)).toBe(true);
    expect(drawn?.textContent).toBe("Hello Ada");
  });

  it("is drawn in the same render once its code is loaded (a navigation waited for it), never empty first", async () => {
    const Section = lazySection(async () => greetingModule);
    await expect(Section.load()).resolves.toBe(greetingModule);
    const root = mount();
    act(() => createRoot(root).render(<Section name="Kofi" />));
    expect(root.textContent).toBe("Hello Kofi");
  });

  it("asks again after a failed download, and preload never rejects", async () => {
    let attempts = 0;
    const Section = lazySection(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("connection dropped");
      return greetingModule;
    });
    await expect(Section.preload()).resolves.toBeUndefined();
    await expect(Section.load()).resolves.toBe(greetingModule);
    expect(attempts).toBe(2);
  });
});
