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
import { validate } from "@/web/lib/validate";
import { useEnquiry } from "../api/get-enquiry";
import { useReplyToEnquiry } from "../api/reply-enquiry";
import { useUpdateEnquiry } from "../api/update-enquiry";
import { EnquiryKindBadge, EnquiryStatusBadge, formatReceived } from "./enquiry-badges";

/** One enquiry, opened from the list (or from the staff e-mail's link, `?open=<id>`). */
export function EnquiryDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const query = useEnquiry(id);
  return (
    <Dialog open={!!id} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {query.data ? (
          <EnquiryDetails enquiry={query.data} />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Enquiry</DialogTitle>
              <DialogDescription className="sr-only">The enquiry's message and actions</DialogDescription>
            </DialogHeader>
            {query.isError ? (
              <ErrorState
                message={errorMessage(query.error, "We couldn't load this enquiry.")}
                onRetry={() => void query.refetch()}
              />
            ) : (
              <LoadingState label="Loading the enquiry..." />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EnquiryDetails({ enquiry }: { enquiry: Enquiry }) {
  const update = useUpdateEnquiry();
  const [confirmArchive, setConfirmArchive] = useState(false);

  const setStatus = (status: EnquiryStatus, done: string) =>
    update.mutate(
      { id: enquiry.id, status },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error("Failed to update the enquiry", { description: errorMessage(error, "Please try again.") }),
      },
    );

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {enquiry.subject ?? (enquiry.company ? `Business enquiry: ${enquiry.company}` : "Enquiry")}
        </DialogTitle>
        <DialogDescription>
          From {enquiry.name} ·{" "}
          <a className="font-medium text-brand-700 underline" href={`mailto:${enquiry.email}`}>
            {enquiry.email}
          </a>
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <EnquiryKindBadge kind={enquiry.kind} />
        <EnquiryStatusBadge status={enquiry.status} />
        <span>Received {formatReceived(enquiry.createdAt)}</span>
      </div>
      {(enquiry.company || enquiry.celebrity || enquiry.handledBy) && (
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {enquiry.company && (
            <>
              <dt className="font-medium text-slate-600">Company</dt>
              <dd className="text-slate-900">{enquiry.company}</dd>
            </>
          )}
          {enquiry.celebrity && (
            <>
              <dt className="font-medium text-slate-600">About</dt>
              <dd>
                <Link
                  className="font-medium text-brand-700 underline"
                  to={pageHref("/celebrity/:username", { username: enquiry.celebrity.username })}
                >
                  {enquiry.celebrity.fullName}
                </Link>
              </dd>
            </>
          )}
          {enquiry.handledBy && enquiry.handledAt && (
            <>
              <dt className="font-medium text-slate-600">Handled</dt>
              <dd className="text-slate-900">
                by {enquiry.handledBy.name}, {formatReceived(enquiry.handledAt)}
              </dd>
            </>
          )}
        </dl>
      )}
      <p className="rounded-2xl bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900">
        {enquiry.message}
      </p>
      <div className="flex flex-wrap gap-2">
        {enquiry.status !== "handled" && (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => setStatus("handled", "Marked handled")}
          >
            <CheckCheck aria-hidden="true" /> Mark handled
          </Button>
        )}
        {enquiry.status !== "new" && (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => setStatus("new", "Marked as new")}
          >
            <RotateCcw aria-hidden="true" /> Mark as new
          </Button>
        )}
        {enquiry.status !== "archived" && (
          <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => setConfirmArchive(true)}>
            <Archive aria-hidden="true" /> Archive
          </Button>
        )}
      </div>
      <ReplyForm enquiry={enquiry} />
      <ConfirmDialog
        open={confirmArchive}
        onOpenChange={setConfirmArchive}
        title="Archive this enquiry?"
        description="It leaves the New and Handled lists; you can find it under Archived and mark it new again."
        confirmLabel="Archive"
        onConfirm={async () => {
          await update.mutateAsync({ id: enquiry.id, status: "archived" });
          toast.success("Enquiry archived");
        }}
      />
    </>
  );
}

function ReplyForm({ enquiry }: { enquiry: Enquiry }) {
  const reply = useReplyToEnquiry();
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const fieldId = `reply-${enquiry.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(replyEnquirySchema, { message });
    if (!result.success) {
      setError(result.errors.message ?? "Write your reply.");
      return;
    }
    setError(null);
    reply.mutate(
      { id: enquiry.id, message: result.data.message },
      {
        onSuccess: () => {
          setMessage("");
          toast.success("Reply sent", { description: `${enquiry.name} will receive it by e-mail.` });
        },
        // The reply stays in the box, with the reason.
        onError: (failure) => setError(errorMessage(failure, "The reply was not sent. Please try again.")),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-4">
      <FormField
        id={fieldId}
        label={`Reply to ${enquiry.name}`}
        error={error ?? undefined}
        hint="Sent by e-mail; their answer comes back to the support address. The enquiry is then marked handled."
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
        {reply.isPending ? "Sending..." : "Send reply"}
      </Button>
      <p className="flex items-center gap-1.5 text-xs text-slate-500">
        <Mail className="size-3.5" aria-hidden="true" /> To {enquiry.email}
      </p>
    </form>
  );
}
