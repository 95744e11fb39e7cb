import { CalendarClock, Loader2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { type ScheduledSend, type ScheduledSendInput, scheduledSendInputSchema } from "@/shared/schemas/watch";
import { Button } from "@/web/components/ui/button";
import { FormField, useErrorText } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/api-client";
import { formatDateTime, formatDay } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { type FieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useScheduledSend, useScheduledSendActions } from "../api/scheduled-send";

const FIELDS = ["channel", "to", "date", "time", "timeZone"] as const;
/** The time a greeting is usually wanted: the morning of the day. */
const DEFAULT_TIME = "08:00";

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** Every zone the browser knows, the visitor's own (and the one chosen) first. */
function timeZoneChoices(chosen: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [...new Set([chosen, browserTimeZone(), ...known])];
}

const emptyForm = (): ScheduledSendInput => ({
  channel: "sms",
  to: "",
  date: "",
  time: DEFAULT_TIME,
  timeZone: browserTimeZone(),
});

const formOf = (send: ScheduledSend): ScheduledSendInput => ({
  channel: send.channel,
  to: send.to,
  date: send.date,
  time: send.time,
  timeZone: send.timeZone,
});

/**
 * The watch link sent for the fan on the day (issue 23): by text message or e-mail, at a day and time on
 * the recipient's clock. Shows what the server holds: to go (change, cancel), sent, or nothing yet.
 */
export function ScheduledSendPanel({ requestId }: { requestId: string }) {
  const t = useT();
  const { locale } = useLocale();
  const send = useScheduledSend(requestId);
  const [editing, setEditing] = useState(false);

  if (send.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {t("account.scheduledSend.loading")}
      </p>
    );
  }
  if (send.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(send.error, t("account.scheduledSend.loadError"))}{" "}
        <button type="button" className="font-medium underline" onClick={() => void send.refetch()}>
          {t("account.common.retry")}
        </button>
      </p>
    );
  }
  const current = send.data;
  if (current?.status === "scheduled" && !editing)
    return <ScheduledSummary requestId={requestId} send={current} onChange={() => setEditing(true)} />;
  if (current?.status === "sent") {
    return (
      <p role="status" className="text-sm text-emerald-800">
        {t("account.scheduledSend.sent", { to: current.to, when: formatDateTime(current.sentAt, locale) })}
      </p>
    );
  }
  return (
    <ScheduleForm
      requestId={requestId}
      initial={current?.status === "scheduled" ? formOf(current) : emptyForm()}
      cancelled={current?.status === "cancelled"}
      onDone={() => setEditing(false)}
      onBack={current?.status === "scheduled" ? () => setEditing(false) : undefined}
    />
  );
}

function ScheduledSummary({
  requestId,
  send,
  onChange,
}: {
  requestId: string;
  send: ScheduledSend;
  onChange: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const { cancel } = useScheduledSendActions(requestId);
  return (
    <div className="space-y-3">
      <p role="status" className="flex items-start gap-2 text-sm text-slate-800">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          {t(send.channel === "sms" ? "account.scheduledSend.scheduledSms" : "account.scheduledSend.scheduledMail", {
            to: send.to,
            day: formatDay(send.date, locale),
            time: send.time,
            timeZone: send.timeZone,
          })}
        </span>
      </p>
      {cancel.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(cancel.error, t("account.common.pleaseTryAgain"))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onChange} disabled={cancel.isPending}>
          {t("account.scheduledSend.change")}
        </Button>
        <Button variant="ghost" size="sm" pending={cancel.isPending} onClick={() => cancel.mutate()}>
          {t("account.scheduledSend.cancel")}
        </Button>
      </div>
    </div>
  );
}

function ScheduleForm({
  requestId,
  initial,
  cancelled,
  onDone,
  onBack,
}: {
  requestId: string;
  initial: ScheduledSendInput;
  cancelled: boolean;
  onDone: () => void;
  onBack?: () => void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { schedule } = useScheduledSendActions(requestId);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<ScheduledSendInput>>({});
  const prefix = `scheduled-send-${requestId}`;
  const id = (name: (typeof FIELDS)[number]) => `${prefix}-${name}`;
  const set = (name: keyof ScheduledSendInput, value: string) => setValues((now) => ({ ...now, [name]: value }));
  const invalid = (name: (typeof FIELDS)[number]) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {};

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validate(scheduledSendInputSchema, values);
    setErrors(checked.errors);
    if (!checked.success) {
      focusFirstError(checked.errors, FIELDS, prefix);
      return;
    }
    schedule.mutate(checked.data, { onSuccess: onDone });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={t("account.scheduledSend.title")}>
      <p className="text-sm text-slate-600">
        {cancelled ? t("account.scheduledSend.cancelledIntro") : t("account.scheduledSend.intro")}
      </p>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800">{t("account.scheduledSend.channel")}</legend>
        <div className="flex flex-wrap gap-4 text-sm" id={id("channel")}>
          {(["sms", "mail"] as const).map((channel) => (
            <label key={channel} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${prefix}-channel`}
                value={channel}
                checked={values.channel === channel}
                onChange={() => set("channel", channel)}
                className="size-4 accent-brand-600"
              />
              {t(channel === "sms" ? "account.scheduledSend.bySms" : "account.scheduledSend.byMail")}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField
        id={id("to")}
        label={t(values.channel === "sms" ? "account.scheduledSend.phone" : "account.scheduledSend.email")}
        hint={values.channel === "sms" ? t("account.scheduledSend.phoneHint") : undefined}
        error={errors.to}
      >
        <Input
          id={id("to")}
          type={values.channel === "sms" ? "tel" : "email"}
          autoComplete="off"
          dir="ltr"
          value={values.to}
          onChange={(event) => set("to", event.target.value)}
          {...invalid("to")}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={id("date")} label={t("account.scheduledSend.date")} error={errors.date}>
          <Input
            id={id("date")}
            type="date"
            value={values.date}
            onChange={(event) => set("date", event.target.value)}
            {...invalid("date")}
          />
        </FormField>
        <FormField id={id("time")} label={t("account.scheduledSend.time")} error={errors.time}>
          <Input
            id={id("time")}
            type="time"
            value={values.time}
            onChange={(event) => set("time", event.target.value)}
            {...invalid("time")}
          />
        </FormField>
      </div>
      <FormField
        id={id("timeZone")}
        label={t("account.scheduledSend.timeZone")}
        hint={t("account.scheduledSend.timeZoneHint")}
        error={errors.timeZone}
      >
        <Select
          id={id("timeZone")}
          value={values.timeZone}
          onChange={(event) => set("timeZone", event.target.value)}
          {...invalid("timeZone")}
        >
          {timeZoneChoices(values.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll("_", " ")}
            </option>
          ))}
        </Select>
      </FormField>
      {errors.channel && (
        <p id={`${id("channel")}-error`} className="text-sm font-medium text-red-700">
          {errorText(errors.channel)}
        </p>
      )}
      {schedule.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorText(errorMessage(schedule.error, t("account.common.pleaseTryAgain")))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" icon={<CalendarClock aria-hidden="true" />} pending={schedule.isPending}>
          {t("account.scheduledSend.submit")}
        </Button>
        {onBack && (
          <Button type="button" variant="ghost" onClick={onBack} disabled={schedule.isPending}>
            {t("account.scheduledSend.keep")}
          </Button>
        )}
      </div>
    </form>
  );
}
