import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { messageParts, useT } from "@/web/lib/i18n";
import { ScheduledSendPanel } from "./scheduled-send-panel";
import { ShareLinkPanel } from "./share-link-panel";

/**
 * Share a delivered video: its private watch link (WhatsApp, copy, the device's share sheet), now or sent for
 * the fan on the day.
 */
export function ShareDialog({
  request,
  open,
  onOpenChange,
}: {
  request: { id: string; celebrity: { fullName: string } };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {messageParts(t, "account.share.dialogTitle", { name: <bdi>{request.celebrity.fullName}</bdi> })}
          </DialogTitle>
          <DialogDescription>{t("account.share.dialogDescription")}</DialogDescription>
        </DialogHeader>
        {open && (
          <>
            <ShareLinkPanel request={request} />
            <section aria-labelledby={`scheduled-send-title-${request.id}`} className="border-t border-slate-200 pt-4">
              <h3 id={`scheduled-send-title-${request.id}`} className="mb-2 text-base font-semibold text-slate-900">
                {t("account.scheduledSend.title")}
              </h3>
              <ScheduledSendPanel requestId={request.id} />
            </section>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
