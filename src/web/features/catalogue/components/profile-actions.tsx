import { MessageSquare, Share2, Video } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { Button } from "@/web/components/ui/button";
import { useSession } from "@/web/lib/session";
import { shareOrCopyLink } from "../lib/share";

/** Request a video, Contact (business enquiry) and Share. */
export function ProfileActions({ celebrity }: { celebrity: CelebrityDetail }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const profilePath = `/celebrity/${celebrity.username}`;

  const requestVideo = () => {
    if (!user) {
      toast.error("Authentication required", { description: "Please login to request a video" });
      // The login page brings the visitor back here afterwards.
      navigate("/login", { state: { from: profilePath } });
      return;
    }
    // Booking (request dialog and payment) arrives with the booking feature.
    toast("Requests open soon", { description: `You'll soon be able to request a video from ${celebrity.fullName}.` });
  };

  const share = async () => {
    const url = new URL(profilePath, window.location.origin).toString();
    const outcome = await shareOrCopyLink({
      title: `${celebrity.fullName} on Salamu`,
      text: `Book a personalised video from ${celebrity.fullName} on Salamu.`,
      url,
    });
    if (outcome === "copied") toast.success("Link copied", { description: "Share it with your friends." });
    if (outcome === "failed") toast.error("Couldn't share this profile", { description: `Copy this link: ${url}` });
  };

  return (
    <div className="flex flex-col gap-3">
      <Button size="lg" className="w-full bg-brand-700 hover:bg-orange-800" onClick={requestVideo}>
        <Video aria-hidden="true" />
        Request a video
      </Button>
      <div className="grid grid-cols-2 gap-3">
        <Button asChild variant="outline">
          <Link to={`/business?celebrity=${encodeURIComponent(celebrity.username)}`}>
            <MessageSquare aria-hidden="true" />
            Contact
          </Link>
        </Button>
        <Button variant="outline" onClick={share}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </div>
    </div>
  );
}
