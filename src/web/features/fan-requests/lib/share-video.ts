import { toast } from "sonner";
import { shareOrCopyLink } from "@/web/lib/share";
import { getRequestVideo } from "../api/get-request-video";

type SharedRequest = { id: string; celebrity: { fullName: string; username: string } };

/** The delivered MP4 as a file, named after the celebrity, for the share sheet. */
async function videoFile(request: SharedRequest): Promise<File | null> {
  const { downloadUrl } = await getRequestVideo(request.id);
  const response = await fetch(downloadUrl);
  if (!response.ok) return null;
  const slug = request.celebrity.username.replace(/[^a-z0-9_-]/gi, "");
  return new File([await response.blob()], `salamu-${slug || "video"}.mp4`, { type: "video/mp4" });
}

/**
 * Shares the video itself where the device can share files (phones: WhatsApp, Instagram, e-mail...): the
 * fan's private copy goes where the fan sends it, never a public link. Elsewhere the celebrity's profile
 * link is shared or copied, and the fan is told to download the video to pass it on.
 */
export async function shareVideo(request: SharedRequest) {
  const { celebrity } = request;
  const title = `My video from ${celebrity.fullName}`;
  const text = `${celebrity.fullName} recorded a personalised video for me on Salamu!`;
  const canShareFiles =
    typeof navigator.share === "function" &&
    typeof navigator.canShare === "function" &&
    navigator.canShare({ files: [new File([], "probe.mp4", { type: "video/mp4" })] });
  if (canShareFiles) {
    const file = await videoFile(request).catch(() => null);
    if (file && navigator.canShare({ files: [file] })) {
      const share = () => navigator.share({ files: [file], title, text });
      try {
        await share();
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
        // Fetching a large video can outlast the tap that allows a share sheet: ask for one more tap.
        if (error instanceof DOMException && error.name === "NotAllowedError") {
          toast("Your video is ready to share", {
            action: { label: "Share now", onClick: () => void share().catch(() => {}) },
          });
          return;
        }
      }
    }
  }
  const url = new URL(`/celebrity/${celebrity.username}`, window.location.origin).toString();
  const outcome = await shareOrCopyLink({ title, text: `${text} Get yours:`, url });
  if (outcome === "copied") {
    toast.success("Link copied", {
      description: `The link to ${celebrity.fullName}'s profile is on your clipboard. To share the video itself, download it first.`,
    });
  }
  if (outcome === "failed") toast.error("Couldn't share", { description: `Copy this link: ${url}` });
}
