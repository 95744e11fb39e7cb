import { useParams } from "react-router";
import { RequestPage } from "@/web/features/admin-requests/components/request-page";

/** /admin/requests/:id: staff with the `requests` permission (the admin guard has checked). */
export default function AdminRequestPage() {
  const { id = "" } = useParams();
  return <RequestPage key={id} id={id} />;
}
