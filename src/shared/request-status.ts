/**
 * The booking state machine (DESIGN.md section 6), in one place for the server and the client.
 *
 *   awaiting_payment -> pending -> accepted -> completed
 *   pending -> declined (celebrity) | cancelled (fan)      pending | accepted -> expired (system)
 *   awaiting_payment -> cancelled (the fan abandons an unpaid request; nothing to refund)
 *
 * A paid request that ends declined, cancelled or expired is refunded in full: its refund goes
 * none -> pending -> refunded, the last step once the payment provider confirms.
 */

export const REQUEST_STATUSES = [
  "awaiting_payment",
  "pending",
  "accepted",
  "completed",
  "declined",
  "cancelled",
  "expired",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REFUND_STATUSES = ["none", "pending", "refunded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REQUEST_ACTIONS = ["pay", "accept", "decline", "cancel", "expire", "deliver", "confirmRefund"] as const;
export type RequestAction = (typeof REQUEST_ACTIONS)[number];

/** Statuses after which nothing but the refund moves. */
export const FINAL_STATUSES: readonly RequestStatus[] = ["completed", "declined", "cancelled", "expired"];
/** Paid for and not yet delivered or closed: what a star still has to record (their capacity counts these). */
export const OPEN_STATUSES: readonly RequestStatus[] = ["pending", "accepted"];
/** Requests never paid for, or withdrawn by the fan: they say nothing about demand (trending). */
export const UNPAID_OR_WITHDRAWN: readonly RequestStatus[] = ["awaiting_payment", "cancelled"];

const MOVES: Record<Exclude<RequestAction, "confirmRefund">, { from: readonly RequestStatus[]; to: RequestStatus }> = {
  pay: { from: ["awaiting_payment"], to: "pending" },
  accept: { from: ["pending"], to: "accepted" },
  decline: { from: ["pending"], to: "declined" },
  cancel: { from: ["awaiting_payment", "pending"], to: "cancelled" },
  expire: { from: ["pending", "accepted"], to: "expired" },
  deliver: { from: ["accepted"], to: "completed" },
};

/** The timestamp column each action stamps. */
export const ACTION_TIMESTAMP: Record<RequestAction, string> = {
  pay: "paidAt",
  accept: "acceptedAt",
  decline: "declinedAt",
  cancel: "cancelledAt",
  expire: "expiredAt",
  deliver: "completedAt",
  confirmRefund: "refundedAt",
};

export type RequestState = { status: RequestStatus; paid: boolean; refund: RefundStatus };

export const NEW_REQUEST: RequestState = { status: "awaiting_payment", paid: false, refund: "none" };

/** The status as pages show it ("Awaiting payment"). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  awaiting_payment: "Awaiting payment",
  pending: "Pending",
  accepted: "Accepted",
  completed: "Completed",
  declined: "Declined",
  cancelled: "Cancelled",
  expired: "Expired",
};

const LABELS: Record<RequestStatus, string> = {
  awaiting_payment: "awaiting payment",
  pending: "pending",
  accepted: "accepted",
  completed: "completed",
  declined: "declined",
  cancelled: "cancelled",
  expired: "expired",
};

const VERBS: Record<RequestAction, string> = {
  pay: "pay for",
  accept: "accept",
  decline: "decline",
  cancel: "cancel",
  expire: "expire",
  deliver: "deliver",
  confirmRefund: "confirm the refund of",
};

export class IllegalTransitionError extends Error {
  constructor(
    readonly action: RequestAction,
    readonly state: RequestState,
  ) {
    super(
      action === "confirmRefund"
        ? `There is no refund waiting on this request (refund: ${state.refund}).`
        : `You cannot ${VERBS[action]} a request that is ${LABELS[state.status]}.`,
    );
    this.name = "IllegalTransitionError";
  }
}

export function canApply(state: RequestState, action: RequestAction): boolean {
  if (action === "confirmRefund") return state.refund === "pending";
  return MOVES[action].from.includes(state.status);
}

/** The state after `action`, or an IllegalTransitionError (the API answers it with 409). */
export function applyAction(state: RequestState, action: RequestAction): RequestState {
  if (!canApply(state, action)) throw new IllegalTransitionError(action, state);
  if (action === "confirmRefund") return { ...state, refund: "refunded" };
  const status = MOVES[action].to;
  const paid = state.paid || action === "pay";
  const refundDue = paid && (status === "declined" || status === "cancelled" || status === "expired");
  return { status, paid, refund: refundDue ? "pending" : state.refund };
}
