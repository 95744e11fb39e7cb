import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { findCurrency, isCurrencyCode } from "@/shared/currencies";
import { type AdminRequestDetail, STAFF_REFUND_REASON_MAX } from "@/shared/schemas/admin-requests";
import { Button } from "@/web/components/ui/button";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Textarea } from "@/web/components/ui/textarea";
import { failureMessage } from "@/web/lib/api-client";
import { formatMinor } from "@/web/lib/format";
import { useLocale, useT } from "@/web/lib/i18n";
import { useRefundRequest } from "../api/admin-requests";

type Refunds = NonNullable<AdminRequestDetail["refunds"]>;

const minorDigitsOf = (currency: string) => (isCurrencyCode(currency) ? findCurrency(currency).minorDigits : 2);

/** "1,234.5" or "1234,50" in the payment's currency as minor units; NaN for anything else. */
export function parseAmount(text: string, currency: string): number {
  const cleaned = text
    .trim()
    .replace(/[\s\u202f,](?=\d{3}(\D|$))/g, "")
    .replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return Number.NaN;
  const digits = minorDigitsOf(currency);
  const [, decimals = ""] = cleaned.split(".");
  if (decimals.length > digits) return Number.NaN;
  return Math.round(Number(cleaned) * 10 ** digits);
}

/** A fresh key for each refund staff mean: a double click or a retry of this one sends the same key. */
const newKey = () => crypto.randomUUID();

/**
 * Refund in full or in part (ADR 060): the amount in the payment's currency, at most what is left (before
 * delivery, less than all of it: the whole goes back when the star declines or it expires), and a reason.
 */
export function RefundForm({ requestId, refunds }: { requestId: string; refunds: Refunds }) {
  const t = useT();
  const { locale } = useLocale();
  const refund = useRefundRequest();
  const { currency, refundableMinor, delivered } = refunds;
  // Before delivery all of it is not staff's to give back here: the most is what is left less one minor unit.
  const maxMinor = delivered ? refundableMinor : refundableMinor - 1;
  const [kind, setKind] = useState<"full" | "part">(delivered ? "full" : "part");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [key, setKey] = useState(newKey);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string; form?: string }>({});
  const max = formatMinor(maxMinor, currency, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = kind === "full" ? refundableMinor : parseAmount(amount, currency);
    const found: typeof problems = {};
    if (kind === "part") {
      if (Number.isNaN(amountMinor)) found.amount = t("admin.requests.refund.amountInvalid");
      else if (amountMinor <= 0) found.amount = t("admin.requests.refund.amountPositive");
      else if (amountMinor > maxMinor) found.amount = t("admin.requests.refund.amountTooLarge", { max });
    }
    if (!reason.trim()) found.reason = t("admin.requests.refund.reasonRequired");
    setProblems(found);
    if (found.amount || found.reason) return;
    refund.mutate(
      { id: requestId, amountMinor, reason, idempotencyKey: key },
      {
        onSuccess: () => {
          setAmount("");
          setReason("");
          setKey(newKey());
          toast.success(t("admin.requests.refund.asked", { amount: formatMinor(amountMinor, currency, locale) }));
        },
        onError: (error) => setProblems({ form: failureMessage(t("admin.requests.refund.failed"), error) }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="max-w-md space-y-4" noValidate aria-label={t("admin.requests.refund.title")}>
      {/* Before delivery a part is the only choice: no choice to show. */}
      {delivered && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t("admin.requests.refund.kind")}</legend>
          {(["full", "part"] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="refund-kind"
                value={choice}
                checked={kind === choice}
                onChange={() => setKind(choice)}
              />
              {choice === "full"
                ? t("admin.requests.refund.full", { amount: formatMinor(refundableMinor, currency, locale) })
                : t("admin.requests.refund.part")}
            </label>
          ))}
        </fieldset>
      )}
      {kind === "part" && (
        <FormField
          id="refund-amount"
          label={t("admin.requests.refund.amount", { currency })}
          hint={t(delivered ? "admin.requests.refund.amountHint" : "admin.requests.refund.amountHintUndelivered", {
            max,
          })}
          error={problems.amount}
        >
          <Input
            id="refund-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={problems.amount ? "refund-amount-hint refund-amount-error" : "refund-amount-hint"}
            onChange={(event) => setAmount(event.target.value)}
          />
        </FormField>
      )}
      <FormField id="refund-reason" label={t("admin.requests.refund.reason")} error={problems.reason}>
        <Textarea
          id="refund-reason"
          value={reason}
          rows={3}
          maxLength={STAFF_REFUND_REASON_MAX}
          aria-invalid={problems.reason ? true : undefined}
          aria-describedby={problems.reason ? "refund-reason-error" : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
      {problems.form && (
        <p role="alert" className="text-sm text-red-700">
          {problems.form}
        </p>
      )}
      <Button type="submit" pending={refund.isPending}>
        {t("admin.requests.refund.submit")}
      </Button>
    </form>
  );
}
