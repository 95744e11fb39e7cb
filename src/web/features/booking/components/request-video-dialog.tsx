import { BadgeCheck, CreditCard, Send } from "lucide-react";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { latestAllowedDeadline } from "@/shared/booking";
import { OCCASIONS } from "@/shared/catalogue";
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
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError, errorMessage } from "@/web/lib/api-client";
import { useCurrency } from "@/web/lib/currency/currency-context";
import { useDeliveryWindow } from "@/web/lib/site-info";
import { apiFieldErrors, focusFirstError, validate } from "@/web/lib/validate";
import { useCreateVideoRequest } from "../api/create-request";
import { localToday } from "../lib/local-date";

const ID_PREFIX = "request";
const FIELDS = ["message", "occasion", "recipientName", "deadline"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { message: "", occasion: "", recipientName: "", deadline: "" };
const SEND_FAILED = "There was an error sending your video request. Please try again.";

export type BookableCelebrity = { id: string; fullName: string; priceCents: number };

/**
 * The request dialog of a celebrity's profile (spec sections 2 and 5): message (required), occasion,
 * recipient name and a deadline that cannot be in the past. The server prices the request in the
 * visitor's currency and answers with the checkout to go to, or none when a subscription covers it
 * (`coveringPlan` names that plan, so the fan knows before sending). What the fan typed stays in the form
 * until the request is sent.
 */
export function RequestVideoDialog({
  celebrity,
  open,
  onOpenChange,
  coveringPlan = null,
}: {
  celebrity: BookableCelebrity;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  coveringPlan?: string | null;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [redirecting, setRedirecting] = useState(false);
  const { currency } = useCurrency();
  const create = useCreateVideoRequest();
  const navigate = useNavigate();
  const location = useLocation();
  const today = localToday();
  const deliveryWindow = useDeliveryWindow();
  const busy = create.isPending || redirecting;

  const setValue = (name: Field, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(createVideoRequestSchema, {
      celebrityId: celebrity.id,
      message: values.message,
      occasion: values.occasion || undefined,
      recipientName: values.recipientName.trim() || undefined,
      deadline: values.deadline || undefined,
      currency,
    });
    const next: Partial<Record<Field, string>> = {};
    for (const name of FIELDS) next[name] = result.errors[name];
    // The schema allows any date still current somewhere on Earth; the form holds the fan to their own today.
    if (!next.deadline && values.deadline && values.deadline < today) next.deadline = DEADLINE_IN_PAST;
    setErrors(next);
    if (next.message) toast.error("Message required", { description: MESSAGE_REQUIRED });
    if (!result.success || next.deadline) {
      if (!result.success && !FIELDS.some((name) => next[name])) {
        // Not a field of this form (e.g. the celebrity id): nothing the fan can fix here.
        toast.error("Failed to send request", { description: Object.values(result.errors)[0] ?? SEND_FAILED });
      }
      focusFirstError(next, FIELDS, ID_PREFIX);
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
        toast.success("Request sent successfully!", {
          description: `Your video request has been sent to ${celebrity.fullName}`,
        });
        setValues(EMPTY);
        onOpenChange(false);
        navigate("/dashboard");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error("Authentication required", { description: "Please log in to request a video" });
          navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
          return;
        }
        if (error instanceof ApiError && error.status === 400) {
          const fieldErrors = apiFieldErrors(error);
          const inline: Partial<Record<Field, string>> = {};
          for (const name of FIELDS) inline[name] = fieldErrors[name];
          setErrors(inline);
          focusFirstError(inline, FIELDS, ID_PREFIX);
        }
        toast.error("Failed to send request", { description: errorMessage(error, SEND_FAILED) });
      },
    });
  };

  const field = (name: Field, hinted = false) => ({
    id: `${ID_PREFIX}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [hinted && `${ID_PREFIX}-${name}-hint`, errors[name] && `${ID_PREFIX}-${name}-error`].filter(Boolean).join(" ") ||
      undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, event.target.value),
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {/* The header and the Send request footer stay in view; only the fields between them scroll (phones). */}
      <DialogContent className="flex flex-col gap-0 overflow-hidden p-0 sm:max-w-xl">
        <DialogHeader className="shrink-0 pt-5 pr-12 pb-3 pl-5 sm:pt-6 sm:pl-6">
          <DialogTitle>Request a video from {celebrity.fullName}</DialogTitle>
          <DialogDescription>Tell {celebrity.fullName} who the video is for and what to say.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col" aria-label="Video request">
          <div
            className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 pt-1 pb-4 sm:px-6"
            data-testid="request-dialog-body"
          >
            <FormField
              id={`${ID_PREFIX}-message`}
              label="Your message"
              error={errors.message}
              hint={`${values.message.length} / ${MESSAGE_MAX_LENGTH} characters`}
            >
              <Textarea
                rows={4}
                required
                maxLength={MESSAGE_MAX_LENGTH}
                placeholder="e.g. Wish my sister Amara a happy 30th birthday and tell her to keep dancing!"
                {...field("message", true)}
              />
            </FormField>

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id={`${ID_PREFIX}-occasion`} label="Occasion (optional)" error={errors.occasion}>
                <Select
                  id={`${ID_PREFIX}-occasion`}
                  aria-invalid={errors.occasion ? true : undefined}
                  aria-describedby={errors.occasion ? `${ID_PREFIX}-occasion-error` : undefined}
                  value={values.occasion}
                  onChange={(event) => setValue("occasion", event.target.value)}
                >
                  <option value="">No particular occasion</option>
                  {OCCASIONS.map((occasion) => (
                    <option key={occasion} value={occasion}>
                      {occasion}
                    </option>
                  ))}
                </Select>
              </FormField>
              <FormField
                id={`${ID_PREFIX}-recipientName`}
                label="Recipient name (optional)"
                error={errors.recipientName}
              >
                <Input autoComplete="off" maxLength={100} placeholder="Who is it for?" {...field("recipientName")} />
              </FormField>
            </div>

            <FormField
              id={`${ID_PREFIX}-deadline`}
              label="Deadline (optional)"
              error={errors.deadline}
              hint={
                deliveryWindow
                  ? `Videos are due within ${deliveryWindow} of payment, or you're refunded in full.`
                  : undefined
              }
            >
              <Input
                type="date"
                min={today}
                max={latestAllowedDeadline()}
                className="block sm:max-w-56"
                {...field("deadline", Boolean(deliveryWindow))}
              />
            </FormField>

            {coveringPlan ? (
              <div className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
                <p>
                  <span className="font-medium">Your {coveringPlan} plan covers this video: no payment needed.</span> If{" "}
                  {celebrity.fullName} declines or doesn't deliver in time, the video goes back to your plan.
                </p>
              </div>
            ) : (
              <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-slate-700">
                <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <div>
                  <p>
                    <span className="font-medium text-slate-900">Price: </span>
                    <Price usdCents={celebrity.priceCents} sayIfIndicative className="font-semibold text-slate-900" />
                  </p>
                  <p className="mt-1">
                    Payment comes next, in {currency}. You're refunded in full if {celebrity.fullName} declines or
                    doesn't deliver in time.
                  </p>
                </div>
              </div>
            )}
          </div>
          <DialogFooter className="shrink-0 grid grid-cols-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex sm:px-6 sm:py-4">
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button icon={<Send aria-hidden="true" />} type="submit" pending={busy}>
              {redirecting ? "Going to payment…" : create.isPending ? "Sending…" : "Send request"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
