import { MyVideos } from "@/web/features/fan-requests/components/my-videos";

/** /dashboard/videos (My Videos): the fan's delivered videos. The dashboard shell ensures a signed-in user. */
export default function DashboardVideosPage() {
  return <MyVideos />;
}
