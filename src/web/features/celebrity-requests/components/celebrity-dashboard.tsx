import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Me } from "@/shared/schemas/accounts";
import { Badge } from "@/web/components/ui/badge";
import { firstName } from "@/web/lib/format";
import { messageParts, useT } from "@/web/lib/i18n";
import { useIncomingRequests } from "../api/get-incoming-requests";
import { useCelebrityLiveUpdates } from "../hooks/use-celebrity-live-updates";
import { useRequestActions } from "../hooks/use-request-actions";
import { dueFirst } from "../lib/sort";
import { RequestCard } from "./request-card";
import { RequestList } from "./request-list";
import { StatCards } from "./stat-cards";

function Section({
  id,
  title,
  count,
  link,
  children,
}: {
  id: string;
  title: string;
  count: number | undefined;
  link: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          {title}
          {count !== undefined && count > 0 && <Badge variant="brand">{count}</Badge>}
        </h2>
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

/**
 * /dashboard for a celebrity: the figures, the pending requests (what is due first) with Accept and Decline,
 * and the accepted ones still to record. New requests arrive live.
 */
export function CelebrityDashboard({ user }: { user: Me }) {
  const t = useT();
  useCelebrityLiveUpdates(user.celebrityProfile?.id);
  const { handlers, dialogs } = useRequestActions();
  const pending = useIncomingRequests("pending");
  const accepted = useIncomingRequests("accepted");
  // Delivered videos with an open report (ADR 058): a re-record owed first, then those staff are deciding.
  const reported = (useIncomingRequests("completed").data ?? [])
    .filter((request) => request.report?.status === "redo" || request.report?.status === "with_staff")
    .sort((a, b) => Number(b.report?.status === "redo") - Number(a.report?.status === "redo"));

  return (
    <div className="space-y-8">
      <p className="text-slate-700">
        {messageParts(t, "account.celebrity.welcome", {
          name: <bdi className="font-semibold text-slate-900">{firstName(user.name)}</bdi>,
        })}
      </p>
      <StatCards />

      {reported.length > 0 && (
        <Section
          id="reported-videos"
          title={t("account.celebrity.reportedTitle")}
          count={reported.length}
          link={{ to: "/dashboard/requests", label: t("account.celebrity.allRequests") }}
        >
          <ul className="space-y-3">
            {reported.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} actions={handlers} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section
        id="pending-requests"
        title={t("account.celebrity.pendingTitle")}
        count={pending.data?.length}
        link={{ to: "/dashboard/requests", label: t("account.celebrity.allRequests") }}
      >
        <RequestList
          query={pending}
          order={dueFirst}
          actions={handlers}
          what="pending"
          empty={{
            title: t("account.celebrity.pendingEmptyTitle"),
            text: t("account.celebrity.pendingEmptyText"),
          }}
        />
      </Section>

      <Section
        id="accepted-requests"
        title={t("account.celebrity.acceptedTitle")}
        count={accepted.data?.length}
        link={{ to: "/dashboard/schedule", label: t("shared.sidebar.schedule") }}
      >
        <RequestList
          query={accepted}
          order={dueFirst}
          actions={handlers}
          what="accepted"
          empty={{ title: t("account.celebrity.nothingToRecord"), text: t("account.celebrity.acceptedEmptyText") }}
        />
      </Section>
      {dialogs}
    </div>
  );
}
