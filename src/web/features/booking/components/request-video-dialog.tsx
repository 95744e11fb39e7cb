import { useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, ArrowRight, BadgeCheck, CreditCard, LogIn, Send, Zap } from "lucide-react";
import { type ChangeEvent, type FormEvent, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import {
  deadlineSoonerThanUsual,
  latestAllowedDeadline,
  RUSH_DELIVERY_HOURS,
  usualDeliveryDay,
} from "@/shared/booking";
import { OCCASIONS } from "@/shared/catalogue";
import { defaultRecordingLanguage, LANGUAGE_IDS, type LanguageId } from "@/shared/languages";
import { INTL_LOCALES } from "@/shared/locales";
import { ERROR_CODES } from "@/shared/schemas/errors";
import {
  createVideoRequestSchema,
  DEADLINE_IN_PAST,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
} from "@/shared/schemas/requests";
import { Price } from "@/web/components/price";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField, useErrorText } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useCatalogueNames } from "@/web/lib/catalogue-names";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { formatDay } from "@/web/lib/format";
import { isolate, messageParts, useLocale, useRichT, useT } from "@/web/lib/i18n";
import { planIdOfName, planName } from "@/web/lib/plan-labels";
import { publicKeys } from "@/web/lib/query-keys";
import { sessionQueryOptions, useSession } from "@/web/lib/session";
import { useSiteInfo } from "@/web/lib/site-info";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useCreateVideoRequest } from "../api/create-request";
import { localToday } from "../lib/local-date";
import { clearRequestDraft, readRequestDraft, saveRequestDraft } from "../lib/request-draft";
import { type StoredVoiceNote, VoiceNoteField } from "./voice-note-field";

const ID_PREFIX = "request";
const FIELDS = ["message", "occasion", "recipientName", "phoneticSpelling", "recordingLanguage", "deadline"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
/** An empty form; the language of the video starts at the one the star records in for this page. */
const emptyValues = (recordingLanguage: string | null): Values => ({
  message: "",
  occasion: "",
  recipientName: "",
  phoneticSpelling: "",
  recordingLanguage: recordingLanguage ?? "",
  deadline: "",
});

export type BookableCelebrity = {
  id: string;
  fullName: string;
  priceCents: number;
  /** The languages the star records in (src/shared/languages.ts ids), in their order; none: nothing to choose. */
  languages?: readonly string[];
  /** How fast the star usually delivers (RESPONSE_TIMES): a date sooner than that is warned about, not refused. */
  responseTime?: string;
  /** What rush delivery (24 hours) adds, USD cents; null or absent: the star does not offer it (ADR 059). */
  rushPriceCents?: number | null;
};

/**
 * The request dialog of a celebrity's profile (spec sections 2 and 5): message (required), occasion,
 * recipient name, the language of the video (one of the star's, when they list any) and a deadline that
 * cannot be in the past. The server prices the request in the
 * visitor's currency and answers with the checkout to go to, or none when a subscription covers it
 * (`coveringPlan` names that plan, so the fan knows before sending). What the fan typed stays in the form
 * until the request is sent.
 *
 * A signed-out visitor writes the request first (issue 24, item 2): sending takes them to sign up (or log in),
 * the draft kept meanwhile, and `returnPath` (the page that opens this dialog again) brings them back to it.
 */
export function RequestVideoDialog({
  celebrity,
  open,
  onOpenChange,
  coveringPlan = null,
  returnPath,
}: {
  celebrity: BookableCelebrity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coveringPlan?: string | null;
  returnPath: string;
}) {
  const { locale } = useLocale();
  // The star's languages the fan may choose from; the page's language first choice when the star records in it.
  const languages = (celebrity.languages ?? []).filter((id): id is LanguageId =>
    (LANGUAGE_IDS as readonly string[]).includes(id),
  );
  const defaultLanguage = defaultRecordingLanguage(languages, locale);
  const [values, setValues] = useState<Values>(() => {
    const start = emptyValues(defaultLanguage);
    // A draft kept through sign-up: what was written, and a language the star still records in.
    for (const [name, value] of Object.entries(readRequestDraft(celebrity.id, FIELDS) ?? {})) {
      if (!value || (name === "recordingLanguage" && !(languages as string[]).includes(value))) continue;
      start[name as Field] = value;
    }
    return start;
  });
  // Restored into the form above, the kept draft has done its work: a later visit starts blank.
  useEffect(() => clearRequestDraft(celebrity.id), [celebrity.id]);
  const session = useSession();
  const signedOut = !session.user && !session.isPending;
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [voiceNote, setVoiceNote] = useState<StoredVoiceNote | null>(null);
  // Rush delivery, when the star offers it: the price shown is the whole one; the server adds the rush itself.
  const rushPriceCents = celebrity.rushPriceCents ?? null;
  const [rush, setRush] = useState(false);
  const rushChosen = rush && rushPriceCents !== null;
  // A plan covers a video, not its rush: with rush, the fan pays the whole price (ADR 059).
  const planCovers = !!coveringPlan && !rushChosen;
  const [redirecting, setRedirecting] = useState(false);
  const { currency } = useCurrency();
  const create = useCreateVideoRequest();
  const navigate = useNavigate();
  const today = localToday();
  // The delivery promise, from the staff's setting; nothing while it loads rather than a number that may disagree.
  const deliveryDays = useSiteInfo().data?.deliveryDays;
  const busy = create.isPending || redirecting;
  const t = useT();
  const names = useCatalogueNames();
  const richT = useRichT();
  // The schemas' messages (in English) in the page's language, as the fields show them.
  const errorText = useErrorText();
  const sendFailed = t("booking.request.sendFailed");
  const name = <bdi>{celebrity.fullName}</bdi>;
  // The profile names the plan by its shared name: said in the page's language.
  const coveringPlanId = coveringPlan ? planIdOfName(coveringPlan) : undefined;
  const coveringPlanName = coveringPlanId ? planName(t, coveringPlanId) : coveringPlan;
  const count = (value: number) => new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: false }).format(value);
  // A date sooner than the star usually delivers (their response time, within the delivery window): said before
  // payment, the request still goes (issue 23 item 3).
  const usualDay = celebrity.responseTime ? usualDeliveryDay(today, celebrity.responseTime, deliveryDays) : null;
  const tooSoon =
    !!usualDay &&
    !!celebrity.responseTime &&
    !errors.deadline &&
    values.deadline >= today &&
    deadlineSoonerThanUsual(values.deadline, today, celebrity.responseTime, deliveryDays);

  /** Off to sign up or log in, the draft kept for when the visitor comes back here. */
  const continueSignedOut = (path: "/signup" | "/login") => {
    saveRequestDraft(celebrity.id, values);
    navigate(path, { state: { from: returnPath } });
  };

  const setValue = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(createVideoRequestSchema, {
      celebrityId: celebrity.id,
      message: values.message,
      occasion: values.occasion || undefined,
      recipientName: values.recipientName.trim() || undefined,
      phoneticSpelling: values.phoneticSpelling.trim() || undefined,
      voiceNoteId: voiceNote?.id,
      deadline: values.deadline || undefined,
      recordingLanguage: languages.length > 0 && values.recordingLanguage ? values.recordingLanguage : undefined,
      ...(rushChosen ? { rush: true } : {}),
      currency,
    });
    const next: Partial<Record<Field, string>> = {};
    for (const name of FIELDS) next[name] = result.errors[name];
    // The schema allows any date still current somewhere on Earth; the form holds the fan to their own today.
    if (!next.deadline && values.deadline && values.deadline < today) next.deadline = DEADLINE_IN_PAST;
    setErrors(next);
    if (next.message) toast.error(t("booking.request.messageRequired"), { description: errorText(MESSAGE_REQUIRED) });
    if (!result.success || next.deadline) {
      if (!result.success && !FIELDS.some((name) => next[name])) {
        // Not a field of this form (e.g. the celebrity id): nothing the fan can fix here.
        toast.error(t("booking.request.sendFailedTitle"), {
          description: errorText(Object.values(result.errors)[0]) ?? sendFailed,
        });
      }
      focusFirstError(next, FIELDS, ID_PREFIX);
      return;
    }
    // The page may be drawn before the session check answers: a signed-in fan who is quick waits for it.
    const user = session.user ?? (await queryClient.fetchQuery(sessionQueryOptions()).catch(() => null));
    if (!user) {
      continueSignedOut("/signup");
      return;
    }

    create.mutate(result.data, {
      onSuccess: ({ checkoutUrl }) => {
        if (checkoutUrl) {
          // Payment comes next: the provider's checkout (or Salamu's sandbox) is a full page.
          setRedirecting(true);
          window.location.assign(checkoutUrl);
          return;
        }
        // Covered by the fan's subscription: the request is already with the celebrity.
        toast.success(t("booking.request.sentTitle"), {
          description: t("booking.request.sentDescription", { name: isolate(celebrity.fullName, locale) }),
        });
        setValues(emptyValues(defaultLanguage));
        setVoiceNote(null);
        onOpenChange(false);
        navigate("/dashboard");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          // Signed out meanwhile (another tab, an expired session): back here after logging in, draft kept.
          toast.error(t("booking.auth.requiredTitle"), { description: t("booking.request.logInToRequest") });
          continueSignedOut("/login");
          return;
        }
        if (error instanceof ApiError && error.status === 400) {
          const fieldErrors = apiFieldErrors(error);
          const inline: Partial<Record<Field, string>> = {};
          for (const name of FIELDS) inline[name] = fieldErrors[name];
          setErrors(inline);
          focusFirstError(inline, FIELDS, ID_PREFIX);
        }
        if (
          error instanceof ApiError &&
          (error.code === ERROR_CODES.FULLY_BOOKED ||
            error.code === ERROR_CODES.REQUESTS_PAUSED ||
            error.code === ERROR_CODES.RUSH_NOT_OFFERED)
        ) {
          // Filled up, paused or no more rush since the page was drawn: the profile behind the dialog says so again.
          void queryClient.invalidateQueries({ queryKey: publicKeys.celebrities.all });
        }
        toast.error(t("booking.request.sendFailedTitle"), { description: errorMessage(error, sendFailed) });
      },
    });
  };

  const field = (name: Field, hinted = false) => ({
    id: `${ID_PREFIX}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [
        hinted && `${ID_PREFIX}-${name}-hint`,
        errors[name] && `${ID_PREFIX}-${name}-error`,
        name === "deadline" && tooSoon && `${ID_PREFIX}-deadline-warning`,
      ]
        .filter(Boolean)
        .join(" ") || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {/* The header and the Send request footer stay in view; only the fields between them scroll (phones). */}
      <DialogContent className="flex flex-col gap-0 overflow-hidden p-0 sm:max-w-xl">
        <DialogHeader className="shrink-0 pt-5 pe-12 pb-3 ps-5 sm:pt-6 sm:ps-6">
          <DialogTitle>{richT("booking.request.title", { name })}</DialogTitle>
          <DialogDescription>{richT("booking.request.description", { name })}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className="flex min-h-0 flex-1 flex-col"
          aria-label={t("booking.request.formLabel")}
        >
          <div
            className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 pt-1 pb-4 sm:px-6"
            data-testid="request-dialog-body"
          >
            <FormField
              id={`${ID_PREFIX}-message`}
              label={t("booking.request.messageLabel")}
              error={errors.message}
              hint={t("booking.request.messageCount", {
                count: count(values.message.length),
                max: count(MESSAGE_MAX_LENGTH),
              })}
            >
              {/* The fan writes in their own language: the text runs the way its first letters do. */}
              <Textarea
                rows={4}
                required
                dir="auto"
                maxLength={MESSAGE_MAX_LENGTH}
                placeholder={t("booking.request.messagePlaceholder")}
                {...field("message", true)}
              />
            </FormField>

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`${ID_PREFIX}-occasion`}
                label={t("booking.request.occasionLabel")}
                error={errors.occasion}
              >
                <Select
                  id={`${ID_PREFIX}-occasion`}
                  aria-invalid={errors.occasion ? true : undefined}
                  aria-describedby={errors.occasion ? `${ID_PREFIX}-occasion-error` : undefined}
                  value={values.occasion}
                  onChange={(event) => setValue("occasion", event.target.value)}
                >
                  <option value="">{t("booking.request.noOccasion")}</option>
                  {OCCASIONS.map((occasion) => (
                    <option key={occasion} value={occasion}>
                      {names.occasion(occasion)}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField
                id={`${ID_PREFIX}-recipientName`}
                label={t("booking.request.recipientLabel")}
                error={errors.recipientName}
              >
                <Input
                  autoComplete="off"
                  dir="auto"
                  maxLength={100}
                  placeholder={t("booking.request.recipientPlaceholder")}
                  {...field("recipientName")}
                />
              </FormField>
            </div>

            <FormField
              id={`${ID_PREFIX}-phoneticSpelling`}
              label={t("booking.request.phoneticLabel")}
              hint={t("booking.request.phoneticHint")}
              error={errors.phoneticSpelling}
            >
              <Input
                autoComplete="off"
                dir="auto"
                maxLength={200}
                placeholder={t("booking.request.phoneticPlaceholder")}
                {...field("phoneticSpelling", true)}
              />
            </FormField>
            {/* The note is stored for an account: a visitor writes the rest first and adds it once signed in. */}
            {session.user && <VoiceNoteField id={`${ID_PREFIX}-voiceNote`} value={voiceNote} onChange={setVoiceNote} />}

            {languages.length > 0 && (
              <FormField
                id={`${ID_PREFIX}-recordingLanguage`}
                label={t("booking.request.languageLabel")}
                error={errors.recordingLanguage}
              >
                <Select
                  id={`${ID_PREFIX}-recordingLanguage`}
                  className="sm:max-w-72"
                  aria-invalid={errors.recordingLanguage ? true : undefined}
                  aria-describedby={errors.recordingLanguage ? `${ID_PREFIX}-recordingLanguage-error` : undefined}
                  value={values.recordingLanguage}
                  onChange={(event) => setValue("recordingLanguage", event.target.value)}
                >
                  {languages.map((language) => (
                    <option key={language} value={language}>
                      {names.starLanguage(language)}
                    </option>
                  ))}
                </Select>
              </FormField>
            )}

            <FormField
              id={`${ID_PREFIX}-deadline`}
              label={t("booking.request.deadlineLabel")}
              error={errors.deadline}
              hint={deliveryDays !== undefined ? t("booking.request.deadlineHint", { days: deliveryDays }) : undefined}
            >
              <Input
                type="date"
                min={today}
                max={latestAllowedDeadline()}
                className="block sm:max-w-56"
                {...field("deadline", deliveryDays !== undefined)}
              />
            </FormField>
            {tooSoon && usualDay && (
              <p
                id={`${ID_PREFIX}-deadline-warning`}
                className="-mt-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900"
                data-testid="deadline-too-soon"
              >
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{richT("booking.request.deadlineTooSoon", { name, date: formatDay(usualDay, locale) })}</span>
              </p>
            )}

            {rushPriceCents !== null && (
              <div className="rounded-xl border border-amber-200 bg-amber-50/60 px-3 py-2.5">
                <label className="flex items-start gap-2 text-sm font-medium text-slate-900">
                  <input
                    type="checkbox"
                    id={`${ID_PREFIX}-rush`}
                    name="rush"
                    checked={rush}
                    onChange={(event) => setRush(event.target.checked)}
                    aria-describedby={`${ID_PREFIX}-rush-hint`}
                    className="mt-0.5 size-4 shrink-0 rounded accent-brand-700"
                  />
                  <span className="flex flex-wrap items-center gap-x-1.5">
                    <Zap aria-hidden="true" className="size-4 text-amber-600" />
                    {t("booking.request.rushLabel", { hours: RUSH_DELIVERY_HOURS })}{" "}
                    <span className="font-semibold">
                      +<Price usdCents={rushPriceCents} showUsd={false} />
                    </span>
                  </span>
                </label>
                <p id={`${ID_PREFIX}-rush-hint`} className="mt-1 ps-6 text-xs text-slate-700">
                  {messageParts(t, "booking.request.rushHint", { name }, { hours: RUSH_DELIVERY_HOURS })}
                </p>
                {coveringPlan && rush && (
                  <p className="mt-1 ps-6 text-xs text-slate-700">{t("booking.request.rushNotCovered")}</p>
                )}
              </div>
            )}

            {planCovers ? (
              <div className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <p>
                  <span className="font-medium">
                    {t("booking.request.planCovers", { plan: coveringPlanName ?? "" })}
                  </span>{" "}
                  {richT("booking.request.planCoversReturn", { name })}
                </p>
              </div>
            ) : (
              <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-slate-700">
                <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <p>
                    <span className="font-medium text-slate-900">{t("booking.request.priceLabel")}</span>{" "}
                    <Price
                      usdCents={celebrity.priceCents + (rushChosen ? (rushPriceCents ?? 0) : 0)}
                      sayIfIndicative
                      className="font-semibold text-slate-900"
                    />
                  </p>
                  {rushChosen && (
                    <p className="text-xs text-slate-600" data-testid="rush-breakdown">
                      {messageParts(t, "booking.request.rushBreakdown", {
                        price: <Price usdCents={celebrity.priceCents} showUsd={false} />,
                        rush: <Price usdCents={rushPriceCents ?? 0} showUsd={false} />,
                      })}
                    </p>
                  )}
                  <p className="mt-1">{richT("booking.request.paymentNext", { currency, name })}</p>
                </div>
              </div>
            )}
          </div>
          {signedOut && (
            <div className="flex shrink-0 flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t border-slate-200 bg-slate-50 px-5 py-2.5 text-sm text-slate-700 sm:px-6">
              <p>{t("booking.request.signedOutNote")}</p>
              <Button
                type="button"
                variant="link"
                size="sm"
                className="h-auto px-0"
                icon={<LogIn aria-hidden="true" />}
                onClick={() => continueSignedOut("/login")}
              >
                {t("booking.request.logInInstead")}
              </Button>
            </div>
          )}
          <DialogFooter className="shrink-0 grid grid-cols-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex sm:px-6 sm:py-4">
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {t("booking.request.cancel")}
            </Button>
            <Button
              icon={
                signedOut ? <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" /> : <Send aria-hidden="true" />
              }
              type="submit"
              pending={busy}
            >
              {signedOut
                ? t("booking.request.continueToSignUp")
                : redirecting
                  ? t("booking.request.goingToPayment")
                  : create.isPending
                    ? t("booking.request.sending")
                    : t("booking.request.send")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
