import { useState } from "react";
import { toast } from "sonner";
import { shortRequestId } from "@/shared/booking";
import type { VideoRequest } from "@/shared/schemas/requests";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-client";
import { useIsolate, useT } from "@/web/lib/i18n";
import { useDeclineRequest } from "../api/decline-request";

const REASON_MAX = 500;

/** Confirms a decline; the reason is optional and defaults to 'Not suitable for video content'. */
export function DeclineDialog({ request, onClose }: { request: VideoRequest; onClose: () => void }) {
  const t = useT();
  const isolate = useIsolate();
  const [reason, setReason] = useState("");
  const fan = isolate(request.fan.name);
  const decline = useDeclineRequest();

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("account.decline.title")}
      description={t("account.decline.description", { id: `#${shortRequestId(request.id)}`, fan })}
      cancelLabel={t("account.cancelRequest.keep")}
      confirmLabel={t("account.decline.confirm")}
      destructive
      onConfirm={async () => {
        await decline.mutateAsync({ id: request.id, reason });
        toast.success(t("account.decline.done"), { description: t("account.decline.doneText", { fan }) });
      }}
      describeError={(error) =>
        t("account.decline.failed", { reason: errorMessage(error, t("account.common.pleaseTryAgain")) })
      }
    >
      <FormField
        id="decline-reason"
        label={t("account.decline.reasonLabel")}
        hint={t("account.decline.reasonHint", { reason: t("account.decline.defaultReason") })}
      >
        <Textarea
          id="decline-reason"
          value={reason}
          maxLength={REASON_MAX}
          rows={3}
          placeholder={t("account.decline.defaultReason")}
          dir="auto"
          aria-describedby="decline-reason-hint"
          disabled={decline.isPending}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
