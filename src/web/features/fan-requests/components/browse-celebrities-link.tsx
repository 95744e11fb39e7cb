import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

/** Where a fan with nothing yet goes next: the catalogue. */
export function BrowseCelebritiesLink() {
  return (
    <Button asChild>
      <Link to="/celebrities">Browse celebrities</Link>
    </Button>
  );
}
