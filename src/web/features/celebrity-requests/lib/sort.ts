import { dueDay } from "@/shared/booking";
import { OPEN_STATUSES } from "@/shared/request-status";
import type { VideoRequest } from "@/shared/schemas/requests";

type Sortable = Pick<VideoRequest, "status" | "deadline" | "expiresAt" | "createdAt">;

const NEVER = "9999-12-31";
const isOpen = (request: Sortable) => OPEN_STATUSES.includes(request.status);

/**
 * The star's lists, as the server orders them: open requests first, what is due first (dueDay, then the
 * earlier expiry, then the fan's date, then the oldest booking); then the others, newest first.
 */
export function dueFirst<T extends Sortable>(requests: readonly T[]): T[] {
  return [...requests].sort((a, b) => {
    const open = Number(isOpen(b)) - Number(isOpen(a));
    if (open !== 0) return open;
    if (!isOpen(a)) return b.createdAt.localeCompare(a.createdAt);
    return (
      (dueDay(a) ?? NEVER).localeCompare(dueDay(b) ?? NEVER) ||
      (a.expiresAt ?? NEVER).localeCompare(b.expiresAt ?? NEVER) ||
      (a.deadline ?? NEVER).localeCompare(b.deadline ?? NEVER) ||
      a.createdAt.localeCompare(b.createdAt)
    );
  });
}
