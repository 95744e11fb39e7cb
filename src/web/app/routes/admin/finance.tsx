import { Finance } from "@/web/features/admin-finance/components/finance";

/** /admin/finance: staff with the `finance` permission (the admin guard has checked). */
export default function AdminFinancePage() {
  return <Finance />;
}
