import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";

let context: Awaited<ReturnType<typeof createTestApp>>;
let ipCounter = 0;
/** Each call from its own client IP, so no per-IP limit is met. */
const inject = (options: InjectOptions) => {
  ipCounter += 1;
  return context.app.inject({ remoteAddress: `10.7.0.${ipCounter}`, ...options });
};

beforeAll(async () => {
  context = await createTestApp();
});

afterAll(async () => {
  await context?.close();
});

/** A contact message without a name: the schema refuses it before the route runs. */
const nameless = { kind: "contact", name: "", email: "ada@example.com", subject: "Hello", message: "Hello there" };

describe("error answers in the request's language", () => {
  it("answers a body that fails its schema in English without a language", async () => {
    const response = await inject({ method: "POST", url: "/api/enquiries", payload: nameless });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "Invalid body: name: Please enter your name.",
        details: [{ path: "name", message: "Please enter your name." }],
      },
    });
    expect(response.headers.vary).toContain("Accept-Language");
    expect(response.headers["content-language"]).toBeUndefined();
  });

  it("answers it in French for accept-language: fr, field messages included", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: nameless,
      headers: { "accept-language": "fr" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "Données envoyées invalides (name) : Veuillez saisir votre nom.",
        details: [{ path: "name", message: "Veuillez saisir votre nom." }],
      },
    });
    expect(response.headers["content-language"]).toBe("fr");
  });

  it("reads the browser's list of languages, and stays English for one it does not write", async () => {
    const arabic = await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: nameless,
      headers: { "accept-language": "de-DE,ar;q=0.8,en;q=0.5" },
    });
    expect(arabic.json().error.details).toEqual([{ path: "name", message: "يرجى إدخال اسمك." }]);
    const german = await inject({
      method: "POST",
      url: "/api/enquiries",
      payload: nameless,
      headers: { "accept-language": "de-DE" },
    });
    expect(german.json().error.message).toBe("Invalid body: name: Please enter your name.");
  });

  it("answers the server's own refusals in the request's language, their code unchanged", async () => {
    const english = await inject({ url: "/api/me" });
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Please log in to continue." } });
    const swahili = await inject({ url: "/api/me", headers: { "accept-language": "sw-KE" } });
    expect(swahili.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: "Tafadhali ingia ili kuendelea." } });
  });
});
