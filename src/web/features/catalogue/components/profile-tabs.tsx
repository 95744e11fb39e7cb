import { useSearchParams } from "react-router";
import type { CelebrityDetail } from "@/shared/schemas/catalogue";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useT } from "@/web/lib/i18n";
import { useCelebrityVideos } from "../api/get-celebrity-videos";
import { DetailsTab } from "./details-tab";
import { ReviewsTab } from "./reviews-tab";
import { VideosTab } from "./videos-tab";

const TABS = ["videos", "reviews", "details"] as const;
type ProfileTab = (typeof TABS)[number];
/** The query parameter naming the open tab (none for the one open at first): a tab can be linked to. */
const TAB_PARAM = "tab";

const isProfileTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

/**
 * A profile's Videos, Reviews and Details, the open one in the address (`?tab=reviews`). The star's sample
 * videos are what a fan came to judge, so they open first (issue 24, item 9); a star with none opens on
 * Reviews. A lazy section (`./sections`): its tabs are links, so one tapped before the code comes opens as
 * a page load.
 */
function ProfileTabs({ celebrity, className }: { celebrity: CelebrityDetail; className?: string }) {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const videos = useCelebrityVideos(celebrity.username);
  const first: ProfileTab = videos.isPending || (videos.data?.items.length ?? 0) > 0 ? "videos" : "reviews";
  const requested = searchParams.get(TAB_PARAM);
  const tab: ProfileTab = isProfileTab(requested) ? requested : first;
  const hrefFor = (next: ProfileTab) => {
    const params = new URLSearchParams(searchParams);
    if (next === first) params.delete(TAB_PARAM);
    else params.set(TAB_PARAM, next);
    return `?${params}`;
  };
  const open = (next: string) =>
    setSearchParams(new URLSearchParams(hrefFor(next as ProfileTab)), { replace: true, preventScrollReset: true });
  return (
    <Tabs value={tab} onValueChange={open} className={className}>
      <TabsList aria-label={t("catalogue.profile.about", { name: celebrity.fullName })} className="w-full sm:w-auto">
        <TabsTrigger value="videos" href={hrefFor("videos")} className="flex-1 sm:flex-none">
          {t("catalogue.tabs.videos")}
        </TabsTrigger>
        <TabsTrigger value="reviews" href={hrefFor("reviews")} className="flex-1 sm:flex-none">
          {t("catalogue.tabs.reviews")}
        </TabsTrigger>
        <TabsTrigger value="details" href={hrefFor("details")} className="flex-1 sm:flex-none">
          {t("catalogue.tabs.details")}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="videos" className="mt-6">
        <VideosTab celebrity={celebrity} />
      </TabsContent>
      <TabsContent value="reviews" className="mt-6">
        <ReviewsTab celebrity={celebrity} />
      </TabsContent>
      <TabsContent value="details" className="mt-6">
        <DetailsTab celebrity={celebrity} />
      </TabsContent>
    </Tabs>
  );
}

export default ProfileTabs;
