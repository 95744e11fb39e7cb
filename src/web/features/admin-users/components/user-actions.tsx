import { UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { AdminUser } from "@/shared/schemas/users";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { failureMessage } from "@/web/lib/api-client";
import { useReactivateUser } from "../api/reactivate-user";
import { useSuspendUser } from "../api/suspend-user";

/** Suspend (asked first: it signs the person out and cancels their open work) or reactivate one account. */
export function UserActions({ user }: { user: AdminUser }) {
  const [confirming, setConfirming] = useState(false);
  const suspend = useSuspendUser();
  const reactivate = useReactivateUser();

  if (user.status === "suspended") {
    return (
      <Button
        icon={<UserCheck aria-hidden="true" />}
        size="icon"
        variant="outline"
        className="size-9"
        pending={reactivate.isPending}
        aria-label={`Reactivate ${user.name}`}
        title="Reactivate"
        // The promise, not mutate's callbacks: with the list filtered on "Suspended" the row leaves before those run.
        onClick={() =>
          void reactivate.mutateAsync(user.id).then(
            () => toast.success("User reactivated", { description: `${user.name} can sign in again.` }),
            (error) => toast.error("Error", { description: failureMessage("Failed to reactivate the user.", error) }),
          )
        }
      ></Button>
    );
  }

  return (
    <>
      <Button
        size="icon"
        variant="outline"
        className="size-9 text-red-700 hover:text-red-800"
        aria-label={`Suspend ${user.name}`}
        title="Suspend"
        onClick={() => setConfirming(true)}
      >
        <UserX aria-hidden="true" />
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Suspend ${user.name}?`}
        description={
          <>
            {user.name} ({user.email}) is signed out at once and cannot sign in until reactivated. A celebrity's profile
            leaves the catalogue, and every open request is declined and refunded in full.
          </>
        }
        cancelLabel="Keep active"
        confirmLabel="Suspend user"
        destructive
        onConfirm={async () => {
          await suspend.mutateAsync(user.id);
          toast.success("User suspended", { description: `${user.name} has been signed out and suspended.` });
        }}
        describeError={(error) => failureMessage("Failed to suspend the user.", error)}
      />
    </>
  );
}
