import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { localeOfPath } from "@/shared/locales";
import { FRAME_AREAS } from "@/shared/messages/areas";
import { AppProviders } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { hydratePage, readRenderedState } from "./app/rendered-state";
import { createAppRouter } from "./app/router";
import { setApiLanguage } from "./lib/api-client";
import { loadMessages } from "./lib/i18n";
import "./styles.css";
import { RouterProvider } from "react-router";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// A public page comes drawn by the server (src/web/entry-server.tsx) with the state it was drawn from:
// React takes that HTML over (hydration). Any other page starts empty and is drawn here.
const rendered = readRenderedState(document);
const queryClient = createQueryClient();
if (rendered) hydratePage(queryClient, rendered);
// The address says the language ("/fr/..."); English has no prefix. Changing it loads the page again.
const { locale } = localeOfPath(window.location.pathname);
const frameMessages = loadMessages(locale, FRAME_AREAS);
setApiLanguage(locale);
const router = createAppRouter(queryClient, locale, rendered?.router);

const app = (
  <StrictMode>
    <AppProviders
      queryClient={queryClient}
      locale={locale}
      renderedCurrency={rendered?.currency}
      drawnByServer={rendered !== undefined}
    >
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// The router loads the page's lazy chunk (named in the HTML, so already on its way) before the first render:
// hydration then finds the page the server drew, never a blank screen.
const start = () => void frameMessages.then(() => (rendered ? hydrateRoot(root, app) : createRoot(root).render(app)));
if (router.state.initialized) start();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    start();
  });
}
