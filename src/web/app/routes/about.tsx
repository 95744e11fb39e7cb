import { Compass, Heart, Mail, MapPin, Phone, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { SITE_CONTACT } from "@/shared/site-contact";
import { PageHero } from "@/web/components/layout/page-hero";
import { Button } from "@/web/components/ui/button";
import { usePageTitle } from "@/web/lib/use-page-title";

/** The About page's fields (spec section 3); staff will edit them through the page-content CMS. */
const ABOUT = {
  title: "About Salamu",
  intro:
    "Salamu connects fans with the African celebrities, influencers and creators they love, through personalised video messages for the moments that matter.",
  storyTitle: "Our Story",
  storyContent:
    "Salamu began with a simple idea: a birthday message from your favourite Afrobeats star, a pep talk from a football legend or a wedding toast from a Nollywood icon should not be out of reach. We built a place where fans anywhere in the world can ask the stars of Africa for a personal moment, and where those stars can say yes on their own terms.",
  visionTitle: "Our Vision",
  visionContent:
    "We want to be the home of fan connection across Africa and its diaspora: a marketplace where every fan can pay in their own currency, every celebrity is verified and fairly paid, and every video becomes a memory worth sharing.",
  howTitle: "How Salamu Works",
  howContent:
    "Fans browse verified celebrities, choose an occasion and write what they would like to hear. They pay securely by card, bank transfer or mobile money, in their own currency.",
  howContent2:
    "The celebrity records a personalised video within their response time and the fan is notified the moment it is ready to watch, download and share. If a request is declined, the fan is refunded in full, automatically.",
  joinTitle: "Join Our Community",
  joinContent:
    "Are you a musician, actor, comedian, athlete or creator? Join Salamu to connect with your fans in a new way and earn from every personalised video you record.",
  contactTitle: "Get in Touch",
  contactIntro: "We'd love to hear from you, whether you're a fan, a celebrity or a brand.",
  contactEmail: SITE_CONTACT.email,
  contactPhone: SITE_CONTACT.phone,
  contactAddress: SITE_CONTACT.address,
};

export default function AboutPage() {
  usePageTitle("About Us");
  return (
    <>
      <PageHero eyebrow="About us" title={ABOUT.title} description={ABOUT.intro} />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <div className="grid gap-6 md:grid-cols-2">
          <StoryCard icon={<Heart className="size-5" aria-hidden="true" />} title={ABOUT.storyTitle}>
            {ABOUT.storyContent}
          </StoryCard>
          <StoryCard icon={<Compass className="size-5" aria-hidden="true" />} title={ABOUT.visionTitle}>
            {ABOUT.visionContent}
          </StoryCard>
        </div>

        <section aria-labelledby="about-how" className="rounded-3xl bg-slate-50 p-8 sm:p-12">
          <div className="flex items-center gap-3">
            <span className="flex size-11 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
              <Sparkles className="size-5" aria-hidden="true" />
            </span>
            <h2 id="about-how" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {ABOUT.howTitle}
            </h2>
          </div>
          <div className="mt-6 grid gap-6 text-lg leading-relaxed text-slate-700 md:grid-cols-2">
            <p>{ABOUT.howContent}</p>
            <p>{ABOUT.howContent2}</p>
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
                {ABOUT.joinTitle}
              </h2>
            </div>
            <p className="mt-4 text-lg leading-relaxed text-slate-300">{ABOUT.joinContent}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverted">
              <Link to="/become-celebrity">Become a celebrity</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:border-white hover:bg-white/10"
            >
              <Link to="/celebrities">Browse Celebrities</Link>
            </Button>
          </div>
        </section>

        <section aria-labelledby="about-contact" className="text-center">
          <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {ABOUT.contactTitle}
          </h2>
          <p className="mt-2 text-slate-600">{ABOUT.contactIntro}</p>
          <ul className="mt-8 grid gap-4 text-left sm:grid-cols-3">
            <ContactItem icon={<Mail className="size-5" aria-hidden="true" />} label="Email">
              <a href={`mailto:${ABOUT.contactEmail}`} className="break-words text-brand-700 hover:underline">
                {ABOUT.contactEmail}
              </a>
            </ContactItem>
            <ContactItem icon={<Phone className="size-5" aria-hidden="true" />} label="Phone">
              <a href={`tel:${ABOUT.contactPhone.replace(/\s/g, "")}`} className="text-brand-700 hover:underline">
                {ABOUT.contactPhone}
              </a>
            </ContactItem>
            <ContactItem icon={<MapPin className="size-5" aria-hidden="true" />} label="Address">
              {ABOUT.contactAddress}
            </ContactItem>
          </ul>
        </section>
      </div>
    </>
  );
}

function StoryCard({ icon, title, children }: { icon: React.ReactNode; title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-3xl border border-slate-200 bg-white p-8 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">{icon}</span>
      <h2 className="mt-5 text-2xl font-bold tracking-tight text-ink">{title}</h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{children}</p>
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
