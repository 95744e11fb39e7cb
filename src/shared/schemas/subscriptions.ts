import { z } from "zod";
import { CURRENCY_CODES } from "../currencies";
import { PLAN_IDS } from "../plans";

export const subscribeSchema = z.object({
  plan: z.enum(PLAN_IDS, { error: `Plan must be one of ${PLAN_IDS.join(", ")}` }),
  celebrityId: z.uuid({ error: "Unknown celebrity" }).optional(),
  currency: z.enum(CURRENCY_CODES, { error: "Choose a supported currency" }).default("USD"),
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_IDS),
  status: z.enum(["awaiting_payment", "active", "cancelled"]),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  videosUsed: z.number().int(),
  videosAllowed: z.number().int(),
  celebritiesUsed: z.number().int(),
  /** null: unlimited. */
  celebrityLimit: z.number().int().nullable(),
  /** The plan's celebrities so far (the one it was bought for, then those booked with it). */
  celebrityIds: z.array(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const mySubscriptionResponseSchema = z.object({ subscription: subscriptionSchema.nullable() });
export type MySubscriptionResponse = z.infer<typeof mySubscriptionResponseSchema>;
export const subscribeResponseSchema = z.object({ checkoutUrl: z.string() });
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;
