import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminSliderItemResponse,
  AdminSliderList,
  SliderDirection,
  SliderItemInput,
} from "@/shared/schemas/slider";
import { apiDelete, apiGet, apiPost, apiPut, apiSendForm } from "@/web/lib/api-client";
import { privateKeys, publicKeys } from "@/web/lib/query-keys";

/** GET /api/admin/slider: every slide, active or not, in display order. */
export const getSliderItems = () => apiGet<AdminSliderList>("/api/admin/slider").then((data) => data.items);

export const sliderItemsQueryOptions = () =>
  queryOptions({ queryKey: privateKeys.admin.slider, queryFn: getSliderItems });

export const useSliderItems = () => useQuery(sliderItemsQueryOptions());

/** POST /api/admin/slider/images (multipart): the picture as a stored 21:9 banner; answers its URL. */
export function uploadSliderImage(file: File) {
  const form = new FormData();
  form.append("image", file);
  return apiSendForm<{ imageUrl: string }>("POST", "/api/admin/slider/images", form).then((data) => data.imageUrl);
}

export const saveSliderItem = ({ id, values }: { id: string | null; values: SliderItemInput }) =>
  (id
    ? apiPut<AdminSliderItemResponse>(`/api/admin/slider/${encodeURIComponent(id)}`, values)
    : apiPost<AdminSliderItemResponse>("/api/admin/slider", values)
  ).then((data) => data.item);

export const deleteSliderItem = (id: string) => apiDelete(`/api/admin/slider/${encodeURIComponent(id)}`);

export const setSliderItemActive = ({ id, active }: { id: string; active: boolean }) =>
  apiPut<AdminSliderItemResponse>(`/api/admin/slider/${encodeURIComponent(id)}/active`, { active }).then(
    (data) => data.item,
  );

export const moveSliderItem = ({ id, direction }: { id: string; direction: SliderDirection }) =>
  apiPost<AdminSliderList>(`/api/admin/slider/${encodeURIComponent(id)}/move`, { direction }).then(
    (data) => data.items,
  );

/**
 * A change to the slides: the staff list, the dashboard's Slider Items and the home page's carousel (the
 * public slider query, which this tab may hold) all refetch.
 */
function useSliderMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sliderItemsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: privateKeys.admin.dashboard }),
        queryClient.invalidateQueries({ queryKey: publicKeys.slider.all }),
      ]),
  });
}

export const useUploadSliderImage = () => useMutation({ mutationFn: uploadSliderImage });
export const useSaveSliderItem = () => useSliderMutation(saveSliderItem);
export const useDeleteSliderItem = () => useSliderMutation(deleteSliderItem);
export const useSetSliderItemActive = () => useSliderMutation(setSliderItemActive);
export const useMoveSliderItem = () => useSliderMutation(moveSliderItem);
