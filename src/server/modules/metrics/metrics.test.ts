import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app";
import { api, bookingWorld } from "../requests/test-factories";
import { insertAcceptedRequest } from "../videos/test-factories";

/**
 * GET /metrics as Prometheus scrapes it: only with the token, in the text format, with what an operator
 * watches (requests by routed path, uploads, the queue, money by status), never a visitor's own URL.
 */

const TOKEN = "metrics-token-metrics-token-metrics-token";
const TUS = { "tus-resumable": "1.0.0" };

let context: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof bookingWorld>>;

beforeAll(async () => {
  // Jobs are queued, not run: the queue's figures stay where the test put them.
  context = await createTestApp({ METRICS_TOKEN: TOKEN, RUN_JOBS: "false" });
  world = await bookingWorld(context.app, context.database.db);
}, 120_000);
afterAll(async () => {
  await context?.close();
});

const scrape = (authorization?: string) =>
  context.app.inject({ url: "/metrics", headers: authorization ? { authorization } : {} });

/** The value of one sample (name and exact label set), or undefined when the scrape has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(",");
  const prefix = wanted ? `${name}{${wanted}} ` : `${name} `;
  const line = text.split("\n").find((each) => each.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(prefix.length));
}

describe("GET /metrics", () => {
  it("answers only the scraper holding the token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode, authorization).toBe(401);
      expect(refused.headers["www-authenticate"]).toContain("Bearer");
      expect(refused.body).not.toContain("salamu_");
    }
    const answered = await scrape(`Bearer ${TOKEN}`);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers["content-type"]).toContain("text/plain");
    expect(answered.body).toContain("# TYPE salamu_http_requests_total counter");
    expect(sample(answered.body, "salamu_process_resident_memory_bytes")).toBeGreaterThan(0);
  });

  it("counts requests by the route that answered, not by the address asked", async () => {
    const before = await scrape(`Bearer ${TOKEN}`);
    const labels = { method: "GET", route: "/api/celebrities/:username", status: "404" };
    const counted = sample(before.body, "salamu_http_requests_total", labels) ?? 0;
    for (const username of ["someone-private-1", "someone-private-2"]) {
      expect((await context.app.inject({ url: `/api/celebrities/${username}` })).statusCode).toBe(404);
    }
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, "salamu_http_requests_total", labels)).toBe(counted + 2);
    expect(sample(after, "salamu_http_request_duration_seconds_count", { method: "GET", route: labels.route })).toBe(
      counted + 2,
    );
    expect(after).not.toContain("someone-private");
  });

  it("reports payments by status, the jobs queued, and the bytes uploaded", async () => {
    const created = await api(context.app).requestVideo(world.fan.cookie, { celebrityId: world.celebrity.profile.id });
    expect(created.statusCode, created.body).toBe(201);
    const accepted = await insertAcceptedRequest(context.database.db, {
      fanId: world.fan.user.id,
      celebrityId: world.celebrity.profile.id,
    });
    const metadata = [
      `requestId ${Buffer.from(accepted.id).toString("base64")}`,
      `filetype ${Buffer.from("video/mp4").toString("base64")}`,
      `filename ${Buffer.from("hi.mp4").toString("base64")}`,
    ].join(",");
    const upload = await context.app.inject({
      method: "POST",
      url: "/api/uploads",
      headers: { ...TUS, cookie: world.celebrity.cookie, "upload-length": "1500", "upload-metadata": metadata },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    for (const [offset, size] of [
      [0, 1000],
      [1000, 500],
    ] as const) {
      const patched = await context.app.inject({
        method: "PATCH",
        url: String(upload.headers.location),
        headers: {
          ...TUS,
          cookie: world.celebrity.cookie,
          "upload-offset": String(offset),
          "content-type": "application/offset+octet-stream",
        },
        payload: Buffer.alloc(size, 7),
      });
      expect(patched.statusCode, patched.body).toBe(204);
    }

    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, "salamu_payments", { status: "pending" })).toBe(1);
    expect(sample(text, "salamu_jobs", { name: "process-video", state: "created" })).toBe(1);
    expect(sample(text, "salamu_upload_bytes_total")).toBe(1500);
  });
});

describe("GET /metrics without a token configured", () => {
  it("does not exist", async () => {
    const bare = await createTestApp({ RUN_JOBS: "false" });
    try {
      const response = await bare.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("salamu_");
    } finally {
      await bare.close();
    }
  });
});
