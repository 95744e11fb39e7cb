// @vitest-environment happy-dom
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { I18nProvider, i18nFor } from "@/web/lib/i18n";
import { loadValidationMessages } from "@/web/lib/validation-messages";
import { FormField } from "./form-field";

afterEach(cleanup);

beforeAll(async () => {
  // The build compiles the catalogue (vite.config.ts); a test reads the raw ICU, so it compiles on use.
  for (const locale of ["fr", "ar", "sw"] as const) i18nFor(locale).setMessagesCompiler(compileMessage);
  await loadValidationMessages("fr");
  await loadValidationMessages("ar");
});

const field = (error: string) => (
  <FormField id="contact-name" label="Nom" error={error}>
    <input id="contact-name" aria-describedby="contact-name-error" />
  </FormField>
);

describe("FormField's error", () => {
  it("shows a schema's message in the page's language", () => {
    render(<I18nProvider locale="fr">{field("Please enter your name.")}</I18nProvider>);
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("Veuillez saisir votre nom.");
  });

  it("fills in the values of a message built from them, as the language writes numbers", () => {
    render(<I18nProvider locale="ar">{field("Must be at most 300 characters")}</I18nProvider>);
    expect(screen.getByText("يجب ألا يتجاوز ٣٠٠ حرف")).toHaveAttribute("id", "contact-name-error");
  });

  it("on a page whose language's messages have not come yet: English first, its own language once they come", async () => {
    render(<I18nProvider locale="sw">{field("Please enter your name.")}</I18nProvider>);
    expect(screen.getByRole("textbox")).toHaveAccessibleDescription("Please enter your name.");
    expect(await screen.findByText("Tafadhali weka jina lako.")).toHaveAttribute("id", "contact-name-error");
  });

  it("keeps the English words on an English page, and a message the catalogue lacks as it is", () => {
    render(field("Please enter your name."));
    expect(screen.getByText("Please enter your name.")).toBeInTheDocument();
    cleanup();
    render(<I18nProvider locale="fr">{field("Ce nom est déjà pris.")}</I18nProvider>);
    expect(screen.getByText("Ce nom est déjà pris.")).toBeInTheDocument();
  });
});
