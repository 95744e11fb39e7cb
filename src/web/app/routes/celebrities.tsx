import { pageTitle } from "@/shared/client-routes";
import { BrowseCelebrities } from "@/web/features/catalogue/components/browse-celebrities";
import { usePageTitle } from "@/web/lib/use-page-title";

export default function CelebritiesPage() {
  usePageTitle(pageTitle("/celebrities"));
  return <BrowseCelebrities />;
}
