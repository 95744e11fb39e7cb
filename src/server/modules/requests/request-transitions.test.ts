import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACTION_TIMESTAMP,
  applyAction,
  canApply,
  NEW_REQUEST,
  REQUEST_ACTIONS,
  type RequestAction,
  type RequestState,
} from "@/shared/request-status";
import { videoRequests } from "../../db/schema/index";
import { AppError } from "../../errors";
import { createTestDatabase, type TestDatabase } from "../../test/database";
import { insertCategory, insertCelebrity, insertFan, insertRequest } from "../catalogue/test-factories";
import { applyRequestAction, type VideoRequestRow } from "./request-transitions";

// The state machine of src/shared/request-status.ts as the database applies it: random sequences of
// actions against real rows, each move checked for its status, its refund state and its timestamp.

let database: TestDatabase;
let parties: { fanId: string; celebrityId: string };

beforeAll(async () => {
  database = await createTestDatabase();
  const category = await insertCategory(database.db);
  const celebrity = await insertCelebrity(database.db, { categoryId: category.id });
  const fan = await insertFan(database.db);
  parties = { fanId: fan.id, celebrityId: celebrity.id };
}, 60_000);
afterAll(async () => {
  await database.close();
});

type Stamp = keyof VideoRequestRow;
const STAMPS = [...new Set(Object.values(ACTION_TIMESTAMP))] as Stamp[];

const stampsOf = (row: VideoRequestRow) => Object.fromEntries(STAMPS.map((stamp) => [stamp, row[stamp]]));

describe("applyRequestAction", () => {
  it("applies any sequence of actions as the state machine says, stamping each move and refusing the rest", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...REQUEST_ACTIONS), { minLength: 1, maxLength: 8 }),
        async (actions) => {
          const row = await insertRequest(database.db, {
            ...parties,
            status: "awaiting_payment",
            createdAt: new Date("2026-01-01T00:00:00Z"),
          });
          let model: RequestState = NEW_REQUEST;
          let clock = Date.parse("2026-01-01T00:00:00Z");
          let current = row;
          for (const action of actions) {
            clock += 60_000;
            const at = new Date(clock);
            // A paid request carries its amount; the server sets it when the payment settles.
            const patch = action === "pay" ? { amountMinor: 15_300_000, currency: "NGN" } : {};
            if (!canApply(model, action)) {
              const refused = await applyRequestAction(database.db, row.id, action, patch, at).catch((e: unknown) => e);
              expect(refused).toBeInstanceOf(AppError);
              expect(refused).toMatchObject({ statusCode: 409, code: "ILLEGAL_TRANSITION" });
              const [unchanged] = await database.db.select().from(videoRequests).where(eq(videoRequests.id, row.id));
              expect(unchanged).toEqual(current);
              continue;
            }
            model = applyAction(model, action);
            const { before, after } = await applyRequestAction(database.db, row.id, action, patch, at);
            expect(before).toEqual(current);
            expect(after.status).toBe(model.status);
            expect(after.refundStatus).toBe(model.refund);
            expect(after[ACTION_TIMESTAMP[action] as Stamp]).toEqual(at);
            expect(after.updatedAt).toEqual(at);
            // Every other stamp is as it was.
            const others = STAMPS.filter((stamp) => stamp !== ACTION_TIMESTAMP[action]);
            for (const stamp of others) expect(after[stamp]).toEqual(before[stamp]);
            current = after;
          }
          // Stamps are set exactly for the moves that happened.
          const stamped = Object.entries(stampsOf(current))
            .filter(([, value]) => value !== null)
            .map(([stamp]) => stamp)
            .sort();
          const expected = [
            ...new Set(
              actions
                .reduce<{ state: RequestState; done: RequestAction[] }>(
                  ({ state, done }, action) =>
                    canApply(state, action)
                      ? { state: applyAction(state, action), done: [...done, action] }
                      : { state, done },
                  { state: NEW_REQUEST, done: [] },
                )
                .done.map((action) => ACTION_TIMESTAMP[action]),
            ),
          ].sort();
          expect(stamped).toEqual(expected);
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);

  it("refuses to expire a request whose video is being processed", async () => {
    const row = await insertRequest(database.db, { ...parties, status: "accepted", videoStatus: "processing" });
    const refused = await applyRequestAction(database.db, row.id, "expire").catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 409,
      message: "You cannot expire a request whose video is being processed.",
    });
  });
});
