import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/providers";
import { createAppRouter } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The router loads the page's lazy chunk (preloaded by the HTML) before the first render, so React replaces
// the server's preview of the page with the page itself, never with a blank screen (ADR 023).
const router = createAppRouter();
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders router={router} />
    </StrictMode>,
  );
if (router.state.initialized) render();
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}
