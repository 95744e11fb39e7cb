import { useParams } from "react-router";
import { DisputePage } from "@/web/features/admin-finance/components/dispute-page";

/** /admin/finance/disputes/:id: staff with the `finance` permission (the admin guard has checked). */
export default function AdminDisputePage() {
  const { id = "" } = useParams();
  return <DisputePage key={id} id={id} />;
}
