import type { Me } from "@/shared/schemas/accounts";
import type { AdminBlogPostSummary, BlogPostSummary } from "@/shared/schemas/blog";
import type { CelebrityDetail, SliderItem } from "@/shared/schemas/catalogue";
import type { AdminCelebrity, PendingApplication } from "@/shared/schemas/celebrity-applications";
import type { AdminDashboard } from "@/shared/schemas/dashboard";
import type { VideoRequest } from "@/shared/schemas/requests";
import type { AdminSliderItem } from "@/shared/schemas/slider";
import type { StaffMember } from "@/shared/schemas/staff";
import type { AdminUser } from "@/shared/schemas/users";

/** A signed-in fan as GET /api/me returns it; override what a test is about. */
export function buildMe(overrides: Partial<Me> = {}): Me {
  return {
    id: "u1",
    name: "Ada Obi",
    email: "ada@example.com",
    emailVerified: true,
    locale: "en",
    phone: null,
    phoneVerified: true,
    role: "user",
    permissions: [],
    bio: null,
    country: null,
    notifications: {
      emailNotifications: true,
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
  const request: Omit<VideoRequest, "hasVideo"> = {
    id: "5f0c2a9e-1111-4c1e-9f3a-2b6d8e0a1c55",
    status: "pending",
    refundStatus: "none",
    message: "Please wish Amara a happy birthday!",
    occasion: "Birthdays",
    recipientName: "Amara",
    phoneticSpelling: null,
    voiceNote: null,
    deadline: null,
    recordingLanguage: null,
    priceUsdCents: 24_000,
    rush: false,
    rushPriceUsdCents: 0,
    amountMinor: 3_120_000,
    currency: "KES",
    coveredBySubscription: false,
    earnings: { amountMinor: 2_340_000, usdCents: 18_000, feePercent: 25 },
    declineReason: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    paidAt: "2026-03-01T10:05:00.000Z",
    acceptedAt: null,
    declinedAt: null,
    cancelledAt: null,
    expiredAt: null,
    completedAt: null,
    refundedAt: null,
    partRefunds: [],
    expiresAt: "2026-03-08T10:05:00.000Z",
    videoStatus: "none",
    videoError: null,
    videoReplacedAt: null,
    report: null,
    showcaseAllowed: false,
    posterUrl: null,
    celebrity: { id: "c1", username: "sipho_mabaso", fullName: "Sipho Mabaso", imageUrl: null },
    fan: { name: "Ada Obi" },
    review: null,
    thread: [],
    ...overrides,
  };
  // A delivered video plays unless the test says otherwise (a re-record in progress keeps it playing).
  return { hasVideo: request.status === "completed" && request.videoStatus === "ready", ...request };
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
    earnings: { amountMinor: 3750, usdCents: 3750, feePercent: 25 },
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
    bioLocale: null,
    socialMedia: {},
    approvedAt: null,
    languages: ["english", "zulu"],
    acceptingRequests: true,
    acceptsPlanBookings: true,
    rushPriceCents: null,
    full: false,
    opensAgainOn: null,
    ...overrides,
  };
}

/** A staff member as GET /api/me returns them: the super admin unless overridden. */
export function buildStaffMe(overrides: Partial<Me> = {}): Me {
  return buildMe({
    id: "staff-1",
    name: "Sade Admin",
    email: "sade@example.com",
    role: "super_admin",
    permissions: [],
    // As a server outside production answers: it has the Create Fan tool.
    staffTools: ["create-fan"],
    ...overrides,
  });
}

/** GET /api/admin/dashboard as the super admin sees it; override what a test is about. */
export function buildAdminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    totals: { users: 1284, admins: 4, celebrities: 57, pendingApprovals: 3 },
    revenue: {
      feesEarned: {
        usdCents: 1_254_000,
        byCurrency: [
          { currency: "NGN", amountMinor: 1_500_000_00 },
          { currency: "USD", amountMinor: 320_000 },
        ],
      },
      fansPaid: { usdCents: 6_270_000, byCurrency: [{ currency: "NGN", amountMinor: 7_500_000_00 }] },
    },
    requestsLast30Days: [
      { status: "pending", count: 12 },
      { status: "completed", count: 40 },
      { status: "declined", count: 2 },
    ],
    pendingCheckouts: 5,
    indicativeRates: [],
    unreadEnquiries: 11,
    sliderItems: { total: 8, active: 7 },
    recentCelebrities: [
      {
        username: "burna_star",
        fullName: "Burna Star",
        profession: "musician",
        country: "nigeria",
        priceCents: 25_000,
        rating: 4.8,
      },
    ],
    ...overrides,
  };
}

/** A pending celebrity application as GET /api/admin/celebrities/applications lists it. */
export function buildPendingApplication(overrides: Partial<PendingApplication> = {}): PendingApplication {
  return {
    id: "0b9c7d1e-2f3a-4b5c-8d6e-7f8091a2b3c4",
    fullName: "Kemi Adeyemi",
    profession: "actor",
    bio: "Nollywood actor with ten years on screen.",
    country: "nigeria",
    categoryId: "actors",
    priceCents: 15_000,
    languages: ["english", "yoruba"],
    socialMedia: { instagram: "https://instagram.com/kemi", twitter: "@kemi_acts" },
    selfieCode: "482913",
    selfieUploadedAt: "2026-03-02T09:35:00.000Z",
    submittedAt: "2026-03-02T09:30:00.000Z",
    applicant: { name: "Kemi Adeyemi", email: "kemi@example.com" },
    ...overrides,
  };
}

/** An approved celebrity as GET /api/admin/celebrities lists it. */
export function buildAdminCelebrity(overrides: Partial<AdminCelebrity> = {}): AdminCelebrity {
  return {
    id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
    username: "sipho_mabaso",
    fullName: "Sipho Mabaso",
    profession: "comedian",
    country: "south-africa",
    priceCents: 9_000,
    verified: false,
    featured: false,
    hidden: false,
    rating: 4.5,
    approvedAt: "2026-02-01T10:00:00.000Z",
    ...overrides,
  };
}

/** An account as GET /api/admin/users lists it: a fan unless overridden. */
export function buildAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: "user-7",
    name: "Tunde Bello",
    email: "tunde@example.com",
    role: "user",
    permissions: [],
    status: "active",
    createdAt: "2026-01-15T08:00:00.000Z",
    suspendedAt: null,
    ...overrides,
  };
}

/** A staff member as GET /api/admin/staff lists them: an admin unless overridden. */
export function buildStaffMember(overrides: Partial<StaffMember> = {}): StaffMember {
  return {
    id: "staff-9",
    name: "Musa Okafor",
    email: "musa@example.com",
    role: "admin",
    permissions: ["users", "celebrities"],
    invitationExpiresAt: null,
    ...overrides,
  };
}

/** A page of a paginated admin list around `items`. */
export function pageOf<Item>(items: Item[], page = 1, totalPages = 1) {
  return { items, page, pageSize: 20, total: items.length + (totalPages - 1) * 20, totalPages };
}

/** A home slide as GET /api/slider returns it (in English). */
export function buildSlide(overrides: Partial<SliderItem> = {}): SliderItem {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Personal messages from the stars",
    description: "Book a video shoutout.",
    imageUrl: "/banners/golden-hour.svg",
    buttonText: "Browse stars",
    buttonLink: "/celebrities",
    locale: "en",
    ...overrides,
  };
}

/** A slide as staff's list has it: active, first, not translated. */
export function buildAdminSlide(overrides: Partial<AdminSliderItem> = {}): AdminSliderItem {
  const { locale: _shown, ...slide } = buildSlide();
  return {
    ...slide,
    active: true,
    sortOrder: 0,
    createdAt: "2026-03-01T10:00:00.000Z",
    translations: {},
    translationStatus: { fr: "missing", ar: "missing", sw: "missing" },
    ...overrides,
  };
}

/** A published blog post's card as the public list returns it (in English). */
export function buildBlogPostSummary(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    slug: "hello-readers",
    title: "Hello readers",
    excerpt: "Short",
    imageUrl: null,
    author: "Amina Diallo",
    tags: [],
    status: "published",
    publishedAt: "2026-01-01T00:00:00.000Z",
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    locale: "en",
    ...overrides,
  };
}

/** A post as staff's list has it: not translated. */
export function buildAdminBlogPostSummary(overrides: Partial<AdminBlogPostSummary> = {}): AdminBlogPostSummary {
  const { locale: _shown, ...post } = buildBlogPostSummary();
  return { ...post, translationStatus: { fr: "missing", ar: "missing", sw: "missing" }, ...overrides };
}
