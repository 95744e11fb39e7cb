import { PLANS, planCovers } from "@/shared/plans";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { RequestVideoDialog } from "@/web/features/booking/components/request-video-dialog";
import { useMySubscription } from "@/web/features/payments/api/get-my-subscription";
import { useSession } from "@/web/lib/session";

/**
 * A profile's 'Request a video' dialog, told whether the fan's monthly plan covers this celebrity
 * (src/web/app/routes/celebrity-profile.tsx loads it when a visitor opens it, with booking's words).
 */
export default function ProfileRequestDialog({
  celebrity,
  open,
  onOpenChange,
  returnPath,
}: {
  celebrity: CelebrityDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnPath: string;
}) {
  const { user } = useSession();
  const plan = useMySubscription(!!user).data?.subscription;
  const coveringPlan =
    plan?.status === "active" && celebrity.acceptsPlanBookings && planCovers(plan, celebrity.id)
      ? PLANS[plan.plan].name
      : null;
  return (
    <RequestVideoDialog
      celebrity={celebrity}
      open={open}
      onOpenChange={onOpenChange}
      coveringPlan={coveringPlan}
      returnPath={returnPath}
    />
  );
}
