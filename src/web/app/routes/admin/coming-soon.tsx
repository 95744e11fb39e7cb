import { useMatches } from "react-router";
import { titleKeyOf } from "@/shared/messages/page-heads";
import { ComingSoon } from "@/web/features/accounts/components/coming-soon";
import { useT } from "@/web/lib/i18n";

/** /admin/slider, /admin/edit-pages: the content screens arrive with the CMS work. */
export default function AdminComingSoonPage() {
  const t = useT();
  const matches = useMatches();
  const title = (matches[matches.length - 1]?.handle as { title?: string } | undefined)?.title;
  // The router's English title, in the page's language through the page registry's key.
  const key = title ? titleKeyOf(title) : undefined;
  return <ComingSoon what={key ? t(key) : (title ?? t("admin.comingSoon.thisPage"))} />;
}
