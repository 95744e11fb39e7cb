import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { ApiError } from "@/web/lib/api-client";
import { useT } from "@/web/lib/i18n";
import { useCreateFan } from "../api/create-fan";

type Outcome = { ok: boolean; status: string; body: unknown };

/** What the server answered, as it came (an error body too), for the raw response box. */
const rawBody = (error: unknown): unknown =>
  error instanceof ApiError
    ? { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } }
    : { error: { message: error instanceof Error ? error.message : String(error) } };

/**
 * The test tool of spec section 2: one button creates a test fan; a status line says how it went, and the raw
 * answer is shown below (the password appears once, here). The server has no such route in production.
 */
export function CreateFanTool() {
  const t = useT();
  const create = useCreateFan();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = () => {
    setOutcome(null);
    create.mutate(undefined, {
      onSuccess: (fan) =>
        setOutcome({
          ok: true,
          status: fan.verificationEmailSent
            ? t("admin.tools.createFan.successEmail")
            : t("admin.tools.createFan.success"),
          body: fan,
        }),
      onError: (error) =>
        setOutcome({
          ok: false,
          status: t("admin.tools.createFan.failed", {
            reason: error instanceof Error && error.message ? error.message : t("admin.tools.createFan.unknownError"),
          }),
          body: rawBody(error),
        }),
    });
  };

  const status = create.isPending ? t("admin.tools.createFan.creating") : (outcome?.status ?? "");
  const fan = outcome?.ok ? (outcome.body as { user: { email: string }; password: string }) : null;

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">{t("admin.tools.createFan.title")}</h2>
        <CardDescription>{t("admin.tools.createFan.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <Button icon={<UserPlus aria-hidden="true" />} onClick={run} pending={create.isPending}>
          {t("admin.tools.createFan.button")}
        </Button>
        <p
          role="status"
          className={outcome && !outcome.ok ? "text-sm font-medium text-red-700" : "text-sm font-medium text-slate-800"}
        >
          {status}
        </p>
        {fan && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-emerald-50 p-3 text-sm">
            <dt className="font-medium text-emerald-900">{t("admin.tools.createFan.email")}</dt>
            <dd className="break-all font-mono text-emerald-900">{fan.user.email}</dd>
            <dt className="font-medium text-emerald-900">{t("admin.tools.createFan.password")}</dt>
            <dd className="break-all font-mono text-emerald-900">{fan.password}</dd>
          </dl>
        )}
        {outcome && (
          <div className="space-y-1">
            <p id="create-fan-response" className="text-sm font-medium text-slate-800">
              {t("admin.tools.createFan.response")}
            </p>
            <pre
              role="region"
              aria-labelledby="create-fan-response"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
              tabIndex={0}
              dir="ltr"
              className="max-h-80 overflow-auto rounded-xl bg-slate-900 p-4 text-xs text-slate-100"
            >
              {JSON.stringify(outcome.body, null, 2)}
            </pre>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
