import { useMatches } from "react-router";
import { ComingSoon } from "@/web/features/accounts/components/coming-soon";

/** /admin/slider, /admin/edit-pages: the content screens arrive with the CMS work. */
export default function AdminComingSoonPage() {
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title ?? "This page";
  return <ComingSoon what={title} />;
}
