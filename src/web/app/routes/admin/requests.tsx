import { RequestsList } from "@/web/features/admin-requests/components/requests-list";

/** /admin/requests: staff with the `requests` permission (the admin guard has checked). */
export default function AdminRequestsPage() {
  return <RequestsList />;
}
