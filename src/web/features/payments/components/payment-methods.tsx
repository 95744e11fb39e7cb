import { Banknote, CreditCard, Landmark, type LucideIcon, QrCode, Smartphone } from "lucide-react";
import type { PaymentMethod } from "@/shared/payments";
import { useT } from "@/web/lib/i18n";
import { cn } from "@/web/lib/utils";
import { paymentMethodLabel } from "../lib/payment-method-labels";

const ICONS: Record<PaymentMethod, LucideIcon> = {
  card: CreditCard,
  banktransfer: Landmark,
  ussd: Smartphone,
  account: Landmark,
  qr: QrCode,
  mobilemoneyghana: Smartphone,
  mpesa: Smartphone,
  eft: Banknote,
  mobilemoneytanzania: Smartphone,
  mobilemoneyfranco: Smartphone,
  mobilemoneyuganda: Smartphone,
  mobilemoneyrwanda: Smartphone,
  mobilemoneyzambia: Smartphone,
  netbanking: Landmark,
  upi: Smartphone,
};

/** The ways to pay in a currency, as a list of chips. */
export function PaymentMethodList({
  methods,
  label,
  className,
}: {
  methods: readonly PaymentMethod[];
  label?: string;
  className?: string;
}) {
  const t = useT();
  return (
    <div className={className}>
      <p className="text-sm font-medium text-slate-800">{label ?? t("booking.methods.waysToPay")}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {methods.map((method) => {
          const Icon = ICONS[method];
          return (
            <li
              key={method}
              className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1 text-sm text-slate-700"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {paymentMethodLabel(t, method)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A choice of payment method (radio buttons styled as tiles). */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-medium text-slate-800">{t("booking.methods.legend")}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {methods.map((method) => {
          const Icon = ICONS[method];
          const checked = value === method;
          return (
            <label
              key={method}
              className={cn(
                "flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                checked ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-200 bg-white text-slate-800",
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                className="size-4 accent-brand-700"
              />
              <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
              {paymentMethodLabel(t, method)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
