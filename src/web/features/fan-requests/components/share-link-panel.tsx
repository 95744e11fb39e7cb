import { Copy, Link2, Loader2, MessageCircle, RefreshCw, Share2, Unlink } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Input } from "@/web/components/ui/input";
import { errorMessage } from "@/web/lib/api-client";
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
  const link = useShareLink(request.id);
  const { create, revoke } = useShareLinkActions(request.id);
  const name = request.celebrity.fullName;
  const busy = create.isPending || revoke.isPending;

  const make = () =>
    create.mutate(undefined, {
      onError: (error) =>
        toast.error("Couldn't make a link", { description: errorMessage(error, "Please try again.") }),
    });

  if (link.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> Loading your share link…
      </p>
    );
  }
  if (link.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(link.error, "Couldn't load your share link.")}{" "}
        <button type="button" className="font-medium underline" onClick={() => void link.refetch()}>
          Retry
        </button>
      </p>
    );
  }

  if (!link.data) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-600">
          Make a private link to send this video to the person it's for. Anyone with the link can watch and download it,
          no account needed; you can turn the link off at any time.
        </p>
        <Button icon={<Link2 aria-hidden="true" />} pending={create.isPending} onClick={make} disabled={busy}>
          Create share link
        </Button>
      </div>
    );
  }

  const url = absolute(link.data.path);
  const text = `A personalised video from ${name} for you: ${url}`;
  const canShareSheet = typeof navigator.share === "function";

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Link copied", { description: "Paste it in a message to the person the video is for." });
    } catch {
      toast.error("Couldn't copy", { description: `Copy this link: ${url}` });
    }
  };
  const shareSheet = async () => {
    const outcome = await shareOrCopyLink({
      title: `A video from ${name}`,
      text: `A personalised video from ${name} for you`,
      url,
    });
    if (outcome === "copied") toast.success("Link copied");
    if (outcome === "failed") toast.error("Couldn't share", { description: `Copy this link: ${url}` });
  };
  const turnOff = () =>
    revoke.mutate(undefined, {
      onSuccess: () => toast.success("Link turned off", { description: "The old link no longer opens the video." }),
      onError: (error) =>
        toast.error("Couldn't turn the link off", { description: errorMessage(error, "Please try again.") }),
    });

  return (
    <div className="space-y-3">
      <label htmlFor={`share-link-${request.id}`} className="block text-sm font-medium text-slate-800">
        Private link: anyone with it can watch, no account needed
      </label>
      <Input
        id={`share-link-${request.id}`}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        data-testid="share-link-url"
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild className="bg-emerald-800 text-white hover:bg-emerald-900">
          <a href={whatsAppHref(text)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" /> Share on WhatsApp
          </a>
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> Copy link
        </Button>
        {canShareSheet && (
          <Button variant="outline" onClick={() => void shareSheet()}>
            <Share2 aria-hidden="true" /> Share…
          </Button>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Button variant="ghost" size="sm" onClick={turnOff} disabled={busy}>
          <Unlink aria-hidden="true" /> Turn off link
        </Button>
        <Button variant="ghost" size="sm" onClick={make} disabled={busy}>
          <RefreshCw aria-hidden="true" /> New link
        </Button>
      </div>
    </div>
  );
}
