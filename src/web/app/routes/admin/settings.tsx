import { AdminSettings } from "@/web/features/admin-settings/components/admin-settings";

/** /admin/settings: staff with the `settings` permission (the admin guard has checked). */
export default function AdminSettingsPage() {
  return <AdminSettings />;
}
