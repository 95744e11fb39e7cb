import { and, count, desc, eq } from "drizzle-orm";
import type { AuditAction, AuditEntry } from "@/shared/schemas/audit";
import { ADMIN_PAGE_SIZE } from "@/shared/schemas/pagination";
import type { Database } from "../../db/client";
import { auditLog, users } from "../../db/schema/index";

export type AuditRecord = {
  actorId: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  /** The record before and after the action; callers pass no secret values (masked hints at most). */
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Who did what to which record: written beside every staff action, read by the super admin. */
export function createAuditLog({ db }: { db: Database }) {
  /** Writes one entry; pass the action's transaction so the entry and the change land together. */
  async function record(entry: AuditRecord, executor: Pick<Database, "insert"> = db) {
    await executor.insert(auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      ip: entry.ip ?? null,
    });
  }

  async function list(query: { page: number; action?: AuditAction; actorId?: string }) {
    const where = and(
      query.action ? eq(auditLog.action, query.action) : undefined,
      query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
    );
    const [rows, [totals]] = await Promise.all([
      db
        .select({ entry: auditLog, actorName: users.name, actorEmail: users.email })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset((query.page - 1) * ADMIN_PAGE_SIZE),
      db.select({ total: count() }).from(auditLog).where(where),
    ]);
    const total = totals?.total ?? 0;
    const items: AuditEntry[] = rows.map(({ entry, actorName, actorEmail }) => ({
      id: entry.id,
      action: entry.action as AuditAction,
      actor: entry.actorId ? { id: entry.actorId, name: actorName ?? "", email: actorEmail ?? "" } : null,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    }));
    return {
      items,
      total,
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE,
      totalPages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
    };
  }

  return { record, list };
}

export type AuditLog = ReturnType<typeof createAuditLog>;

/**
 * How a staff area's routes write the audit log: every entry names the area's record type, the staff
 * member who acted and the IP the request came from, so a route passes only what changed.
 */
export function auditTrail(audit: AuditLog, targetType: string) {
  return (request: { ip: string }, actorId: string, entry: Omit<AuditRecord, "actorId" | "targetType" | "ip">) =>
    audit.record({ ...entry, actorId, targetType, ip: request.ip });
}
