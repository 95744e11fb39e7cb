import { CelebrityManagement } from "@/web/features/admin-celebrities/components/celebrity-management";

/** /admin/celebrities: staff with the `celebrities` permission (the admin guard has checked). */
export default function AdminCelebritiesPage() {
  return <CelebrityManagement />;
}
