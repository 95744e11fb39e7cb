import { Search, Star } from "lucide-react";
import { Link } from "react-router";
import { canApplyAsCelebrity, isCelebrity, ROLE_LABELS } from "@/shared/roles";
import type { Me } from "@/shared/schemas/accounts";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { firstName } from "@/web/lib/format";
import { CelebrityProfileCard } from "./celebrity-profile-card";

/**
 * /dashboard. Fans: a welcome above their requests; celebrities (and applicants): the
 * status of their profile.
 */
export function DashboardHome({ user }: { user: Me }) {
  const hasProfile = isCelebrity(user) || !!user.celebrityProfile;
  return (
    <div className="space-y-6">
      <Card className="bg-gradient-to-br from-brand-50 to-white">
        <CardHeader>
          <CardTitle className="text-2xl">Welcome, {firstName(user.name)}!</CardTitle>
          <CardDescription>Signed in as {ROLE_LABELS[user.role]}.</CardDescription>
        </CardHeader>
        {!isCelebrity(user) && (
          <CardContent className="space-y-4">
            <p className="text-slate-700">Find a star and book a personalised video; your requests are listed below.</p>
            <Button asChild>
              <Link to="/celebrities">
                <Search aria-hidden="true" />
                Browse celebrities
              </Link>
            </Button>
          </CardContent>
        )}
      </Card>

      {hasProfile && (
        <section aria-labelledby="celebrity-status" className="space-y-3">
          <h2 id="celebrity-status" className="text-lg font-semibold text-slate-900">
            Your celebrity profile
          </h2>
          {user.celebrityProfile && !user.celebrityProfile.approved && (
            <p className="text-sm text-slate-600">
              Thanks for applying! Our team reviews applications within 48 hours.
            </p>
          )}
          <CelebrityProfileCard />
        </section>
      )}

      {canApplyAsCelebrity(user) && (
        <Card>
          <CardContent className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-slate-900">Are you a creator or a star?</p>
              <p className="text-sm text-slate-600">Apply to receive requests from your fans.</p>
            </div>
            <Button asChild variant="outline">
              <Link to="/become-celebrity">
                <Star aria-hidden="true" />
                Become a celebrity
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
