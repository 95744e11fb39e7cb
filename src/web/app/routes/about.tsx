import { Compass, Heart, Mail, MapPin, Phone, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { pageTitle } from "@/shared/client-routes";
import { ABOUT_TEXTS } from "@/shared/page-texts/texts-about";
import { PageHero } from "@/web/components/layout/page-hero";
import { ExampleMark } from "@/web/components/page-content/example-mark";
import { Editable, PageContent } from "@/web/components/page-content/page-content";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { prefetchPageContent } from "@/web/lib/page-content";
import { useSiteContact } from "@/web/lib/site-contact";
import { usePageTitle } from "@/web/lib/use-page-title";
import type { PagePrefetch } from "../page-module";

/** A text of the About page. */
const E = Editable<"about">;

/** The page's texts as staff last saved them, and the contact details the Contact page holds. */
export const prefetch: PagePrefetch = (queryClient, request) =>
  Promise.all([
    prefetchPageContent("about")(queryClient, request),
    prefetchPageContent("contact")(queryClient, request),
  ]);

export default function AboutPage() {
  usePageTitle(pageTitle("/about"));
  const t = useT();
  return (
    <PageContent page="about" defaults={ABOUT_TEXTS}>
      <PageHero
        eyebrow={<E field="eyebrow" />}
        title={<E field="pageTitle" label={t("pages.edit.pageTitle")} />}
        description={<E field="intro" as="p" label={t("pages.edit.introduction")} />}
      />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2">
          <StoryCard icon={<Heart className="size-5" aria-hidden="true" />} title={<E field="storyTitle" />}>
            <E field="missionStatement" label={t("pages.edit.missionStatement")} />
          </StoryCard>
          <StoryCard icon={<Compass className="size-5" aria-hidden="true" />} title={<E field="visionTitle" />}>
            <E field="visionStatement" label={t("pages.edit.visionStatement")} />
          </StoryCard>
        </div>

        <section aria-labelledby="about-how" className="rounded-3xl bg-slate-50 p-8 sm:p-12">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
              <Sparkles className="size-5" aria-hidden="true" />
            </span>
            <h2 id="about-how" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              <E field="howTitle" />
            </h2>
          </div>
          <div className="mt-6 grid gap-6 text-lg leading-relaxed text-slate-700 md:grid-cols-2">
            <E as="p" field="howContent" />
            <E as="p" field="howContent2" />
          </div>
        </section>

        <section
          aria-labelledby="about-join"
          className="flex flex-col items-start gap-6 rounded-3xl bg-ink p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between"
        >
          <div className="max-w-2xl">
            <div className="flex items-center gap-3">
              <Users className="size-6 text-brand-300" aria-hidden="true" />
              <h2 id="about-join" className="text-2xl font-bold tracking-tight sm:text-3xl">
                <E field="joinTitle" />
              </h2>
            </div>
            <E as="p" field="joinContent" className="mt-4 block text-lg leading-relaxed text-slate-300" />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverted">
              <Link to="/become-celebrity">
                <E field="joinPrimaryButton" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:border-white hover:bg-white/10"
            >
              <Link to="/celebrities">
                <E field="joinSecondaryButton" />
              </Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="about-contact" className="text-center">
          <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            <E field="contactTitle" />
          </h2>
          <E as="p" field="contactIntro" className="mt-2 block text-slate-600" />
          <ContactDetails />
        </section>
      </div>
    </PageContent>
  );
}

/** The Contact page's details (one source: staff edit them there), marked as examples until staff set them. */
function ContactDetails() {
  const t = useT();
  const contact = useSiteContact();
  const example = contact.isExample ? <ExampleMark /> : null;
  return (
    <ul className="mt-8 grid gap-4 text-start sm:grid-cols-3">
      <ContactItem icon={<Mail className="size-5" aria-hidden="true" />} label={t("pages.about.email")}>
        <a href={`mailto:${contact.email}`} className="break-words text-brand-700 hover:underline">
          {contact.email}
        </a>
      </ContactItem>
      <ContactItem icon={<Phone className="size-5" aria-hidden="true" />} label={t("pages.about.phone")}>
        <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`} className="text-brand-700 hover:underline">
          {contact.phone}
        </a>
        {example}
      </ContactItem>
      <ContactItem icon={<MapPin className="size-5" aria-hidden="true" />} label={t("pages.about.address")}>
        {contact.address}
        {example}
      </ContactItem>
    </ul>
  );
}

function StoryCard({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{icon}</span>
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <div className="mt-3 text-lg leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function ContactItem({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        <p className="mt-0.5 font-medium text-ink">{children}</p>
      </div>
    </li>
  );
}
