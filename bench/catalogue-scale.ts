/**
 * Does browsing stay fast at 100,000 celebrities? Fills a fresh database (in-memory PGlite, or a new
 * database on the server named by TEST_DATABASE_URL), then EXPLAIN ANALYZEs the exact queries the
 * catalogue API runs and times the service calls.
 *
 *   npx tsx bench/catalogue-scale.ts            # PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/catalogue-scale.ts
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import { CATEGORIES, type CelebritySort } from "@/shared/catalogue";
import type { CelebrityListQuery } from "@/shared/schemas/catalogue";
import type { Database } from "../src/server/db/client";
import { categories } from "../src/server/db/schema/index";
import { buildCelebrityListQueries, createCatalogueService } from "../src/server/modules/catalogue/catalogue.service";
import { createTestDatabase } from "../src/server/test/database";

const APPROVED = 100_000;
const PENDING = 5_000;
const FANS = 2_000;
const REQUESTS = 300_000;

export async function fill(db: Database) {
  await db.insert(categories).values(CATEGORIES.map((category, index) => ({ ...category, sortOrder: index })));
  await db.execute(sql`
    insert into users (id, name, email)
    select 'fan-' || g, 'Fan ' || g, 'fan' || g || '@example.com' from generate_series(1, ${FANS}) g`);
  // Varied names so the trigram search has real work: a first name, a pseudo-random surname, a number.
  await db.execute(sql`
    insert into celebrity_profiles (username, full_name, profession, category_id, country, bio, price_cents,
      response_time, featured, approved, verified, approved_at, rating_average, review_count, created_at)
    select
      'star' || g,
      (array['Ade','Kofi','Amina','Thabo','Wanjiru','Moussa','Nour','Yassine','Zanele','Chidi','Esi','Baraka'])[1 + g % 12]
        || ' ' || initcap(translate(substr(md5(g::text), 1, 7), '0123456789', 'aeioubdkmt')) || ' ' || g,
      (array['musician','actor','comedian','athlete','influencer','tv','author','other'])[1 + g % 8],
      (array['actors','musicians','comedians','athletes','content-creators'])[1 + (g * 7) % 5],
      (array['nigeria','ghana','south-africa','kenya','senegal','egypt','morocco'])[1 + g % 7],
      'A generated celebrity for the scale bench.',
      10000 + ((g * 37) % 201) * 100,
      (array['24 hours','48 hours','3-5 days','1 week'])[1 + g % 4],
      g % 500 = 0,
      g <= ${APPROVED},
      g % 3 <> 0,
      case when g <= ${APPROVED} then now() - ((g * 7919) % 1000000) * interval '30 seconds' end,
      round((1 + ((g * 13) % 401) / 100.0)::numeric, 2),
      g % 60,
      now() - (g % 400) * interval '1 day'
    from generate_series(1, ${APPROVED + PENDING}) g`);
  // A popularity skew: a few celebrities get most bookings; bookings spread over a year and many statuses.
  await db.execute(sql`
    with ranked as (select id, row_number() over (order by id) as rn from celebrity_profiles where approved)
    insert into video_requests (fan_id, celebrity_id, status, message, price_cents, created_at)
    select 'fan-' || (1 + g % ${FANS}), ranked.id,
      (array['completed','completed','pending','accepted','awaiting_payment','cancelled','declined'])[1 + g % 7],
      'Happy birthday!', 10000, now() - (random() * 365) * interval '1 day'
    from (select g, 1 + floor(${APPROVED} * power(random(), 3))::int as rn from generate_series(1, ${REQUESTS}) g) picks
    join ranked using (rn)`);
  // Steady state: autovacuum would have run on a live PostgreSQL (it also lets counts use index-only scans).
  await db.execute(sql`vacuum analyze`);
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
};

function describePlan(node: PlanNode): string[] {
  const target = node["Index Name"] ?? node["Relation Name"];
  const here = target ? `${node["Node Type"]}(${target})` : node["Node Type"];
  return [here, ...(node.Plans ?? []).flatMap(describePlan)];
}

async function explain(db: Database, query: { getSQL(): SQL }) {
  const result = await db.execute(sql`explain (analyze, format json) ${query.getSQL()}`);
  const row = result.rows[0] as Record<string, unknown>;
  const raw = row["QUERY PLAN"];
  const [plan] = (typeof raw === "string" ? JSON.parse(raw) : raw) as [
    { Plan: PlanNode; "Planning Time": number; "Execution Time": number },
  ];
  return { nodes: describePlan(plan.Plan), planningMs: plan["Planning Time"], executionMs: plan["Execution Time"] };
}

async function median(runs: number, action: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

async function main() {
  const database = await createTestDatabase();
  const { db } = database;
  try {
    const filled = performance.now();
    await fill(db);
    console.log(
      `${database.kind}: ${APPROVED} approved + ${PENDING} pending celebrities, ${REQUESTS} requests, filled in ${((performance.now() - filled) / 1000).toFixed(1)} s\n`,
    );

    const sorts: CelebritySort[] = ["trending", "lowToHigh", "highToLow", "newest"];
    const cases: { label: string; query: Partial<CelebrityListQuery> }[] = [
      ...sorts.map((sort) => ({ label: `sort=${sort}`, query: { sort } })),
      ...sorts.map((sort) => ({ label: `sort=${sort} category=comedians`, query: { sort, category: "comedians" } })),
      ...sorts.map((sort) => ({ label: `sort=${sort} search="thabo"`, query: { sort, search: "thabo" } })),
      { label: `sort=newest search="ade" page=50`, query: { sort: "newest", search: "ade", page: 50 } },
      { label: "sort=lowToHigh page=2000 (deep)", query: { sort: "lowToHigh", page: 2000 } },
      { label: `sort=trending search="zz" (2 chars)`, query: { sort: "trending", search: "zz" } },
    ];

    const service = createCatalogueService({ db });
    console.log(
      `${pad("query", 44)}${"items".padStart(10)}${"count".padStart(10)}${"API call".padStart(10)}  plan (items query | count query)`,
    );
    for (const { label, query: partial } of cases) {
      const query: CelebrityListQuery = { sort: "trending", page: 1, pageSize: 12, ...partial };
      const queries = buildCelebrityListQueries(db, query, new Date());
      const items = await explain(db, queries.items);
      const total = await explain(db, queries.total);
      const call = await median(5, () => service.listCelebrities(query));
      console.log(
        `${pad(label, 44)}${ms(items.executionMs)}${ms(total.executionMs)}${ms(call)}  ${items.nodes.join(" > ")} | ${total.nodes.join(" > ")}`,
      );
    }

    console.log("");
    const featured = await median(5, () => service.listFeatured());
    const categoriesCall = await median(5, () => service.listCategories());
    const detail = await median(5, () => service.getCelebrity("STAR4242"));
    console.log(`${pad("featured", 44)}${ms(featured)}`);
    console.log(`${pad("categories with counts", 44)}${ms(categoriesCall)}`);
    console.log(`${pad("detail by username (case-insensitive)", 44)}${ms(detail)}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
