import type { Me } from "@/shared/schemas/accounts";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import type { VideoRequest } from "@/shared/schemas/requests";

/** A signed-in fan as GET /api/me returns it; override what a test is about. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: "u1",
    name: "Ada Obi",
    email: "ada@example.com",
    emailVerified: true,
    phone: null,
    phoneVerified: true,
    role: "user",
    permissions: [],
    bio: null,
    country: null,
    notifications: {
      emailNotifications: true,
      pushNotifications: true,
      videoRequestEmail: true,
      videoCompletedEmail: true,
    },
    celebrityProfile: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

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
    showcaseAllowed: false,
    celebrity: { id: "c1", username: "sipho_mabaso", fullName: "Sipho Mabaso", imageUrl: null },
    fan: { name: "Ada Obi" },
    review: null,
    ...overrides,
  };
}

/** A request addressed to the celebrity (the dashboard's view): paid in USD, with a deadline; override what a test is about. */
export function buildIncomingRequest(overrides: Partial<VideoRequest> = {}): VideoRequest {
  return buildVideoRequest({
    id: "3f2a9c1b-7d4e-4a10-9b2c-5e6f7a8b9c0d",
    message: "Please wish my sister a happy birthday!",
    recipientName: "Amina",
    deadline: "2026-04-20",
    priceUsdCents: 5000,
    amountMinor: 5000,
    currency: "USD",
    createdAt: "2026-04-01T10:00:00.000Z",
    paidAt: "2026-04-01T10:05:00.000Z",
    expiresAt: "2026-04-08T10:05:00.000Z",
    celebrity: { id: "c1", username: "star", fullName: "Star Person", imageUrl: null },
    fan: { name: "Kofi Mensah" },
    ...overrides,
  });
}

/** A celebrity as GET /api/celebrities/:username returns it; override what a test is about. */
export function buildCelebrityDetail(overrides: Partial<CelebrityDetail> = {}): CelebrityDetail {
  return {
    id: "7d2c1f7e-4b8a-4c1e-9f3a-2b6d8e0a1c55",
    username: "sipho_mabaso",
    fullName: "Sipho Mabaso",
    profession: "musician",
    categoryId: "musicians",
    categoryName: "Musicians",
    country: "south-africa",
    priceCents: 24_000,
    imageUrl: null,
    verified: true,
    featured: true,
    rating: 0,
    reviewCount: 0,
    responseTime: "48 hours",
    bio: "Amapiano producer and DJ.",
    socialMedia: {},
    approvedAt: null,
    languages: ["english", "zulu"],
    acceptingRequests: true,
    ...overrides,
  };
}
