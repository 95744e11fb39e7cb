import { toast } from "sonner";
import type { FailedMessage } from "@/shared/schemas/messages";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useFailedMessages } from "../api/get-failed-messages";
import { useRetryMessage } from "../api/retry-message";

/**
 * Settings > Contact: the e-mails and SMS the mail server or SMS provider refused on every attempt (ADR 039).
 * Once the transport is fixed, staff send each again.
 */
export function FailedMessagesCard() {
  const { data: messages, isPending, isError, error, refetch } = useFailedMessages();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Undelivered messages</h2>
        <CardDescription>
          E-mails and text messages that could not be sent after every attempt. Fix the mail server or SMS provider,
          then send them again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState label="Loading undelivered messages…" />
        ) : isError ? (
          <ErrorState
            title="The undelivered messages did not load"
            message={errorMessage(error, "Please check your connection and try again.")}
            onRetry={() => void refetch()}
          />
        ) : messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">Every message was delivered.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {messages.map((message) => (
              <FailedMessageRow key={message.id} message={message} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function FailedMessageRow({ message }: { message: FailedMessage }) {
  const retry = useRetryMessage();
  const sendAgain = () =>
    retry.mutate(message.id, {
      onSuccess: () => toast.success("Queued to be sent again."),
      onError: (failure) => toast.error(errorMessage(failure, "The message could not be queued again.")),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium" dir="auto">
          {message.subject}
        </p>
        <p className="text-muted-foreground">
          {message.channel === "sms" ? "SMS" : "E-mail"} to {message.to} · {message.attempts} attempts ·{" "}
          {formatDateTime(message.updatedAt)}
        </p>
        {message.lastError && <p className="break-all text-destructive text-xs">{message.lastError}</p>}
      </div>
      <Button size="sm" variant="outline" pending={retry.isPending} onClick={sendAgain}>
        Send again
      </Button>
    </li>
  );
}
