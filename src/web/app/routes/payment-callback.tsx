import { PaymentCallback } from "@/web/features/payments/components/payment-callback";

/** /payment/callback: the payment provider sends the payer back here. */
export default function PaymentCallbackPage() {
  return <PaymentCallback />;
}
