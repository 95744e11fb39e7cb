import { MOBILE_MONEY_NETWORKS, type MobileMoneyMethod, type PaymentMethod } from "@/shared/payments";

/** "Mobile money (Orange Money, Wave, MTN MoMo, Moov Money)": the wallets a payer there knows by name. */
const mobileMoney = (method: MobileMoneyMethod) => `Mobile money (${MOBILE_MONEY_NETWORKS[method].join(", ")})`;

/** How each checkout method of spec section 9 reads to a payer. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: "Card",
  banktransfer: "Bank transfer",
  ussd: "USSD",
  account: "Bank account",
  qr: "QR code",
  mobilemoneyghana: mobileMoney("mobilemoneyghana"),
  mpesa: "M-Pesa",
  eft: "EFT",
  mobilemoneytanzania: mobileMoney("mobilemoneytanzania"),
  mobilemoneyfranco: mobileMoney("mobilemoneyfranco"),
  mobilemoneyuganda: mobileMoney("mobilemoneyuganda"),
  mobilemoneyrwanda: mobileMoney("mobilemoneyrwanda"),
  mobilemoneyzambia: mobileMoney("mobilemoneyzambia"),
  netbanking: "Net banking",
  upi: "UPI",
};
