import { z } from "zod";

/** The message outbox (ADR 039): every e-mail and SMS, and the staff's view of those that could not be sent. */

export const MESSAGE_CHANNELS = ["mail", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** kept: no transport configured (development), the outbox is the mailbox; queued -> sent | failed. */
export const MESSAGE_STATUSES = ["kept", "queued", "sent", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A message the last attempt could not send (`/api/admin/messages/failed`). A phone number is masked. */
export const failedMessageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FailedMessage = z.infer<typeof failedMessageSchema>;

export const failedMessagesSchema = z.object({ items: z.array(failedMessageSchema) });
export type FailedMessages = z.infer<typeof failedMessagesSchema>;

export const messageIdParams = z.object({ id: z.uuid({ error: "Unknown message" }) });
