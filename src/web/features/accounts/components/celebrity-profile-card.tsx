import { BadgeCheck, ExternalLink, Loader2, Pencil } from "lucide-react";
import { Link } from "react-router";
import { CATEGORIES, countryName, professionLabel } from "@/shared/catalogue";
import { pageHref } from "@/shared/client-routes";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { capitalise } from "@/web/lib/format";
import { useMyCelebrityProfile } from "../api/get-my-celebrity-profile";

const usd = (cents: number) =>
  (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** The celebrity's profile or application at a glance, with links to edit it and to the public page. */
export function CelebrityProfileCard() {
  const { data: profile, isPending, isError, refetch } = useMyCelebrityProfile();

  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Loading your celebrity profile…
      </p>
    );
  }
  if (isError) {
    return (
      <Card>
        <CardContent className="flex items-center justify-between gap-3 p-6">
          <p className="text-sm text-slate-700">We couldn't load your celebrity profile.</p>
          <Button variant="outline" size="sm" onClick={() => refetch()}>
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!profile) {
    return (
      <Card>
        <CardContent className="p-6 text-sm text-slate-700">You don't have a celebrity profile yet.</CardContent>
      </Card>
    );
  }

  const category = CATEGORIES.find((item) => item.id === profile.categoryId)?.name ?? profile.categoryId;
  const social = Object.entries(profile.socialMedia).filter(([, handle]) => handle);
  const rows: [string, string][] = [
    ["Profession", capitalise(professionLabel(profile.profession))],
    ["Category", category],
    ["Country", countryName(profile.country)],
    ["Price", usd(profile.priceCents)],
  ];

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            {profile.fullName}
            {profile.verified && <BadgeCheck className="size-5 text-brand-700" aria-label="Verified" />}
          </CardTitle>
          <CardDescription>@{profile.username}</CardDescription>
          <div className="flex flex-wrap gap-2 pt-1">
            <Badge variant={profile.approved ? "success" : "warning"}>
              {profile.approved ? "Approved" : "Pending review"}
            </Badge>
            {profile.verified && <Badge variant="brand">Verified</Badge>}
          </div>
        </div>
        {profile.approved && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to="/dashboard/profile?tab=celebrity">
                <Pencil aria-hidden="true" />
                Edit profile
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={pageHref("/celebrity/:username", { username: profile.username })}>
                <ExternalLink aria-hidden="true" />
                View public profile
              </Link>
            </Button>
          </div>
        )}
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-4 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
              <dd className="mt-0.5 text-sm text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Bio</h4>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-800">{profile.bio}</p>
        </div>
        {social.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Social media</h4>
            <ul className="mt-1 flex flex-wrap gap-2">
              {social.map(([network, handle]) => (
                <li key={network}>
                  <Badge variant="secondary">
                    {capitalise(network)}: {handle}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
