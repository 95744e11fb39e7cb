import { count } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../../db/client";
import { payments, payouts } from "../../db/schema/index";
import type { JobQueue } from "../../jobs/queue";

/** Seconds: a cached page answers in milliseconds, an upload's last PATCH or a slow render in seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What the instance reports to Prometheus (GET /metrics): its requests by routed path (never the raw URL, so
 * the label set stays bounded), their latency, server errors, video upload bytes, the process (memory, event
 * loop, GC), and, read from the database at each scrape, the job queue and money by status. The database
 * figures are the same on every instance: a dashboard takes them from any one.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "salamu_" });

  const requests = new Counter({
    name: "salamu_http_requests_total",
    help: "Requests answered, by method, routed path and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "salamu_http_request_duration_seconds",
    help: "Time to answer a request, by method and routed path",
    labelNames: ["method", "route"] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: "salamu_http_server_errors_total",
    help: "Requests answered with a 5xx status, by method and routed path",
    labelNames: ["method", "route"] as const,
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: "salamu_upload_bytes_total",
    help: "Bytes of video received by resumable uploads",
    registers: [registry],
  });

  return {
    registry,
    /** One answered request; `route` is the routed pattern ("/api/celebrities/:username"), or "unmatched". */
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
      if (status >= 500) serverErrors.inc({ method, route });
    },
    countUploadBytes(bytes: number) {
      uploadBytes.inc(bytes);
    },
    /** The figures read at each scrape: jobs by queue and state, payments and payouts by status. */
    readFrom({ db, jobs }: { db: Database; jobs: Pick<JobQueue, "counts"> }) {
      new Gauge({
        name: "salamu_jobs",
        help: "Jobs kept by the queue, by job name and state (created, retry, active, completed, failed)",
        labelNames: ["name", "state"] as const,
        registers: [registry],
        async collect() {
          this.reset();
          for (const { name, state, count } of await jobs.counts()) this.set({ name, state }, count);
        },
      });
      for (const [name, table] of [
        ["salamu_payments", payments],
        ["salamu_payouts", payouts],
      ] as const) {
        new Gauge({
          name,
          help: `${name === "salamu_payments" ? "Payments" : "Payouts"} by status`,
          labelNames: ["status"] as const,
          registers: [registry],
          async collect() {
            const rows = await db.select({ status: table.status, count: count() }).from(table).groupBy(table.status);
            this.reset();
            for (const row of rows) this.set({ status: row.status }, row.count);
          },
        });
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
