import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { useT } from "@/web/lib/i18n";

const NETWORKS = ["instagram", "twitter", "tiktok", "youtube"] as const;
const NETWORK_NAMES: Record<(typeof NETWORKS)[number], string> = {
  instagram: "Instagram",
  twitter: "X (Twitter)",
  tiktok: "TikTok",
  youtube: "YouTube",
};

/** The address when `value` is an http(s) URL; anything else (a handle, a javascript: link) is not one. */
export function webAddress(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The social accounts an applicant gave, as typed: an http(s) address opens in a new tab (without telling the
 * site who sent the visitor), anything else is shown as text for staff to look up.
 */
export function SocialLinks({ socialMedia }: { socialMedia: PendingApplication["socialMedia"] }) {
  const t = useT();
  const rank = (network: string) => {
    const index = NETWORKS.indexOf(network as (typeof NETWORKS)[number]);
    return index === -1 ? NETWORKS.length : index;
  };
  const given = Object.entries(socialMedia)
    .filter(([, value]) => value.trim())
    .sort(([a], [b]) => rank(a) - rank(b));
  if (given.length === 0) return <p className="text-sm text-slate-600">{t("admin.celebrities.review.noSocial")}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {given.map(([network, value]) => {
        const href = webAddress(value);
        return (
          <li key={network} className="flex flex-wrap gap-x-2">
            <span className="font-medium text-slate-900">
              {NETWORK_NAMES[network as (typeof NETWORKS)[number]] ?? network}:
            </span>
            {href ? (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                dir="ltr"
                className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {value}
              </a>
            ) : (
              <bdi dir="ltr" className="break-all text-slate-700">
                {value}
              </bdi>
            )}
          </li>
        );
      })}
    </ul>
  );
}
