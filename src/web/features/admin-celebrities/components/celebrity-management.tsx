import { ApprovedCelebrities } from "./approved-celebrities";
import { PendingApplications } from "./pending-applications";

/** /admin/celebrities: the applications to decide on, then the approved catalogue. */
export function CelebrityManagement() {
  return (
    <div className="space-y-10">
      <PendingApplications />
      <ApprovedCelebrities />
    </div>
  );
}
