import type { VideoRequest } from "@/shared/schemas/requests";

/** A fan's request as GET /api/requests/mine returns it; override what a test is about. */
export function buildVideoRequest(overrides: Partial<VideoRequest> = {}): VideoRequest {
  return {
    id: "5f0c2a9e-1111-4c1e-9f3a-2b6d8e0a1c55",
    status: "pending",
    refundStatus: "none",
    message: "Please wish Amara a happy birthday!",
    occasion: "Birthdays",
    recipientName: "Amara",
    deadline: null,
    priceUsdCents: 24_000,
    amountMinor: 3_120_000,
    currency: "KES",
    coveredBySubscription: false,
    declineReason: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    paidAt: "2026-03-01T10:05:00.000Z",
    acceptedAt: null,
    declinedAt: null,
    cancelledAt: null,
    expiredAt: null,
    completedAt: null,
    refundedAt: null,
    expiresAt: "2026-03-08T10:05:00.000Z",
    videoStatus: "none",
    videoError: null,
    celebrity: { id: "c1", username: "sipho_mabaso", fullName: "Sipho Mabaso", imageUrl: null },
    fan: { name: "Ada Obi" },
    review: null,
    ...overrides,
  };
}
