// The escrow ledger's costs (issue 19), on one database:
//   1. what posting the ledger adds to the booking write path: the path (book, pay through the sandbox, accept,
//      deliver) through the real app, against the same postings (postPaymentReceived, postDelivery) made alone
//      on as many copies of a booked request;
//   2. a star's statement with 100,000 entries: the first page (and the balances) p95, against the same with
//      100 entries, measured in the same run.
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../src/server/app";
import { openFreshDatabase } from "../src/server/db/fresh-database";
import { payments, users, videoRequests } from "../src/server/db/schema/index";
import type { Transaction } from "../src/server/db/transaction";
import { loadEnv } from "../src/server/env";
import { insertCategory, insertCelebrity } from "../src/server/modules/catalogue/test-factories";
import { postDelivery, postPaymentReceived } from "../src/server/modules/ledger/booking-money";
import { balancesOf, statementOf } from "../src/server/modules/ledger/ledger";
import { transitionRequest } from "../src/server/modules/requests/request-transitions";
import { api, referenceOf } from "../src/server/modules/requests/test-factories";
import { signUp } from "../src/server/test/accounts";
import { STAR_ACCOUNTS } from "../src/shared/ledger";

const BOOKINGS = 60;
const STATEMENT_ENTRIES = 100_000;
const READS = 200;

export type LedgerReport = {
  kind: string;
  bookingPathMs: number;
  ledgerMs: number;
  /** ledgerMs / bookingPathMs: the share of the write path spent posting. */
  ledgerShare: number;
  statementP95Ms: number;
  smallStatementP95Ms: number;
};

const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length * 0.95)] ?? 0;

export async function measureLedger(postgresUrl?: string): Promise<LedgerReport> {
  const database = await openFreshDatabase({ postgresUrl, prefix: "salamu_bench_ledger", poolSize: 4 });
  const env = loadEnv({
    NODE_ENV: "test",
    APP_SECRET: "bench-secret-bench-secret-bench-secret-01",
    DATA_DIR: mkdtempSync(join(tmpdir(), "salamu-bench-ledger-")),
    WEB_DIST_DIR: join(tmpdir(), "salamu-no-web-build"),
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    RUN_JOBS: "false",
  });
  const app = await buildApp({ env, database, logger: false });
  await app.ready();
  const db = database.db;
  try {
    const call = api(app);
    const category = await insertCategory(db);
    const fan = await signUp(app);
    const starAccount = await signUp(app);
    await db.update(users).set({ role: "celebrity" }).where(eq(users.id, starAccount.user.id));
    const star = await insertCelebrity(db, {
      categoryId: category.id,
      userId: starAccount.user.id,
      priceCents: 10_000,
    });
    const events = app.modules.booking.services.bookingEvents;

    // 1. The booking write path, end to end, BOOKINGS times.
    const bookedIds: string[] = [];
    const pathStarted = performance.now();
    for (let n = 0; n < BOOKINGS; n += 1) {
      const created = await call.requestVideo(fan.cookie, { celebrityId: star.id, currency: "NGN" });
      const reference = referenceOf(created.json().checkoutUrl);
      await call.sandboxComplete(fan.cookie, reference, "success");
      const id = created.json().request.id as string;
      await call.action(starAccount.cookie, id, "accept");
      await transitionRequest(db, events, id, "deliver", { videoStatus: "ready" });
      bookedIds.push(id);
    }
    const bookingPathMs = performance.now() - pathStarted;

    // The same postings alone, for as many bookings of the same shape: copies of a real request and its
    // payment (made before the clock starts), then postPaymentReceived and postDelivery on each, as the
    // settlement and the delivery transactions call them.
    const samplePayment = (await db.select().from(payments).where(eq(payments.requestId, bookedIds[0]!)))[0]!;
    const sampleRequest = (await db.select().from(videoRequests).where(eq(videoRequests.id, bookedIds[0]!)))[0]!;
    const copies: { payment: typeof samplePayment; request: typeof sampleRequest }[] = [];
    for (let n = 0; n < BOOKINGS; n += 1) {
      const [request] = await db
        .insert(videoRequests)
        .values({ ...sampleRequest, id: randomUUID() })
        .returning();
      const [payment] = await db
        .insert(payments)
        .values({ ...samplePayment, id: randomUUID(), reference: `bench-${randomUUID()}`, requestId: request!.id })
        .returning();
      copies.push({ payment: payment!, request: request! });
    }
    const ledgerStarted = performance.now();
    for (const { payment, request } of copies) {
      await db.transaction((tx: Transaction) => postPaymentReceived(tx, payment, new Date()));
      await db.transaction((tx: Transaction) => postDelivery(tx, request, new Date()));
    }
    const ledgerMs = performance.now() - ledgerStarted;

    // 2. Statements: one star with 100 entries, one with 100,000 (bulk-inserted, as many deliveries would).
    const small = await insertCelebrity(db, { categoryId: category.id, priceCents: 10_000 });
    const big = await insertCelebrity(db, { categoryId: category.id, priceCents: 10_000 });
    await fillStatement(db, small.id, 100);
    await fillStatement(db, big.id, STATEMENT_ENTRIES);
    await db.execute(sql`analyze ledger_entries`);
    const readFirstPage = async (ownerId: string) => {
      const started = performance.now();
      await Promise.all([
        statementOf(db, ownerId, STAR_ACCOUNTS, { limit: 50 }),
        balancesOf(db, ownerId, STAR_ACCOUNTS),
      ]);
      return performance.now() - started;
    };
    for (let n = 0; n < 20; n += 1) await readFirstPage(big.id);
    const bigSamples: number[] = [];
    const smallSamples: number[] = [];
    for (let n = 0; n < READS; n += 1) {
      smallSamples.push(await readFirstPage(small.id));
      bigSamples.push(await readFirstPage(big.id));
    }
    return {
      kind: postgresUrl ? "PostgreSQL" : "PGlite",
      bookingPathMs,
      ledgerMs,
      ledgerShare: ledgerMs / bookingPathMs,
      statementP95Ms: p95(bigSamples),
      smallStatementP95Ms: p95(smallSamples),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

/** `count` balanced delivery-like postings for one star: a transaction each, two star lines and a fee line. */
async function fillStatement(db: Awaited<ReturnType<typeof openFreshDatabase>>["db"], ownerId: string, count: number) {
  const transactions = Math.ceil(count / 2);
  await db.execute(sql`
    with made as (
      insert into ledger_transactions (key, kind, cause_type, cause_id, created_at)
      select 'bench:' || ${ownerId}::text || ':' || n, 'delivery', 'request', gen_random_uuid()::text,
             now() - (n || ' seconds')::interval
      from generate_series(1, ${transactions}::int) as n
      returning id, cause_id, created_at
    )
    insert into ledger_entries (transaction_id, account, owner_id, currency, amount_minor, kind, cause_type, cause_id, created_at)
    select id, side.account, side.owner_id, 'NGN', side.amount, 'delivery', 'request', cause_id, created_at
    from made, lateral (values ('star_pending', ${ownerId}::text, 7500), ('star_available', ${ownerId}::text, 2500),
                                ('escrow', 'bench', -10000)) as side(account, owner_id, amount)`);
}

export function printLedger(report: LedgerReport) {
  console.log(
    `ledger on ${report.kind}: ${BOOKINGS} bookings (book, pay, accept, deliver) ${report.bookingPathMs.toFixed(0)} ms; ` +
      `their postings alone ${report.ledgerMs.toFixed(0)} ms (${(report.ledgerShare * 100).toFixed(1)}%)\n` +
      `  statement first page + balances, p95 of ${READS}: ${report.statementP95Ms.toFixed(2)} ms with ` +
      `${STATEMENT_ENTRIES.toLocaleString("en-US")} entries, ${report.smallStatementP95Ms.toFixed(2)} ms with 100 ` +
      `(${(report.statementP95Ms / Math.max(report.smallStatementP95Ms, 0.001)).toFixed(2)}x)`,
  );
}
