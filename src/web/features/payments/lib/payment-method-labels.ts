import type { MessageKey } from "@/shared/messages/keys";
import { isMobileMoneyMethod, MOBILE_MONEY_NETWORKS, type PaymentMethod } from "@/shared/payments";
import type { useT } from "@/web/lib/i18n";

/** How each checkout method of spec section 9 reads to a payer (mobile money names its wallets, below). */
const METHOD_LABEL_KEYS: Record<Exclude<PaymentMethod, keyof typeof MOBILE_MONEY_NETWORKS>, MessageKey> = {
  card: "booking.method.card",
  banktransfer: "booking.method.bankTransfer",
  ussd: "booking.method.ussd",
  account: "booking.method.bankAccount",
  qr: "booking.method.qrCode",
  eft: "booking.method.eft",
  netbanking: "booking.method.netBanking",
  upi: "booking.method.upi",
};

/**
 * A method's label in the page's language. Mobile money names the wallets a payer there knows by name,
 * "Mobile money (Orange Money, Wave, MTN MoMo, Moov Money)"; M-Pesa is its own wallet's name.
 */
export function paymentMethodLabel(t: ReturnType<typeof useT>, method: PaymentMethod): string {
  if (method === "mpesa") return t("booking.method.mpesa");
  if (isMobileMoneyMethod(method)) {
    return t("booking.method.mobileMoney", {
      networks: MOBILE_MONEY_NETWORKS[method].join(t("booking.method.listSeparator")),
    });
  }
  return t(METHOD_LABEL_KEYS[method]);
}
