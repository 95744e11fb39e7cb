import type { VideoRequest } from "@/shared/schemas/requests";

/** A request addressed to the celebrity as the API returns it; override what a test is about. */
export function buildVideoRequest(overrides: Partial<VideoRequest> = {}): VideoRequest {
  return {
    id: "3f2a9c1b-7d4e-4a10-9b2c-5e6f7a8b9c0d",
    status: "pending",
    refundStatus: "none",
    message: "Please wish my sister a happy birthday!",
    occasion: "Birthdays",
    recipientName: "Amina",
    deadline: "2026-04-20",
    priceUsdCents: 5000,
    amountMinor: 5000,
    currency: "USD",
    coveredBySubscription: false,
    declineReason: null,
    createdAt: "2026-04-01T10:00:00.000Z",
    paidAt: "2026-04-01T10:05:00.000Z",
    acceptedAt: null,
    declinedAt: null,
    cancelledAt: null,
    expiredAt: null,
    completedAt: null,
    refundedAt: null,
    expiresAt: "2026-04-08T10:05:00.000Z",
    videoStatus: "none",
    videoError: null,
    celebrity: { id: "c1", username: "star", fullName: "Star Person", imageUrl: null },
    fan: { name: "Kofi Mensah" },
    review: null,
    ...overrides,
  };
}
