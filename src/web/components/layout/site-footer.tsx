import { Link } from "react-router";
import type { SocialNetwork } from "@/shared/settings";
import { useT } from "@/web/lib/i18n";
import { useSiteInfo } from "@/web/lib/site-info";
import { LanguageLinks } from "./language-switch";
import { Logo } from "./logo";
import { FOOTER_COLUMNS } from "./nav-links";
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from "./social-icons";

const SOCIAL_NETWORKS: Record<SocialNetwork, { label: string; Icon: typeof InstagramIcon }> = {
  instagram: { label: "Instagram", Icon: InstagramIcon },
  x: { label: "X (Twitter)", Icon: XIcon },
  facebook: { label: "Facebook", Icon: FacebookIcon },
  youtube: { label: "YouTube", Icon: YoutubeIcon },
};

const linkClass =
  "rounded text-sm text-slate-300 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

/** Only the accounts staff configured (Settings: social.*); none configured, no icons at all. */
function SocialLinks() {
  const t = useT();
  const accounts = useSiteInfo().data?.social ?? [];
  if (accounts.length === 0) return null;
  return (
    <ul className="mt-6 flex gap-3" aria-label={t("common.footer.social")}>
      {accounts.map(({ network, url }) => {
        const { label, Icon } = SOCIAL_NETWORKS[network];
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("common.footer.socialLink", { network: label })}
              className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-slate-200 transition-colors hover:bg-brand-600 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <Icon className="size-4" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <Logo inverted />
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-300">{t("common.footer.tagline")}</p>
            <SocialLinks />
            <div className="mt-6">
              <LanguageLinks />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:col-span-1 lg:col-span-3">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.titleKey} aria-label={t(column.titleKey)}>
                <h2 className="text-sm font-semibold text-white">{t(column.titleKey)}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.labelKey}>
                      <Link to={link.to} className={linkClass}>
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("common.footer.rights", { year: new Date().getFullYear() })}</p>
          <p>{t("common.footer.madeWithLove")}</p>
        </div>
      </div>
    </footer>
  );
}
