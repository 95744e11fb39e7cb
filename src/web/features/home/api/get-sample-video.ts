import { queryOptions, useQuery } from "@tanstack/react-query";
import type {
  CelebritySummary,
  FeaturedCelebritiesResponse,
  ShowcaseVideo,
  ShowcaseVideosResponse,
} from "@/shared/schemas/catalogue";
import { apiGet } from "@/web/lib/api-client";
import { publicKeys } from "@/web/lib/query-keys";

export type SampleVideo = { video: ShowcaseVideo; celebrity: Pick<CelebritySummary, "username" | "fullName"> };

/** How many featured stars are asked for a showcase video before giving up. */
const STARS_TRIED = 3;

/**
 * A video to show a newcomer what they would get: the first showcase video of the first featured stars
 * (null when none of them features one yet). Fetched only when the hero's play button is pressed.
 */
export async function getSampleVideo(): Promise<SampleVideo | null> {
  const featured = await apiGet<FeaturedCelebritiesResponse>("/api/celebrities/featured");
  for (const celebrity of featured.items.slice(0, STARS_TRIED)) {
    const videos = await apiGet<ShowcaseVideosResponse>(
      `/api/celebrities/${encodeURIComponent(celebrity.username)}/videos`,
    );
    const [video] = videos.items;
    if (video) return { video, celebrity: { username: celebrity.username, fullName: celebrity.fullName } };
  }
  return null;
}

export const sampleVideoQueryOptions = () =>
  queryOptions({ queryKey: [...publicKeys.celebrities.featured, "sample-video"], queryFn: getSampleVideo });

export const useSampleVideo = () => useQuery(sampleVideoQueryOptions());
