import { BadgeCheck, Clock3 } from "lucide-react";
import { Link } from "react-router";
import { pageHref } from "@/shared/client-routes";
import type { CelebrityApplicationProfile } from "@/shared/schemas/accounts";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

/** Shown instead of the form to someone who has already applied. */
export function ApplicationStatus({ profile }: { profile: CelebrityApplicationProfile }) {
  const submitted = new Date(profile.createdAt).toLocaleDateString("en-US", { dateStyle: "long" });
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          {profile.approved ? (
            <BadgeCheck className="size-8 text-emerald-600" aria-hidden="true" />
          ) : (
            <Clock3 className="size-8 text-brand-700" aria-hidden="true" />
          )}
          <div>
            <CardTitle>
              {profile.approved ? "Your application was approved" : "Your application is under review"}
            </CardTitle>
            <CardDescription>Submitted on {submitted}</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        <Badge variant={profile.approved ? "success" : "warning"}>
          {profile.approved ? "Approved" : "Pending review"}
        </Badge>
        <p className="text-sm text-slate-700">
          {profile.approved
            ? "Fans can now find you and request personalised videos."
            : "Our team reviews every application within 48 hours. We'll email you as soon as it's decided."}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/dashboard">Go to your dashboard</Link>
          </Button>
          {profile.approved && (
            <Button asChild variant="outline">
              <Link to={pageHref("/celebrity/:username", { username: profile.username })}>View public profile</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
