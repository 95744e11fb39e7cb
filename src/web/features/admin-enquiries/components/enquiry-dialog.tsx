import { Archive, CheckCheck, Mail, RotateCcw, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { pageHref } from "@/shared/client-routes";
import { type Enquiry, type EnquiryStatus, replyEnquirySchema } from "@/shared/schemas/enquiries";
import { ConfirmDialog } from "@/web/components/confirm-dialog";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { isolate, messageParts, nameIn, useLocale, useT } from "@/web/lib/i18n";
import { validate } from "@/web/lib/validate";
import { useEnquiry } from "../api/get-enquiry";
import { useReplyToEnquiry } from "../api/reply-enquiry";
import { useUpdateEnquiry } from "../api/update-enquiry";
import { EnquiryKindBadge, EnquiryStatusBadge } from "./enquiry-badges";

/** One enquiry, opened from the list (or from the staff e-mail's link, `?open=<id>`). */
export function EnquiryDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useT();
  const query = useEnquiry(id);
  return (
    <Dialog open={!!id} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {query.data ? (
          <EnquiryDetails enquiry={query.data} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{t("admin.inbox.dialog.enquiry")}</DialogTitle>
              <DialogDescription className="sr-only">{t("admin.inbox.dialog.srDescription")}</DialogDescription>
            </DialogHeader>
            {query.isError ? (
              <ErrorState
                message={errorMessage(query.error, t("admin.inbox.dialog.loadFailed"))}
                onRetry={() => void query.refetch()}
              />
            ) : (
              <LoadingState label={t("admin.inbox.dialog.loading")} />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  const t = useT();
  const { locale, dir } = useLocale();
  const update = useUpdateEnquiry();
  const [confirmArchive, setConfirmArchive] = useState(false);

  const setStatus = (status: EnquiryStatus, done: string) =>
    update.mutate(
      { id: enquiry.id, status },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error(t("admin.inbox.dialog.updateFailed"), {
            description: errorMessage(error, t("admin.inbox.dialog.tryAgain")),
          }),
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {enquiry.subject ? (
            <bdi>{enquiry.subject}</bdi>
          ) : enquiry.company ? (
            messageParts(t, "admin.inbox.dialog.businessEnquiry", { company: nameIn(dir, enquiry.company) })
          ) : (
            t("admin.inbox.dialog.enquiry")
          )}
        </DialogTitle>
        <DialogDescription>
          {messageParts(t, "admin.inbox.dialog.from", { name: <bdi>{enquiry.name}</bdi> })}{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${enquiry.email}`}>
            {enquiry.email}
          </a>
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <EnquiryKindBadge kind={enquiry.kind} />
        <EnquiryStatusBadge status={enquiry.status} />
        <span>{t("admin.inbox.dialog.received", { date: formatDateTime(enquiry.createdAt, locale) })}</span>
      </div>
      {(enquiry.company || enquiry.celebrity || enquiry.handledBy) && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {enquiry.company && (
            <>
              <dt className="font-medium text-slate-600">{t("admin.inbox.dialog.company")}</dt>
              <dd dir="auto" className="text-slate-900">
                {enquiry.company}
              </dd>
            </>
          )}
          {enquiry.celebrity && (
            <>
              <dt className="font-medium text-slate-600">{t("admin.inbox.dialog.about")}</dt>
              <dd>
                <Link
                  className="font-medium text-brand-700 underline"
                  to={pageHref("/celebrity/:username", { username: enquiry.celebrity.username })}
                >
                  <bdi>{enquiry.celebrity.fullName}</bdi>
                </Link>
              </dd>
            </>
          )}
          {enquiry.handledBy && enquiry.handledAt && (
            <>
              <dt className="font-medium text-slate-600">{t("admin.inbox.dialog.handled")}</dt>
              <dd className="text-slate-900">
                {messageParts(
                  t,
                  "admin.inbox.dialog.handledBy",
                  { name: nameIn(dir, enquiry.handledBy.name) },
                  { date: formatDateTime(enquiry.handledAt, locale) },
                )}
              </dd>
            </>
          )}
        </dl>
      )}
      <p
        dir="auto"
        className="rounded-2xl bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900"
      >
        {enquiry.message}
      </p>
      <div className="flex flex-wrap gap-2">
        {enquiry.status !== "handled" && (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => setStatus("handled", t("admin.inbox.dialog.markedHandled"))}
          >
            <CheckCheck aria-hidden="true" /> {t("admin.inbox.dialog.markHandled")}
          </Button>
        )}
        {enquiry.status !== "new" && (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => setStatus("new", t("admin.inbox.dialog.markedNew"))}
          >
            <RotateCcw aria-hidden="true" /> {t("admin.inbox.dialog.markNew")}
          </Button>
        )}
        {enquiry.status !== "archived" && (
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => setConfirmArchive(true)}>
            <Archive aria-hidden="true" /> {t("admin.inbox.dialog.archive")}
          </Button>
        )}
      </div>
      <ReplyForm enquiry={enquiry} />
      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title={t("admin.inbox.dialog.archiveTitle")}
        description={t("admin.inbox.dialog.archiveText")}
        confirmLabel={t("admin.inbox.dialog.archive")}
        onConfirm={async () => {
          await update.mutateAsync({ id: enquiry.id, status: "archived" });
          toast.success(t("admin.inbox.dialog.archived"));
        }}
      />
    </>
  );
}

function ReplyForm({ enquiry }: { enquiry: Enquiry }) {
  const t = useT();
  const { locale } = useLocale();
  const reply = useReplyToEnquiry();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = `reply-${enquiry.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(replyEnquirySchema, { message });
    if (!result.success) {
      setError(result.errors.message ?? t("admin.inbox.reply.writeReply"));
      return;
    }
    setError(null);
    reply.mutate(
      { id: enquiry.id, message: result.data.message },
      {
        onSuccess: () => {
          setMessage("");
          toast.success(t("admin.inbox.reply.sent"), {
            description: t("admin.inbox.reply.sentText", { name: isolate(enquiry.name, locale) }),
          });
        },
        // The reply stays in the box, with the reason.
        onError: (failure) => setError(errorMessage(failure, t("admin.inbox.reply.failed"))),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-4">
      <FormField
        id={fieldId}
        label={t("admin.inbox.reply.label", { name: isolate(enquiry.name, locale) })}
        error={error ?? undefined}
        hint={t("admin.inbox.reply.hint")}
      >
        <Textarea
          id={fieldId}
          rows={5}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
        />
      </FormField>
      <Button icon={<Send aria-hidden="true" />} type="submit" pending={reply.isPending}>
        {reply.isPending ? t("admin.inbox.reply.sending") : t("admin.inbox.reply.send")}
      </Button>
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <Mail className="size-3.5" aria-hidden="true" /> {t("admin.inbox.reply.to", { email: enquiry.email })}
      </p>
    </form>
  );
}
