import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MessageCircleQuestion } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { requestMessageInputSchema, type VideoRequest } from "@/shared/schemas/requests";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, apiPost, errorMessage } from "@/web/lib/api-client";
import { formatDateTime } from "@/web/lib/format";
import { useIsolate, useLocale, useT } from "@/web/lib/i18n";
import { privateKeys } from "@/web/lib/query-keys";
import { apiFieldErrors, validate } from "@/web/lib/validate";

/** POST /api/requests/:id/question (the star) or /answer (the fan): the request with its thread. */
export function usePostRequestMessage(kind: "question" | "answer") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      apiPost<{ request: VideoRequest }>(`/api/requests/${encodeURIComponent(id)}/${kind}`, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privateKeys.myRequests.all }),
        queryClient.invalidateQueries({ queryKey: privateKeys.celebrityDashboard.all }),
      ]),
  });
}

/**
 * Ask before recording (ADR 057): the star's questions and the fan's answers on a request, oldest first, and
 * the one form this party may use now: the star asks while no question waits, the fan answers the open one.
 */
export function RequestThread({ request, party }: { request: VideoRequest; party: "fan" | "celebrity" }) {
  const t = useT();
  const isolate = useIsolate();
  const { locale } = useLocale();
  const open = request.status === "pending" || request.status === "accepted";
  const waiting = request.thread.at(-1)?.kind === "question";
  const canAsk = party === "celebrity" && open && !waiting;
  const canAnswer = party === "fan" && open && waiting;
  if (request.thread.length === 0 && !canAsk) return null;

  const authorOf = (kind: "question" | "answer") =>
    kind === "question"
      ? party === "celebrity"
        ? t("account.thread.you")
        : isolate(request.celebrity.fullName)
      : party === "fan"
        ? t("account.thread.you")
        : isolate(request.fan.name);

  return (
    <section aria-label={t("account.thread.title")} className="mt-3 space-y-2 rounded-xl bg-sky-50 px-3 py-2 text-sm">
      {request.thread.length > 0 && (
        <ol className="space-y-2">
          {request.thread.map((message) => (
            <li key={message.id}>
              <p className="text-xs text-slate-600">
                {t(message.kind === "question" ? "account.thread.asked" : "account.thread.answered", {
                  name: authorOf(message.kind),
                  date: formatDateTime(message.createdAt, locale),
                })}
              </p>
              <p dir="auto" className="break-words whitespace-pre-line text-slate-900">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {waiting && open && party === "celebrity" && (
        <p className="text-xs text-slate-600">{t("account.thread.waiting")}</p>
      )}
      {canAsk && <MessageForm request={request} kind="question" />}
      {canAnswer && <MessageForm request={request} kind="answer" />}
    </section>
  );
}

function MessageForm({ request, kind }: { request: VideoRequest; kind: "question" | "answer" }) {
  const t = useT();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | undefined>();
  const post = usePostRequestMessage(kind);
  const id = `thread-${kind}-${request.id}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(requestMessageInputSchema, { body });
    setError(result.errors.body);
    if (!result.success) {
      document.getElementById(id)?.focus();
      return;
    }
    post.mutate(
      { id: request.id, body: result.data.body },
      {
        onSuccess: () => {
          setBody("");
          toast.success(t(kind === "question" ? "account.thread.questionSent" : "account.thread.answerSent"));
        },
        // What was written stays in the box: nothing is lost to a refusal.
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400) setError(apiFieldErrors(failure).body);
          toast.error(errorMessage(failure, t("account.common.somethingWrong")));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      <FormField
        id={id}
        label={t(kind === "question" ? "account.thread.askLabel" : "account.thread.answerLabel")}
        error={error}
        hint={kind === "question" ? t("account.thread.askHint") : undefined}
      >
        <Textarea
          id={id}
          rows={2}
          maxLength={1000}
          value={body}
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(undefined);
          }}
        />
      </FormField>
      <Button type="submit" size="sm" variant="outline" pending={post.isPending}>
        <MessageCircleQuestion aria-hidden="true" />
        {t(kind === "question" ? "account.thread.ask" : "account.thread.answer")}
      </Button>
    </form>
  );
}
