import { MonitorSmartphone } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";

export function OtherSessionsCard() {
  const revoke = useRevokeOtherSessions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessions</CardTitle>
        <CardDescription>
          Lost a phone or used a shared computer? Sign out everywhere except on this device.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          icon={<MonitorSmartphone aria-hidden="true" />}
          variant="outline"
          pending={revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () =>
                toast.success("Signed out other sessions", { description: "Only this device is still signed in." }),
              onError: () => toast.error("Update failed", { description: "Please try again later." }),
            })
          }
        >
          Sign out other sessions
        </Button>
      </CardContent>
    </Card>
  );
}
