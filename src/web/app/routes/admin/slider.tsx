import { SliderManagement } from "@/web/features/admin-slider/components/slider-management";

/** /admin/slider: the home page's banner slides, for staff with `slider` (the admin guard has checked). */
export default function AdminSliderPage() {
  return <SliderManagement />;
}
