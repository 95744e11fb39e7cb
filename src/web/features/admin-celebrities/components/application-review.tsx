import { Check, X } from "lucide-react";
import { CATEGORIES } from "@/shared/catalogue";
import { formatUsdCentsIn } from "@/shared/money";
import type { PendingApplication } from "@/shared/schemas/celebrity-applications";
import { Button } from "@/web/components/ui/button";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { formatDate, formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { SocialLinks } from "./social-links";

/** GET /api/admin/celebrities/:id/selfie: the selfie video, for staff with `celebrities` (the session says so). */
export const selfieVideoUrl = (id: string) => `/api/admin/celebrities/${encodeURIComponent(id)}/selfie`;

const categoryName = (id: string) => CATEGORIES.find((category) => category.id === id)?.name ?? id;

/** "482913" -> "482 913": easier to compare with what is heard. */
const spaced = (code: string) => code.replace(/(\d{3})(?=\d)/g, "$1 ");

/**
 * One application as staff review it: everything the applicant gave, and the selfie video in which they read
 * the code the server gave them. Approving waits for the video (ADR 054).
 */
export function ApplicationReview({
  application,
  onApprove,
  onReject,
}: {
  application: PendingApplication;
  onApprove: () => void;
  onReject: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const names = useCatalogueNames();
  const headingId = `application-${application.id}`;
  const hasSelfie = application.selfieUploadedAt !== null;
  const facts: [string, string][] = [
    [t("admin.celebrities.column.profession"), names.profession(application.profession)],
    [t("admin.celebrities.review.category"), categoryName(application.categoryId)],
    [t("admin.celebrities.review.country"), names.country(application.country)],
    [t("admin.celebrities.review.priceUsd"), formatUsdCentsIn(application.priceCents, "USD", 1, locale)],
    [
      t("admin.celebrities.column.languages"),
      application.languages.map(names.starLanguage).join(", ") || t("admin.celebrities.review.none"),
    ],
  ];

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold text-slate-900">
            <bdi>{application.fullName}</bdi>
          </h3>
          {application.applicant && (
            <p className="break-all text-sm text-slate-600">
              <bdi>{application.applicant.name}</bdi> · {application.applicant.email}
            </p>
          )}
        </div>
        <p className="text-sm text-slate-600">
          {t("admin.celebrities.review.submitted", { date: formatDate(application.submittedAt, locale) })}
        </p>
      </header>

      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <section>
            <h4 className="text-sm font-semibold text-slate-900">{t("admin.celebrities.column.bio")}</h4>
            <p dir="auto" className="mt-1 whitespace-pre-line text-sm text-slate-700">
              {application.bio}
            </p>
          </section>
          <section>
            <h4 className="text-sm font-semibold text-slate-900">{t("admin.celebrities.review.social")}</h4>
            <div className="mt-1">
              <SocialLinks socialMedia={application.socialMedia} />
            </div>
          </section>
        </div>

        <section className="space-y-2">
          <h4 className="text-sm font-semibold text-slate-900">{t("admin.celebrities.review.selfie")}</h4>
          {application.selfieCode && (
            <p className="text-sm text-slate-700">
              {t("admin.celebrities.review.codeToHear")}{" "}
              <span
                dir="ltr"
                className="whitespace-nowrap font-mono text-base font-semibold tracking-wider text-slate-900"
              >
                {spaced(application.selfieCode)}
              </span>
            </p>
          )}
          {hasSelfie ? (
            <>
              {/* biome-ignore lint/a11y/useMediaCaption: the applicant's own recording has no captions; staff hear it */}
              <video
                src={selfieVideoUrl(application.id)}
                controls
                playsInline
                preload="metadata"
                aria-label={t("admin.celebrities.review.selfieOf", { name: application.fullName })}
                className="aspect-video w-full rounded-xl bg-black"
              />
              <p className="text-xs text-slate-600">
                {t("admin.celebrities.review.selfieSent", {
                  date: formatDateTime(application.selfieUploadedAt, locale),
                })}
              </p>
            </>
          ) : (
            <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              {t("admin.celebrities.review.noSelfie")}
            </p>
          )}
        </section>
      </div>

      <footer className="mt-4 flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
        <Button
          size="sm"
          variant="outline"
          aria-label={t("admin.celebrities.pending.rejectLabel", { name: application.fullName })}
          onClick={onReject}
        >
          <X aria-hidden="true" />
          {t("admin.celebrities.pending.reject")}
        </Button>
        <Button
          size="sm"
          icon={<Check aria-hidden="true" />}
          disabled={!hasSelfie}
          aria-label={t("admin.celebrities.pending.approveLabel", { name: application.fullName })}
          onClick={onApprove}
        >
          {t("admin.celebrities.pending.approve")}
        </Button>
      </footer>
    </article>
  );
}
