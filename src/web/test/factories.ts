import type { Me } from "@/shared/schemas/accounts";

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
