import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyAction,
  canApply,
  FINAL_STATUSES,
  IllegalTransitionError,
  NEW_REQUEST,
  REQUEST_ACTIONS,
  type RequestAction,
  type RequestState,
} from "./request-status";

const run = (actions: RequestAction[]) => actions.reduce(applyAction, NEW_REQUEST);

describe("request status", () => {
  it("follows the happy path to completed without a refund", () => {
    expect(run(["pay", "accept", "deliver"])).toEqual({ status: "completed", paid: true, refund: "none" });
  });

  it("refunds paid requests that are declined, cancelled or expired", () => {
    expect(run(["pay", "decline"])).toEqual({ status: "declined", paid: true, refund: "pending" });
    expect(run(["pay", "cancel"])).toEqual({ status: "cancelled", paid: true, refund: "pending" });
    expect(run(["pay", "expire"]).refund).toBe("pending");
    expect(run(["pay", "accept", "expire"]).refund).toBe("pending");
    expect(run(["pay", "decline", "confirmRefund"]).refund).toBe("refunded");
  });

  it("has nothing to refund when an unpaid request is abandoned", () => {
    expect(run(["cancel"])).toEqual({ status: "cancelled", paid: false, refund: "none" });
  });

  it("refuses illegal moves with a message a person can read", () => {
    expect(() => run(["accept"])).toThrow("You cannot accept a request that is awaiting payment.");
    expect(() => run(["pay", "accept", "cancel"])).toThrow("You cannot cancel a request that is accepted.");
    expect(() => run(["pay", "accept", "deliver", "decline"])).toThrow(IllegalTransitionError);
    expect(() => run(["pay", "confirmRefund"])).toThrow("There is no refund waiting on this request (refund: none).");
  });

  it("keeps its invariants over any sequence of attempted actions", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REQUEST_ACTIONS), { maxLength: 12 }), (attempts) => {
        let state: RequestState = NEW_REQUEST;
        const applied: RequestAction[] = [];
        for (const action of attempts) {
          const before = state;
          if (!canApply(state, action)) {
            expect(() => applyAction(state, action)).toThrow(IllegalTransitionError);
            continue;
          }
          state = applyAction(state, action);
          applied.push(action);
          // Nothing leaves a final status except the refund confirmation.
          if (FINAL_STATUSES.includes(before.status)) {
            expect(action).toBe("confirmRefund");
            expect(state.status).toBe(before.status);
          }
        }
        // A request is paid exactly when "pay" happened, and only once.
        expect(state.paid).toBe(applied.includes("pay"));
        expect(applied.filter((action) => action === "pay").length).toBeLessThanOrEqual(1);
        // Completed only through acceptance, and a completed request is never refunded.
        if (state.status === "completed") {
          expect(applied.indexOf("accept")).toBeGreaterThan(-1);
          expect(state.refund).toBe("none");
        }
        // Money goes back exactly for paid requests that did not end with a video (or are still open).
        const refundable = state.paid && ["declined", "cancelled", "expired"].includes(state.status);
        expect(state.refund !== "none").toBe(refundable);
        expect(state.refund === "refunded").toBe(applied.includes("confirmRefund"));
      }),
      { numRuns: 2000 },
    );
  });
});
