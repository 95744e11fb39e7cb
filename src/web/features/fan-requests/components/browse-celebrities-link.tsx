import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";

/** Where a fan with nothing yet goes next: the catalogue. */
export function BrowseCelebritiesLink() {
  const t = useT();
  return (
    <Button asChild>
      <Link to="/celebrities">{t("account.common.browseCelebrities")}</Link>
    </Button>
  );
}
