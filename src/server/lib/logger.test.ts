import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";

type LogLine = {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
};

describe("the request log", () => {
  const written: string[] = [];
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({ LOG_LEVEL: "info" }, { logStream: { write: (line) => void written.push(line) } });
  }, 60_000);
  afterAll(() => context.close());

  async function linesOf(url: string) {
    written.length = 0;
    const response = await context.app.inject({ method: "GET", url });
    const requestId = response.headers["x-request-id"];
    const lines = written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === requestId);
    return { response, lines, text: written.join("\n") };
  }

  it("writes each request's arrival and completion, with its id, status and time", async () => {
    const { response, lines } = await linesOf("/api/celebrities?page=1");
    expect(response.statusCode).toBe(200);
    expect(lines.map((line) => line.msg)).toEqual(["incoming request", "request completed"]);
    const completed = lines[1];
    expect(completed?.res).toEqual({ statusCode: 200 });
    expect(completed?.req).toMatchObject({ method: "GET", url: "/api/celebrities" });
    expect(completed?.responseTime).toBeGreaterThan(0);
  });

  it("logs error answers with their status", async () => {
    const { response, lines } = await linesOf("/api/celebrities/nobody-by-this-name");
    expect(response.statusCode).toBe(404);
    expect(lines.find((line) => line.msg === "request completed")?.res).toEqual({ statusCode: 404 });
  });

  it("never writes a query string or a link's token", async () => {
    const token = "Q2FwYWJpbGl0eS10b2tlbi1mb3ItYS1naWZ0LXZpZGVv";
    const watch = await linesOf(`/api/watch/${token}/stream?signature=sig-value-1234`);
    expect(watch.lines.length).toBeGreaterThan(0);
    expect(watch.text).not.toContain(token);
    expect(watch.text).not.toContain("sig-value-1234");
    expect(watch.lines[0]?.req?.url).toBe("/api/watch/[token]/stream");

    const search = await linesOf("/api/celebrities?search=private-words");
    expect(search.text).not.toContain("private-words");
  });
});
