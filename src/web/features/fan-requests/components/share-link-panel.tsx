import { Copy, Link2, Loader2, MessageCircle, RefreshCw, Share2, Unlink } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
import { useIsolate, useT } from "@/web/lib/i18n";
import { shareOrCopyLink } from "@/web/lib/share";
import { useShareLink, useShareLinkActions } from "../api/share-link";

type SharedRequest = { id: string; celebrity: { fullName: string } };

/** The WhatsApp link that opens a chat with `text` ready to send (any contact, on phone or desktop). */
export const whatsAppHref = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

const absolute = (path: string) => new URL(path, window.location.origin).toString();

/**
 * The fan's private watch link: made on demand, then copied, sent on WhatsApp or through the device's
 * share sheet; the recipient needs no account. Revoking ends it; a new link is a new address.
 */
export function ShareLinkPanel({ request }: { request: SharedRequest }) {
  const t = useT();
  const isolate = useIsolate();
  const link = useShareLink(request.id);
  const { create, revoke } = useShareLinkActions(request.id);
  const name = isolate(request.celebrity.fullName);
  const busy = create.isPending || revoke.isPending;
  const [confirmingTurnOff, setConfirmingTurnOff] = useState(false);

  const make = () =>
    create.mutate(undefined, {
      onError: (error) =>
        toast.error(t("account.share.createFailed"), {
          description: errorMessage(error, t("account.common.pleaseTryAgain")),
        }),
    });

  if (link.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t("account.share.loading")}
      </p>
    );
  }
  if (link.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(link.error, t("account.share.loadError"))}{" "}
        <button type="button" className="font-medium underline" onClick={() => void link.refetch()}>
          {t("account.common.retry")}
        </button>
      </p>
    );
  }

  if (!link.data) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">{t("account.share.intro")}</p>
        <Button icon={<Link2 aria-hidden="true" />} pending={create.isPending} onClick={make} disabled={busy}>
          {t("account.share.create")}
        </Button>
      </div>
    );
  }

  const url = absolute(link.data.path);
  const text = t("account.share.whatsAppText", { name, url });
  const canShareSheet = typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("account.share.copied"), { description: t("account.share.copiedText") });
    } catch {
      toast.error(t("account.share.copyFailed"), { description: t("account.share.copyThis", { url }) });
    }
  };
  const shareSheet = async () => {
    const outcome = await shareOrCopyLink({
      title: t("account.share.sheetTitle", { name }),
      text: t("account.share.sheetText", { name }),
      url,
    });
    if (outcome === "copied") toast.success(t("account.share.copied"));
    if (outcome === "failed")
      toast.error(t("account.share.shareFailed"), { description: t("account.share.copyThis", { url }) });
  };
  // Asked first: whoever was sent the link loses the video at once. A failure stays in the dialog.
  const turnOff = async () => {
    await revoke.mutateAsync();
    toast.success(t("account.share.turnedOff"), { description: t("account.share.turnedOffText") });
  };

  return (
    <div className="space-y-3">
      <label htmlFor={`share-link-${request.id}`} className="block text-sm font-medium text-slate-800">
        {t("account.share.linkLabel")}
      </label>
      <Input
        id={`share-link-${request.id}`}
        readOnly
        value={url}
        dir="ltr"
        onFocus={(event) => event.currentTarget.select()}
        data-testid="share-link-url"
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild className="bg-emerald-800 text-white hover:bg-emerald-900">
          <a href={whatsAppHref(text)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" /> {t("account.share.whatsApp")}
          </a>
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {t("account.share.copy")}
        </Button>
        {canShareSheet && (
          <Button variant="outline" onClick={() => void shareSheet()}>
            <Share2 aria-hidden="true" /> {t("account.share.shareSheet")}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="ghost" size="sm" onClick={() => setConfirmingTurnOff(true)} disabled={busy}>
          <Unlink aria-hidden="true" /> {t("account.share.turnOff")}
        </Button>
        <Button variant="ghost" size="sm" onClick={make} disabled={busy}>
          <RefreshCw aria-hidden="true" /> {t("account.share.newLink")}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingTurnOff}
        onOpenChange={setConfirmingTurnOff}
        title={t("account.share.turnOffTitle")}
        description={t("account.share.turnOffText")}
        confirmLabel={t("account.share.turnOff")}
        cancelLabel={t("account.share.turnOffKeep")}
        destructive
        onConfirm={turnOff}
        describeError={(error) =>
          `${t("account.share.turnOffFailed")}: ${errorMessage(error, t("account.common.pleaseTryAgain"))}`
        }
      />
    </div>
  );
}
