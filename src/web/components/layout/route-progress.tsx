import { useNavigation } from "react-router";
import { useT } from "@/web/lib/i18n";

/** A thin bar at the top of the page while the next page's code or data loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t("common.loadingPage")}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100"
    >
      <div className="h-full w-1/3 motion-safe:animate-[salamu-progress_1s_ease-in-out_infinite] bg-brand-600" />
    </div>
  );
}
