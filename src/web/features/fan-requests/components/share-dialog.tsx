import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { ShareLinkPanel } from "./share-link-panel";

/** Share a delivered video: its private watch link (WhatsApp, copy, the device's share sheet). */
export function ShareDialog({
  request,
  open,
  onOpenChange,
}: {
  request: { id: string; celebrity: { fullName: string } };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Share your video from {request.celebrity.fullName}</DialogTitle>
          <DialogDescription>Send the person it's for a private link to watch and keep it.</DialogDescription>
        </DialogHeader>
        {open && <ShareLinkPanel request={request} />}
      </DialogContent>
    </Dialog>
  );
}
