import { FanRequests } from "@/web/features/fan-requests/components/fan-requests";

/**
 * /dashboard/my-requests (My requests): the requests the signed-in user has made, paid or not, whatever
 * their role; the header and the user menu link here. The dashboard shell ensures a signed-in user and
 * writes the title.
 */
export default function DashboardMyRequestsPage() {
  return <FanRequests titled={false} />;
}
