import { AuditLog } from "@/web/features/admin-audit/components/audit-log";

/** /admin/audit: the super admin only (the admin guard has checked). */
export default function AdminAuditPage() {
  return <AuditLog />;
}
