import { Navigate } from "react-router";
import { isCelebrity } from "@/shared/roles";
import { LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { useT } from "@/web/lib/i18n";
import { useSession } from "@/web/lib/session";
import { useMyApplication } from "../api/get-my-application";
import { ApplicationForm } from "./application-form";
import { ApplicationStatus } from "./application-status";
import { StarPitch } from "./star-pitch";

/**
 * /become-celebrity: a signed-out visitor gets the pitch for stars, then signs up or logs in and comes back
 * to the form; applicants see their status, not the form again.
 */
export function BecomeCelebrity() {
  const { user, wasSignedIn } = useSession();
  const application = useMyApplication(!!user);
  const t = useT();

  // The server draws the page for a visitor (it never knows the session): the pitch, until the browser's
  // session check says otherwise, so nothing jumps for the many who are signed out.
  if (!user) {
    if (wasSignedIn) return <Navigate to="/" replace />;
    return <StarPitch />;
  }
  if (application.isPending) {
    return <LoadingState label={t("pages.becomeCelebrity.loading")} className="py-16 text-base" />;
  }
  if (application.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-slate-700">{t("pages.becomeCelebrity.loadError")}</p>
        <Button variant="outline" onClick={() => application.refetch()}>
          {t("common.states.tryAgain")}
        </Button>
      </div>
    );
  }
  if (application.data) return <ApplicationStatus profile={application.data} />;
  if (isCelebrity(user) || user.role !== "user") {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
        {t("pages.becomeCelebrity.notForYou", { role: isCelebrity(user) ? "celebrity" : "staff" })}
      </p>
    );
  }
  return <ApplicationForm defaultName={user.name} />;
}
