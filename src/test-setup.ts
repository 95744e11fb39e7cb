import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// Two busy cores can take longer than Testing Library's 1 s default to render a lazy chunk.
configure({ asyncUtilTimeout: 5000 });

// The web's components read their words from the catalogue: English is there for every test, as a page
// has its areas loaded before it is drawn.
const { loadMessages } = await import("@/web/lib/i18n");
const { MESSAGE_AREAS } = await import("@/shared/messages/areas");
await loadMessages("en", MESSAGE_AREAS);

// happy-dom loads no images yet calls each one finished ("complete"), which in a browser means loaded or
// broken: here an image stays in flight, as on a slow network, until a test fires its load or error.
if (typeof HTMLImageElement !== "undefined") {
  Object.defineProperty(HTMLImageElement.prototype, "complete", { configurable: true, get: () => false });
}
