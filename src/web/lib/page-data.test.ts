// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { seedFromPageData } from "./page-data";

function pageWith(json: string) {
  document.body.innerHTML = "";
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = "salamu-page-data";
  script.textContent = json;
  document.body.append(script);
}

describe("seedFromPageData", () => {
  it("puts the inlined [key, data] pairs into the query cache and removes the script", () => {
    pageWith(
      JSON.stringify([
        [["celebrities", "detail", "ada"], { username: "ada" }],
        [["session"], null],
      ]),
    );
    const client = new QueryClient();
    seedFromPageData(client);
    expect(client.getQueryData(["celebrities", "detail", "ada"])).toEqual({ username: "ada" });
    expect(client.getQueryState(["session"])?.status).toBe("success");
    expect(document.getElementById("salamu-page-data")).toBeNull();
  });

  it("ignores a missing or broken script", () => {
    document.body.innerHTML = "";
    const client = new QueryClient();
    seedFromPageData(client);
    pageWith("{not json");
    seedFromPageData(client);
    pageWith(JSON.stringify({ not: "a list" }));
    seedFromPageData(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
