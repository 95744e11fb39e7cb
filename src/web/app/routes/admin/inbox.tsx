import { Inbox } from "@/web/features/admin-enquiries/components/inbox";

/** /admin/inbox: contact messages and business enquiries, for staff with `content` (the admin guard has checked). */
export default function AdminInboxPage() {
  return <Inbox />;
}
