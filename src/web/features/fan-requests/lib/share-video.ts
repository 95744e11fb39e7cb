import { toast } from "sonner";
import { shareOrCopyLink } from "@/web/lib/share";

/**
 * Shares the celebrity's profile, not the video: the video's signed URL expires within the hour and is the
 * fan's private copy. Web Share API when the browser has it, else the link is copied.
 */
export async function shareVideo(celebrity: { fullName: string; username: string }) {
  const url = new URL(`/celebrity/${celebrity.username}`, window.location.origin).toString();
  const outcome = await shareOrCopyLink({
    title: `My video from ${celebrity.fullName}`,
    text: `${celebrity.fullName} recorded a personalised video for me on Salamu! Get yours:`,
    url,
  });
  if (outcome === "copied") {
    toast.success("Link copied", {
      description: `The link to ${celebrity.fullName}'s profile is on your clipboard. To share the video itself, download it first.`,
    });
  }
  if (outcome === "failed") toast.error("Couldn't share", { description: `Copy this link: ${url}` });
}
