import { MonitorSmartphone } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { useT } from "@/web/lib/i18n";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";

export function OtherSessionsCard() {
  const revoke = useRevokeOtherSessions();
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("account.sessions.title")}</CardTitle>
        <CardDescription>{t("account.sessions.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          icon={<MonitorSmartphone aria-hidden="true" />}
          variant="outline"
          pending={revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () =>
                toast.success(t("account.sessions.done"), { description: t("account.sessions.doneText") }),
              onError: () =>
                toast.error(t("account.common.updateFailed"), { description: t("account.common.tryLater") }),
            })
          }
        >
          {t("account.sessions.submit")}
        </Button>
      </CardContent>
    </Card>
  );
}
