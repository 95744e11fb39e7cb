import type { VideoRequest } from "@/shared/schemas/requests";

type Dated = Pick<VideoRequest, "createdAt">;
type Due = Pick<VideoRequest, "deadline" | "expiresAt" | "createdAt">;

/** Newest first (the pending list). */
export function newestFirst<T extends Dated>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const NEVER = "9999-12-31";

/** What to record first: the earliest deadline (none last), then the earliest expiry, then the oldest. */
export function byDueDate<T extends Due>(requests: readonly T[]): T[] {
  return [...requests].sort(
    (a, b) =>
      (a.deadline ?? NEVER).localeCompare(b.deadline ?? NEVER) ||
      (a.expiresAt ?? NEVER).localeCompare(b.expiresAt ?? NEVER) ||
      a.createdAt.localeCompare(b.createdAt),
  );
}
