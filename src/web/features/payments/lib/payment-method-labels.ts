import type { PaymentMethod } from "@/shared/payments";

/** How each checkout method of spec section 9 reads to a payer. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Card",
  banktransfer: "Bank transfer",
  ussd: "USSD",
  account: "Bank account",
  qr: "QR code",
  mobilemoneyghana: "Mobile money",
  mpesa: "M-Pesa",
  eft: "EFT",
  mobilemoneytanzania: "Mobile money",
  netbanking: "Net banking",
  upi: "UPI",
};
