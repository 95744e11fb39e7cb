import { EditPages } from "@/web/features/admin-pages/components/edit-pages";

/** /admin/edit-pages: the public pages staff with `content` edit in place (the admin guard has checked). */
export default function AdminEditPagesPage() {
  return <EditPages />;
}
