import { isCelebrity } from "@/shared/roles";
import { SentVideos } from "@/web/features/celebrity-requests/components/sent-videos";
import { MyVideos } from "@/web/features/fan-requests/components/my-videos";
import { useT } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";

/**
 * /dashboard/videos (My Videos): a celebrity's first the videos they sent, then any they booked; a fan's
 * delivered videos. The dashboard shell ensures a signed-in user.
 */
export default function DashboardVideosPage() {
  const { user } = useSession();
  const t = useT();
  if (!isCelebrity(user)) return <MyVideos />;
  return (
    <div className="space-y-10">
      <SentVideos />
      <section aria-labelledby="booked-videos-title" className="space-y-4">
        <h2 id="booked-videos-title" className="text-lg font-bold text-slate-900">
          {t("account.videos.booked")}
        </h2>
        <MyVideos />
      </section>
    </div>
  );
}
