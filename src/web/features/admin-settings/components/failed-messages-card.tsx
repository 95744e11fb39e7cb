import { toast } from "sonner";
import type { FailedMessage } from "@/shared/schemas/messages";
import { ErrorState, LoadingState } from "@/web/components/states";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useFailedMessages } from "../api/get-failed-messages";
import { useRetryMessage } from "../api/retry-message";

/**
 * Settings > Contact: the e-mails and SMS the mail server or SMS provider refused on every attempt (ADR 039).
 * Once the transport is fixed, staff send each again.
 */
export function FailedMessagesCard() {
  const t = useT();
  const { data: messages, isPending, isError, error, refetch } = useFailedMessages();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.settings.failed.title")}</h2>
        <CardDescription>{t("admin.settings.failed.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <LoadingState label={t("admin.settings.failed.loading")} />
        ) : isError ? (
          <ErrorState
            title={t("admin.settings.failed.loadFailed")}
            message={errorMessage(error, t("admin.settings.checkConnection"))}
            onRetry={() => void refetch()}
          />
        ) : messages.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("admin.settings.failed.empty")}</p>
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
  const t = useT();
  const { locale } = useLocale();
  const retry = useRetryMessage();
  const sendAgain = () =>
    retry.mutate(message.id, {
      onSuccess: () => toast.success(t("admin.settings.failed.queued")),
      onError: (failure) => toast.error(errorMessage(failure, t("admin.settings.failed.queueFailed"))),
    });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1 text-sm">
        <p className="font-medium" dir="auto">
          {message.subject}
        </p>
        <p className="text-muted-foreground">
          {t(message.channel === "sms" ? "admin.settings.failed.sms" : "admin.settings.failed.email", {
            to: message.to,
            attempts: message.attempts,
            date: formatDateTime(message.updatedAt, locale),
          })}
        </p>
        {message.lastError && <p className="break-all text-destructive text-xs">{message.lastError}</p>}
      </div>
      <Button size="sm" variant="outline" pending={retry.isPending} onClick={sendAgain}>
        {t("admin.settings.failed.sendAgain")}
      </Button>
    </li>
  );
}
